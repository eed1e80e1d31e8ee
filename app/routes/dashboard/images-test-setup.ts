import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { startTestApp, type TestApp } from "#tests/http-app";
import type { Config } from "~/config.server";
import { agencies, agencyImages, pageDataVersion, storedObjects } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { getToast } from "~/http/sessions/toast.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";

/**
 * What the image forms' test files share (decision 016): the whole Express app on its own
 * database, emptied of agencies and stored files before each test; an agency's session; a form
 * posted to /dashboard/images as a browser posts it; and readers of the toast, images and files.
 */
let opened: ReturnType<typeof useTestDatabase> | undefined;
let app: TestApp | undefined;

export const config = testConfig();
export const en = getMessages("en").dashboard.images;
export const ar = getMessages("ar").dashboard.images;

/**
 * The test file's database and app, started before its tests and closed after; call it once, at
 * the top of the file. `app` is ready inside tests.
 */
export function useImagesApp() {
  const held = useTestDatabase();
  opened = held;
  beforeAll(async () => {
    app = await startTestApp(held.database, config);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await held.db.delete(agencies);
    await held.db.delete(storedObjects);
  });
  return t;
}

const t = {
  get db() {
    if (!opened) throw new Error("Call useImagesApp() at the top of the test file");
    return opened.db;
  },
  get database() {
    if (!opened) throw new Error("Call useImagesApp() at the top of the test file");
    return opened.database;
  },
  get app() {
    if (!app) throw new Error("The app is started in beforeAll; use it in a test");
    return app;
  },
};

export const cookieFor = async (agencyId: number, appConfig: Config = config) => {
  const { token } = await createSession(t.db, { agencyId }, AGENCY_SESSION_TTL_MS);
  return (await sessionCookie(appConfig, "agency").serialize(token)).split(";")[0]!;
};

export async function signedInAgency(overrides: Partial<typeof agencies.$inferInsert> = {}) {
  const agency = await makeAgency(t.db, { approved: true, ...overrides });
  return { agency, cookie: await cookieFor(agency.id) };
}

export type Fields = Record<string, string | { bytes: Uint8Array; name: string; type?: string }>;

/** Posts a form to /dashboard/images (multipart when it holds a file) without following. */
export async function post(
  fields: Fields,
  {
    cookie,
    path = "/dashboard/images",
    origin,
    base = t.app.url,
  }: {
    cookie?: string;
    path?: string;
    origin?: string;
    base?: string;
  } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type ?? "image/jpeg" }),
        value.name,
      );
  }
  return fetch(base + path, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
  });
}

export async function toastOf(response: Response) {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!set) return null;
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set.split(";")[0]! },
  });
  return (await getToast(request, config)).toast;
}

export const file = (bytes: Uint8Array, name = "picture.jpg", type?: string) => ({
  bytes,
  name,
  type,
});
export const imagesOf = (agencyId: number, role: "logo" | "portfolio") =>
  t.db
    .select()
    .from(agencyImages)
    .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, role)))
    .orderBy(agencyImages.position);
export const storedKeys = async () =>
  (await t.db.select({ key: storedObjects.key }).from(storedObjects)).map((r) => r.key).sort();
export const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;
export const version = async () => (await t.db.select().from(pageDataVersion))[0]!.version;
