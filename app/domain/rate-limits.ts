/**
 * Every rate limit and abuse cap of the app, in one place. The counts live in the database
 * (services/rate-limit.server.ts, docs/decisions/004 and 010). "Per client" is per IPv4 address
 * or IPv6 /64 (domain/rate-limit-subjects.ts); "per recipient" is per inbox, so "+tags" share one.
 */

export type RateLimitRule = {
  /** What is limited, e.g. "contact:ip" (the subject, such as an address, is added per call). */
  name: string;
  limit: number;
  windowMs: number;
};

/** A growing wait after repeated failures, instead of a lock-out (admin login). */
export type BackoffRule = {
  name: string;
  /** Failures that cost nothing; the next one starts the wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Submissions: only one that passed validation and would be stored counts (decision 004).

/** Briefs per client, the HTML form and the JSON API together. */
export const submitBriefRateLimit = {
  name: "submit-brief:address",
  limit: 10,
  windowMs: 10 * MINUTE,
} satisfies RateLimitRule;
/** Briefs per client per day, both channels: the JSON API's stand-in for the form's timer. */
export const submitBriefDailyLimit = {
  name: "submit-brief:address-day",
  limit: 20,
  windowMs: DAY,
} satisfies RateLimitRule;

export const submitBriefClientLimits = [submitBriefRateLimit, submitBriefDailyLimit] as const;

/** Listings per client, the HTML form and the JSON API together. */
export const submitAgencyRateLimit = {
  name: "submit-agency:address",
  limit: 10,
  windowMs: 10 * MINUTE,
} satisfies RateLimitRule;
/** Listings per client per day, both channels (an agency lists itself once). */
export const submitAgencyDailyLimit = {
  name: "submit-agency:address-day",
  limit: 10,
  windowMs: DAY,
} satisfies RateLimitRule;
export const submitAgencyClientLimits = [submitAgencyRateLimit, submitAgencyDailyLimit] as const;

/**
 * The contact form and POST /api/contact (one count for both). Per address: a person rarely
 * sends more than a couple of messages, but an office shares one address. Per e-mail: each
 * message mails a confirmation to the address given, so the form must not become a way to flood
 * someone's inbox (a message over this limit is refused). Per day: the API's stand-in for the
 * form's timer.
 */
export const contactRateLimits = {
  perAddress: { name: "contact:ip", limit: 10, windowMs: 10 * MINUTE },
  perAddressDaily: { name: "contact:ip-day", limit: 30, windowMs: DAY },
  perEmail: { name: "contact:email", limit: 3, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Image uploads (a logo or a portfolio image) per agency: each is decoded and resized, the
 * heaviest work a signed-in agency can ask for (docs/decisions/016). A portfolio is 8 images and a
 * logo, so 40 an hour leaves room for every change of mind and stops a loop.
 */
export const agencyImageUploadLimit = {
  name: "agency-images:agency",
  limit: 40,
  windowMs: HOUR,
} satisfies RateLimitRule;

/**
 * Review forms (a review, or 'did not go ahead') per client. Each needs a mailed link, so the
 * limit only stops a client trying tokens or replaying a form: as generous as the contact form.
 */
export const reviewFormClientLimits = [
  { name: "review:ip", limit: 10, windowMs: 10 * MINUTE },
  { name: "review:ip-day", limit: 30, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];

// E-mails to an address a visitor typed. Over the limit, the brief or listing is still stored
// and the operator told; only the confirmation is skipped (decision 010).

/** Brief confirmations per recipient inbox. */
export const briefConfirmationLimits = [
  { name: "brief-confirmation:email", limit: 3, windowMs: HOUR },
  { name: "brief-confirmation:email-day", limit: 10, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];

/** Listing confirmations per recipient inbox. */
export const listingConfirmationLimits = [
  { name: "listing-confirmation:email", limit: 3, windowMs: HOUR },
  { name: "listing-confirmation:email-day", limit: 10, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];

/**
 * Sign-in link requests per client: the only limit that refuses a sign-in request (429). Nothing
 * is counted per address typed: a count that refuses would let a stranger keep the owner out
 * (docs/decisions/010); the inbox is protected by signInMailBudget instead.
 */
export const signInLinkLimits = {
  address: { name: "sign-in-link:address", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Sign-in mails one listing's inbox receives per `windowMs`: at most `unusedLinks` whose link is
 * still unused, and at most `mails` in all. A link used counts only towards `mails`: only the
 * inbox's owner can use one, so a stranger alone never gets past `unusedLinks`.
 */
export const signInMailBudget = { windowMs: HOUR, unusedLinks: 5, mails: 20 } as const;

/** The sign-in links a listing was mailed within the budget's window. */
export type RecentSignInLinks = { mails: number; unused: number };

/**
 * What a sign-in request for a listed address does: mail a fresh link while the budget allows,
 * else mail nothing and keep the newest unused link working (it is then the newest mail; see
 * docs/decisions/010). The request itself was answered long before, the same either way.
 */
export function signInMailDecision(
  recent: RecentSignInLinks,
  budget: typeof signInMailBudget = signInMailBudget,
): "mail" | "keep-newest" {
  return recent.unused < budget.unusedLinks && recent.mails < budget.mails ? "mail" : "keep-newest";
}

/**
 * New addresses one listing may ask for, and confirmation links one address may be sent, per
 * hour (an agency changing its sign-in address: each one mails a link).
 */
export const emailChangeLimits = {
  agency: { name: "email-change:agency", limit: 5, windowMs: HOUR },
  email: { name: "email-change:email", limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * Saved searches (decision 015): "Alert me" and "mail me my saved searches" forms per client, and
 * the mails of either kind one address may be sent. Over an address's budget a new search is still
 * stored, unconfirmed, and nothing is mailed: every such mail carries the same link, to the page of
 * all the address's searches (confirmable there), so the newest one already in the inbox serves.
 * A stranger can use up the budget, never keep the owner from confirming.
 */
export const savedSearchFormClientLimits = [
  { name: "saved-search:ip", limit: 10, windowMs: 10 * MINUTE },
  { name: "saved-search:ip-day", limit: 30, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];

export const savedSearchMailLimits = [
  { name: "saved-search-mail:email", limit: 3, windowMs: HOUR },
  { name: "saved-search-mail:email-day", limit: 10, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];

/** Lead alerts one agency receives per hour; briefs past it alert the other agencies only. */
export const leadAlertRateLimit = {
  name: "lead-alerts:agency",
  limit: 10,
  windowMs: HOUR,
} satisfies RateLimitRule;

/**
 * Failed admin logins: per client address (any username), per username (from anywhere; it only
 * slows an address that has itself failed on that username, so it never keeps the operator out)
 * and per username and address together. See services/admin-auth.server.ts.
 */
export const adminLoginBackoff = {
  name: "admin-login-failures",
  freeFailures: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: HOUR,
} satisfies BackoffRule;

/** Checkout sessions an agency may open: each one is a call to the payment provider. */
export const checkoutRateLimit = {
  name: "checkout:agency",
  limit: 10,
  windowMs: 10 * MINUTE,
} satisfies RateLimitRule;

/** GET /api/agencies without `limit` streams every approved agency: per client. */
export const agencyListStreamRateLimit = {
  name: "api-agencies-all:address",
  limit: 12,
  windowMs: 10 * MINUTE,
} satisfies RateLimitRule;

/** The wait after `failures` failures: none for the free ones, then doubling up to the cap. */
export function backoffDelayMs(rule: BackoffRule, failures: number): number {
  if (failures <= rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures - 1, 30);
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** doublings);
}

export type BackoffState = { failures: number; lastFailureAt: Date };

/**
 * How long an admin login attempt must wait, in ms (0: check the password now). The address's
 * own failures set a wait from its last failure. The username's failures from everywhere set a
 * wait too, but only for an address that has itself failed on it `freeFailures` times, measured
 * from that address's own last failure: an attacker elsewhere can slow guessing at an account,
 * but can neither delay an address that has not failed nor keep pushing its wait forward.
 */
export function loginBackoffWaitMs(
  rule: BackoffRule,
  state: { address: BackoffState; username: BackoffState; pair: BackoffState },
  now: Date,
): number {
  const until = (from: BackoffState, failures: number) =>
    from.lastFailureAt.getTime() + backoffDelayMs(rule, failures) - now.getTime();
  const byAddress = until(state.address, state.address.failures);
  const byUsername =
    state.pair.failures >= rule.freeFailures ? until(state.pair, state.username.failures) : 0;
  return Math.max(0, byAddress, byUsername);
}

/**
 * Messages in the project room per sender (a client's address, an agency, the operator): a person
 * writes a few an hour; 30 in 10 minutes and 200 a day stop a loop or a flood without ever
 * stopping a conversation (docs/decisions/018-project-room.md).
 */
export const threadMessageLimits = [
  { name: "thread-message:sender", limit: 30, windowMs: 10 * MINUTE },
  { name: "thread-message:sender-day", limit: 200, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];

/**
 * Files in the project room per sender: each is streamed to storage and kept; 60 an hour and 200
 * a day carry a project's documents and stop a flood.
 */
export const threadFileLimits = [
  { name: "thread-file:sender", limit: 60, windowMs: HOUR },
  { name: "thread-file:sender-day", limit: 200, windowMs: DAY },
] as const satisfies readonly RateLimitRule[];
