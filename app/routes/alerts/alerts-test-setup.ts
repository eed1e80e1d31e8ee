import { eq } from "drizzle-orm";
import { beforeEach } from "vitest";
import { asShownOnPage } from "#tests/form-reply";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { emailOutbox, rateLimits, savedSearches } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import type { SavedFilters } from "~/domain/saved-searches";
import { issueFormToken } from "~/services/form-guard.server";
import { saveSearch } from "~/services/saved-search-opt-in.server";

/**
 * What the saved-search pages' test files share (docs/decisions/015-saved-searches.md): the
 * database, emptied of saved searches, mail and rate limits before each test; the pages' loaders
 * and actions called as the server calls them, their answers read as the page shows them; and
 * searches to start from.
 */
let opened: ReturnType<typeof useTestDatabase> | undefined;

/** The test file's database; call it once, at the top of the file, before any helper runs. */
export function useAlertsDatabase() {
  const held = useTestDatabase();
  opened = held;
  beforeEach(async () => {
    await t.db.delete(savedSearches);
    await t.db.delete(emailOutbox);
    await t.db.delete(rateLimits);
  });
  return held;
}

/** The database useAlertsDatabase opened, for the helpers below. */
const t = {
  get db() {
    if (!opened) throw new Error("Call useAlertsDatabase() at the top of the test file");
    return opened.db;
  },
};

export const config = testConfig();
export const DAY = 24 * 60 * 60_000;

export type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

export type Answer = Record<string, unknown> & { status: number; headers: Headers };

/**
 * A route's answer: its data and status, whether returned as data() or as a plain object. A
 * refused form's reply (http/form-post.server.ts) reads as the page shows it: "invalid", with the
 * form's message, each field's messages and the values sent.
 */
export function answer(result: unknown): Answer {
  if (result && typeof result === "object" && "type" in result) {
    const { data, init } = result as unknown as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    const shown = asShownOnPage(data);
    return { ...shown, status: init?.status ?? 200, headers: new Headers(init?.headers) };
  }
  return { ...(result as object), status: 200, headers: new Headers() };
}

let client = 0;
export async function post(
  route: RouteModule,
  path: string,
  fields: [string, string][],
  options: { params?: Record<string, string>; guard?: boolean; from?: string } = {},
) {
  const body = new URLSearchParams(fields);
  if (options.guard) {
    body.set(formGuardFields.startedAt, issueFormToken(config, Date.now() - 60_000));
    body.set(formGuardFields.honeypot, "");
  }
  const args = routeArgs(t.db, path, {
    method: "POST",
    body,
    config,
    params: options.params ?? {},
  });
  args.context.clientAddress = options.from ?? `198.51.100.${++client % 250}`;
  return answer(await asRequestTo(path, () => route.action!(args as never)));
}

export async function load(route: RouteModule, path: string, params: Record<string, string> = {}) {
  const args = routeArgs(t.db, path, { config, params });
  return answer(await asRequestTo(path, () => route.loader!(args as never)));
}

export const searches = () => t.db.select().from(savedSearches).orderBy(savedSearches.id);
export const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);

export const none: SavedFilters = {
  pro: false,
  services: [],
  locations: [],
  industries: [],
  q: "",
};
export const seoDubai: SavedFilters = { ...none, services: ["SEO Services"], locations: ["Dubai"] };

/** A confirmed search of `email`, straight through the service. */
export async function confirmedSearch(email = "noor@example.ae", filters = seoDubai) {
  const saved = await saveSearch(t.db, config, {
    email,
    frequency: "instant",
    filters,
    locale: "en",
  });
  if (saved.status !== "saved") throw new Error(saved.status);
  await t.db
    .update(savedSearches)
    .set({ confirmedAt: new Date() })
    .where(eq(savedSearches.id, saved.id));
  return saved.id;
}
