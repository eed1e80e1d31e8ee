import { z } from "zod";
import { stripBidiControls } from "./bidi-controls";
import { getMessages } from "./i18n";

/** Read as a value is checked: in the current locale (domain/i18n.ts). */
const accessMessages = () => getMessages().dashboard.access;

/** Minutes a sign-in link stays valid (docs/product.md, P2). */
export const SIGN_IN_LINK_MINUTES = 10;

/**
 * When a sign-in link kept working for a new request (domain/rate-limits.ts, signInMailDecision)
 * expires: SIGN_IN_LINK_MINUTES after that request, but never later than that long after the link
 * leaves the mail budget's window. By then the window has room, so the next request mails a fresh
 * link: a stranger asking again and again cannot keep one link alive for good.
 */
export function keptLinkExpiresAt(link: { createdAt: Date }, windowMs: number, now: Date): Date {
  const life = SIGN_IN_LINK_MINUTES * 60_000;
  return new Date(Math.min(now.getTime() + life, link.createdAt.getTime() + windowMs + life));
}

/**
 * Hours the link confirming a listing's new e-mail address stays valid: long enough for the new
 * inbox's owner to be someone else at the agency. It only confirms; it signs nobody in.
 */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * The dashboard's e-mail lookup (docs/product.md#validation: required, else 'Please enter your
 * email address'), shared by the form in the browser and its action.
 */
export const signInRequestSchema = z.object({
  email: z.preprocess(
    // An address pasted from a right-to-left text often carries direction marks around it.
    (value) =>
      typeof value === "string"
        ? stripBidiControls(value).trim() || undefined
        : (value ?? undefined),
    z
      .string({ error: () => accessMessages().enterEmail })
      .max(254, { error: () => accessMessages().invalidEmail })
      .pipe(z.email({ error: () => accessMessages().invalidEmail })),
  ),
});

export type SignInRequest = z.output<typeof signInRequestSchema>;

/**
 * Where a sign-in link may lead: the two dashboard pages, or one of the agency's threads (the page
 * it opened signed out, domain/sign-in-next.ts).
 */
export const dashboardPaths = ["/dashboard", "/dashboard/upgrade"] as const;
export type DashboardPath = (typeof dashboardPaths)[number] | `/dashboard/threads/${number}`;

const THREAD_PATH = /^\/dashboard\/threads\/[1-9]\d{0,8}$/;

export function dashboardPath(value: unknown): DashboardPath {
  if (typeof value === "string" && THREAD_PATH.test(value)) return value as DashboardPath;
  return dashboardPaths.find((p) => p === value) ?? "/dashboard";
}
