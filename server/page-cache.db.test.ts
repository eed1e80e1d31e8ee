import "#tests/production-react";
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { startTestApp, type TestApp } from "#tests/http-app";
import { agencies } from "~/db/schema";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { createToastHeaders } from "~/http/sessions/toast.server";
import { setAgencyApproval } from "~/services/approve-agency.server";
import { readPageDataVersion } from "~/services/page-data-version.server";

/**
 * Pages every anonymous visitor sees alike (docs/decisions/012, Serving) are rendered once per
 * change of their data, served from memory with an ETag and a shared-cache Cache-Control; never
 * with a session, a flash or a form; an approval or an edit shows on the next request.
 */
const t = useTestDatabase();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(t.database);
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

/** Asks until the page is kept (it is stored once compressed, just after the first answer). */
async function kept(path: string): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const response = await get(path);
    if (response.headers.get("x-page-cache") === "hit") return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never served from the page cache`);
}

describe("the page cache", () => {
  it("serves a static page from memory, with an ETag, a 304 on revalidation and shared caching", async () => {
    const first = await get("/pricing");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const rendered = await first.text();

    const hit = await kept("/pricing");
    expect(hit.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    const etag = hit.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await hit.text()).toBe(rendered);

    const revalidated = await get("/pricing", { "if-none-match": etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await get("/pricing", { "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("answers brotli and gzip from its compressed copies, the same page once decoded", async () => {
    const plain = await (await kept("/about")).text();
    for (const [encoding, decode] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      // fetch would decode the body itself: read the bytes as sent.
      const raw = await rawGet("/about", encoding);
      expect(raw.headers["content-encoding"]).toBe(encoding);
      expect(raw.headers["x-page-cache"]).toBe("hit");
      expect(decode(raw.body).toString()).toBe(plain);
    }
  });

  it("shows an approval and an edit on the next request", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Falcon Pixel Works", approved: false });
    const before = await (await kept("/agencies")).text();
    expect(before).not.toContain("Falcon Pixel Works");

    await setAgencyApproval(t.db, agency.id, true, app.config);
    const approved = await get("/agencies");
    expect(approved.headers.get("x-page-cache")).toBe("miss");
    expect(await approved.text()).toContain("Falcon Pixel Works");

    await kept(`/agencies/${agency.slug}`);
    await t.db
      .update(agencies)
      .set({ agencyName: "Falcon Pixel Studio" })
      .where(eq(agencies.id, agency.id));
    const edited = await get(`/agencies/${agency.slug}`);
    expect(edited.headers.get("x-page-cache")).toBe("miss");
    expect(await edited.text()).toContain("Falcon Pixel Studio");
  });

  it("counts only changes the public can see in the data version", async () => {
    const before = await readPageDataVersion(t.db);
    // A pending listing, its edits, its deletion; an approved agency's internal columns.
    const pending = await makeAgency(t.db, { approved: false });
    await t.db
      .update(agencies)
      .set({ description: "Edited while pending." })
      .where(eq(agencies.id, pending.id));
    const listed = await makeAgency(t.db, { approved: false });
    await t.db.delete(agencies).where(eq(agencies.id, pending.id));
    await t.db.update(agencies).set({ experience: "1-2" }).where(eq(agencies.id, -1));
    expect(await readPageDataVersion(t.db)).toBe(before);

    // Its approval, a public edit: each a new version. Internal columns: none.
    await t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, listed.id));
    expect(await readPageDataVersion(t.db)).toBe(before! + 1);
    await t.db
      .update(agencies)
      .set({ stripeCustomerId: "cus_test", needsReview: true, contactName: "Someone Else" })
      .where(eq(agencies.id, listed.id));
    expect(await readPageDataVersion(t.db)).toBe(before! + 1);
    await t.db.update(agencies).set({ isPro: true }).where(eq(agencies.id, listed.id));
    expect(await readPageDataVersion(t.db)).toBe(before! + 2);
    await t.db.delete(agencies).where(eq(agencies.id, listed.id));
    expect(await readPageDataVersion(t.db)).toBe(before! + 3);
  });

  it("keeps other agencies' profiles and shared pages when one agency's profile changes", async () => {
    const [one, other] = await Promise.all(
      ["Kept Profile One", "Kept Profile Two"].map((agencyName) =>
        makeAgency(t.db, { agencyName, approved: true, description: "A profile to keep." }),
      ),
    );
    await kept(`/agencies/${other!.slug}`);
    await kept(`/agencies/${one!.slug}`);
    await kept("/pricing");
    // An internal column of an approved agency: every page stays kept.
    await t.db.update(agencies).set({ stripeCustomerId: "cus_x" }).where(eq(agencies.id, one!.id));
    expect((await get(`/agencies/${one!.slug}`)).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/pricing")).headers.get("x-page-cache")).toBe("hit");
    // Its description: its profile and the shared pages are rendered again, not the other profile.
    await t.db
      .update(agencies)
      .set({ description: "A profile edited." })
      .where(eq(agencies.id, one!.id));
    const edited = await get(`/agencies/${one!.slug}`);
    expect(edited.headers.get("x-page-cache")).toBe("miss");
    expect(await edited.text()).toContain("A profile edited.");
    expect((await get(`/agencies/${other!.slug}`)).headers.get("x-page-cache")).toBe("hit");
    expect((await get(`/ar/agencies/${other!.slug}`)).headers.get("x-page-cache")).toBe("miss");
    expect((await get("/pricing")).headers.get("x-page-cache")).toBe("miss");
  });

  it("never answers a request with a session or a flashed toast from memory, nor keeps its answer", async () => {
    await kept("/how-it-works");
    const session = await sessionCookie(app.config, "agency").serialize("not-a-real-token");
    const withSession = await get("/how-it-works", { cookie: session.split(";")[0]! });
    expect(withSession.headers.get("x-page-cache")).toBeNull();
    expect(withSession.headers.get("cache-control")).toBe("private, no-store");
    expect(withSession.headers.get("etag")).toBeNull();

    const toast = new Headers(
      await createToastHeaders({ type: "success", title: "Signed out" }, app.config),
    ).get("set-cookie")!;
    const flashed = await get("/how-it-works", { cookie: toast.split(";")[0]! });
    expect(flashed.headers.get("x-page-cache")).toBeNull();
    expect(flashed.headers.get("cache-control")).toBe("private, no-store");
    expect(await flashed.text()).toContain("Signed out");
    // The flash did not become the kept page.
    expect(await (await kept("/how-it-works")).text()).not.toContain("Signed out");
  });

  it("allows the static page's one inline script by its hash, and the page carries no nonce", async () => {
    const response = await kept("/about");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(html).not.toContain("nonce=");
  });

  it("never keeps a form page, a page with a query the boundary refuses, or an error", async () => {
    for (let i = 0; i < 3; i++) {
      const form = await get("/submit");
      expect(form.headers.get("cache-control") ?? "").not.toContain("public");
      expect(form.headers.get("x-page-cache")).toBe("miss");
      await form.arrayBuffer();
    }
    for (let i = 0; i < 3; i++) {
      const missing = await get("/agencies/no-such-agency-anywhere");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-page-cache")).toBe("miss");
      await missing.arrayBuffer();
    }
    const refused = await get("/pricing?q=%00");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("x-page-cache")).toBeNull();
  });
});

/** A GET whose body is read as sent (fetch would decode it). */
async function rawGet(path: string, encoding: string) {
  const http = await import("node:http");
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${app.url}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    },
  );
}
