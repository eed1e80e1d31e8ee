import { beforeEach } from "vitest";
import { asShownOnPage } from "#tests/form-reply";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, matches, rateLimits, reviewInvitations, reviews } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { issueFormToken } from "~/services/form-guard.server";
import { hashToken } from "~/services/sessions.server";
import { action, loader } from "./review";

/**
 * What the review page's test files share: the database, emptied of briefs, agencies and rate
 * limits before each test; a match with an open review link; a valid review; and the page's
 * loader and action called as the server calls them, their answers read as the page shows them.
 */
let opened: ReturnType<typeof useTestDatabase> | undefined;

/** The test file's database; call it once, at the top of the file, before any helper runs. */
export function useReviewDatabase() {
  const held = useTestDatabase();
  opened = held;
  beforeEach(async () => {
    await t.db.delete(briefs);
    await t.db.delete(agencies);
    await t.db.delete(rateLimits);
  });
  return held;
}

/** The database useReviewDatabase opened, for the helpers below. */
const t = {
  get db() {
    if (!opened) throw new Error("Call useReviewDatabase() at the top of the test file");
    return opened.db;
  },
};

export const config = testConfig();
const DAY = 24 * 60 * 60_000;

/** A match of a new brief and agency with an open review link; returns the link's token. */
export async function invitation(
  options: { expiresInDays?: number; locale?: string; contactName?: string } = {},
) {
  const brief = await makeBrief(t.db, {
    locale: options.locale ?? "en",
    contactName: options.contactName ?? "Omar Khalil",
    companyName: "Falcon Foods",
    budget: "15k-30k",
  });
  const agency = await makeAgency(t.db, { approved: true, agencyNameAr: "وكالة الاختبار" });
  const [match] = await t.db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: agency.id })
    .returning();
  const token = `${"t".repeat(30)}${String(match!.id).padStart(13, "0")}`;
  await t.db.insert(reviewInvitations).values({
    matchId: match!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + (options.expiresInDays ?? 60) * DAY),
  });
  return { token, brief, agency, match: match! };
}

export const validReview = {
  overall: "4",
  quality: "5",
  communication: "4",
  value: "3",
  timeliness: "4",
  title: "Clear process, delivered on time",
  body: "They planned the work with us, kept us informed weekly and delivered on the agreed date.",
  wentAhead: "yes",
  budget: "30k-50k",
};

let address = 0;
export async function post(
  token: string,
  fields: Record<string, string>,
  options: { startedAt?: number; from?: string; path?: string } = {},
) {
  const body = new FormData();
  body.set(
    formGuardFields.startedAt,
    issueFormToken(config, options.startedAt ?? Date.now() - 60_000),
  );
  body.set(formGuardFields.honeypot, "");
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const path = options.path ?? `/reviews/${token}`;
  const args = routeArgs(t.db, path, { method: "POST", body, config, params: { token } });
  args.context.clientAddress = options.from ?? `198.51.100.${++address}`;
  const result = (await asRequestTo(path, () => action(args as never))) as unknown;
  return answer(result);
}

/** A route's answer: its data and status, whether returned as data() or as a plain object. */
export function answer(result: unknown) {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location") } as Record<
      string,
      unknown
    > & { status: number };
  }
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const { data, init } = result as unknown as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    const shown = asShownOnPage(data);
    return { ...shown, status: init?.status ?? 200 } as Record<string, unknown> & {
      status: number;
    };
  }
  return { ...(result as object), status: 200 } as Record<string, unknown> & { status: number };
}

export async function load(token: string, path = `/reviews/${token}`) {
  const args = routeArgs(t.db, path, { config, params: { token } });
  return answer(await asRequestTo(path, () => loader(args as never)));
}

export const storedReviews = () => t.db.select().from(reviews);

/** What a saved review or decline is answered with: 303 to the link's thanks (Post/Redirect/Get). */
export const savedAnswer = (token: string, prefix = "") => ({
  status: 303,
  location: `${prefix}/reviews/${token}?thanks`,
});
