import { UNSAFE_ErrorResponseImpl as ErrorResponse, type MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, agencySlugAliases, rateLimits } from "~/db/schema";
import { agencyListStreamRateLimit } from "~/domain/rate-limits";
import { PUBLIC_AGENCY_FIELDS } from "~/services/directory.server";
import { profilePaths, sitemapPlan } from "~/services/sitemap.server";
import { loader as agenciesLoader, meta as agenciesMeta } from "./agencies";
import { loader as landingLoader, meta as landingMeta } from "./agencies-landing";
import { meta as profileMeta, loader as profileLoader } from "./agency-profile";
import { loader as shortProfileLoader } from "./agency-short-profile";
import { loader as apiLoader } from "../api/agencies";
import { loader as sitemapFileLoader } from "../seo/sitemap-file";
import { loader as sitemapLoader } from "../seo/sitemap-xml";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae" });

/** 30 approved agencies in Dubai (5 Pro), 1 in Ajman, 2 pending. */
beforeAll(async () => {
  await t.db.delete(agencies);
  await t.db.insert(agencies).values(
    Array.from({ length: 30 }, (_, i) => ({
      slug: `dubai-${String(i).padStart(2, "0")}`,
      agencyName: `Dubai Agency ${String(i).padStart(2, "0")}`,
      contactName: "Private Person",
      email: `d${i}@example.ae`,
      services: i % 2 ? ["SEO Services"] : ["Website Development"],
      experience: "3-5",
      description: "A Dubai agency.",
      location: "Dubai",
      approved: true,
      isPro: i < 5,
    })),
  );
  const ajman = await makeAgency(t.db, {
    slug: "ajman-arts",
    agencyName: "Ajman Arts",
    location: "Ajman",
    approved: true,
    services: ["Branding & Design"],
    phone: "+971 6 123 4567",
    stripeCustomerId: "cus_secret",
  });
  await t.db.insert(agencySlugAliases).values({ slug: "ajman-old-name", agencyId: ajman.id });
  await makeAgency(t.db, { slug: "pending-one", agencyName: "Pending One", approved: false });
  await makeAgency(t.db, {
    slug: "pending-two",
    agencyName: "Pending Two",
    approved: false,
    location: "Fujairah",
  });
});

const get = <L extends (args: never) => unknown>(
  loader: L,
  url: string,
  params: Record<string, string> = {},
) => loader(routeArgs(t.db, url, { config, params }) as never) as ReturnType<L>;

const rootData = { locale: "en", site: { name: "Wakala", url: "https://wakala.ae" } };

/** The profile page's meta for its loader's data, with the site the root loader gives. */
function profileMetaFor(pathname: string, loaderData: unknown): MetaDescriptor[] {
  return profileMeta({
    loaderData,
    location: { pathname },
    matches: [{ id: "root", loaderData: rootData }],
  } as never);
}

const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "title" in tag) as { title: string }).title;

const robotsOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "name" in tag && tag.name === "robots") as { content: string }).content;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    // `throw data(..., { status })` reaches the caller as data with its response init.
    const init = (error as { init?: ResponseInit | null }).init;
    if (init?.status) return new Response(null, init);
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("/agencies", () => {
  it("serves the first page with counts and the filter options of approved agencies", async () => {
    const data = await get(agenciesLoader, "/agencies");
    expect(data).toMatchObject({ matching: 31, total: 31, page: 1, pageCount: 2 });
    expect(data.agencies).toHaveLength(24);
    expect(data.agencies.slice(0, 5).every((a) => a.isPro)).toBe(true);
    expect(data.facets.locations.map((o) => [o.value, o.count])).toEqual([
      ["Ajman", 1],
      ["Dubai", 30],
    ]);
  });

  it("applies the filters of the query", async () => {
    const data = await get(agenciesLoader, "/agencies?location=ajman&service=Branding+%26+Design");
    expect(data.agencies.map((a) => a.slug)).toEqual(["ajman-arts"]);
    expect(data).toMatchObject({ matching: 1, total: 31 });
  });

  it("searches in either language: an emirate's Arabic name finds the agencies located there", async () => {
    for (const path of ["/agencies", "/ar/agencies"]) {
      const data = await get(agenciesLoader, `${path}?q=${encodeURIComponent("عجمان")}`);
      expect(data.agencies.map((a) => a.slug)).toEqual(["ajman-arts"]);
      expect(data).toMatchObject({ matching: 1, total: 31 });
    }
    const api = await get(apiLoader, `/api/agencies?q=${encodeURIComponent("عجمان")}`);
    expect(((await api.json()) as { slug: string }[]).map((a) => a.slug)).toEqual(["ajman-arts"]);
  });

  it("counts each choice with the other filters of the query, in both languages", async () => {
    const count = (options: { value: string; count: number }[]) =>
      Object.fromEntries(options.map((o) => [o.value, o.count]));
    for (const path of ["/agencies", "/ar/agencies"]) {
      const data = await get(agenciesLoader, `${path}?service=Branding+%26+Design&location=Dubai`);
      expect(data.matching).toBe(0);
      // Ajman's one agency offers branding; Dubai's none. Dubai stays listed, at 0.
      expect(count(data.facets.locations)).toEqual({ Ajman: 1, Dubai: 0 });
      // The services of Dubai's agencies, whichever service is ticked.
      expect(count(data.facets.services)).toEqual({
        "Branding & Design": 0,
        "SEO Services": 15,
        "Website Development": 15,
      });
      expect(data.facets.pro).toBe(0);
      expect(data.total).toBe(31);
    }
    const landing = await get(landingLoader, "/agencies/in/dubai", { emirate: "dubai" });
    expect(count(landing.facets.locations)).toEqual({ Ajman: 1, Dubai: 30 });
    expect(count(landing.facets.services)).toEqual({
      "Branding & Design": 0,
      "SEO Services": 15,
      "Website Development": 15,
    });
    expect(landing.facets.pro).toBe(5);
  });

  it("sends a page past the end to the last page, keeping the filters", async () => {
    const response = await thrown(get(agenciesLoader, "/agencies?location=Dubai&page=9"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/agencies?location=Dubai&page=2");
  });
});

describe("landing pages", () => {
  it("show the directory with their filter", async () => {
    const data = await get(landingLoader, "/agencies/in/ajman", { emirate: "ajman" });
    expect(data.landing).toEqual({ location: "Ajman", service: undefined });
    expect(data.agencies.map((a) => a.slug)).toEqual(["ajman-arts"]);
    const pair = await get(landingLoader, "/agencies/in/dubai/for/seo-services?page=1", {
      emirate: "dubai",
      service: "seo-services",
    });
    expect(pair.matching).toBe(15);
  });

  it("answer 404 for an unknown emirate or service", async () => {
    expect(
      (await thrown(get(landingLoader, "/agencies/in/paris", { emirate: "paris" }))).status,
    ).toBe(404);
    const response = await thrown(
      get(landingLoader, "/agencies/for/plumbing", { service: "plumbing" }),
    );
    expect(response).toMatchObject({ status: 404 });
  });
});

describe("the directory's error pages", () => {
  const metaArgs = (error: unknown, pathname: string) =>
    ({ error, location: { pathname }, matches: [{ id: "root", loaderData: rootData }] }) as never;

  it("name a load failure and an unknown landing page, with every tag, noindex", () => {
    const failure = agenciesMeta(metaArgs(new Error("database down"), "/agencies"));
    expect(titleOf(failure)).toBe("Error Loading Agencies | Wakala");
    expect(robotsOf(failure)).toBe("noindex,nofollow");
    expect(failure).toContainEqual({ property: "og:title", content: titleOf(failure) });
    const unknown = landingMeta(
      metaArgs(new ErrorResponse(404, "Not Found", "Not Found"), "/agencies/in/paris"),
    );
    expect(titleOf(unknown)).toBe("404 Page Not Found | Wakala");
    expect(robotsOf(unknown)).toBe("noindex,nofollow");
    expect(unknown).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://wakala.ae/agencies/in/paris",
    });
  });
});

describe("profiles", () => {
  it("show an approved agency's public fields", async () => {
    const result = await get(profileLoader, "/agencies/ajman-arts", { slug: "ajman-arts" });
    expect(result.init?.status).toBeUndefined();
    expect(Object.keys(result.data.agency!).sort()).toEqual([...PUBLIC_AGENCY_FIELDS].sort());
    expect(result.data.pending).toBe(false);
    expect(robotsOf(profileMetaFor("/agencies/ajman-arts", result.data))).toBe("index,follow");
  });

  it("let an operator preview a pending agency: marked pending, and kept out of search", async () => {
    const url = "/agencies/pending-one";
    const headers = { Cookie: await adminCookie(t.db, config) };
    const preview = (await profileLoader(
      routeArgs(t.db, url, { config, params: { slug: "pending-one" }, headers }) as never,
    )) as Awaited<ReturnType<typeof profileLoader>>;
    expect(preview.init?.status).toBeUndefined();
    expect(preview.data.agency?.agencyName).toBe("Pending One");
    expect(preview.data.pending).toBe(true);
    expect(robotsOf(profileMetaFor(url, preview.data))).toBe("noindex,nofollow");
  });

  it("answer 404 for pending and unknown agencies, on both profile pages", async () => {
    for (const loader of [profileLoader, shortProfileLoader]) {
      for (const slug of ["pending-one", "nobody"]) {
        const result = await get(loader, `/x/${slug}`, { slug });
        expect(result.init?.status).toBe(404);
        expect(result.data.agency).toBeNull();
      }
    }
  });

  it("move an old slug to the new one with a 301", async () => {
    const full = await thrown(
      get(profileLoader, "/agencies/ajman-old-name", { slug: "ajman-old-name" }),
    );
    expect(full.status).toBe(301);
    expect(full.headers.get("Location")).toBe("/agencies/ajman-arts");
    const short = await thrown(
      get(shortProfileLoader, "/a/ajman-old-name", { slug: "ajman-old-name" }),
    );
    expect(short.headers.get("Location")).toBe("/a/ajman-arts");
  });
});

describe("GET /api/agencies", () => {
  it("streams every approved agency, public fields only", async () => {
    const response = await get(apiLoader, "/api/agencies");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const rows = (await response.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(31);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([...PUBLIC_AGENCY_FIELDS].sort());
    const text = JSON.stringify(rows);
    for (const secret of [
      "Private Person",
      "cus_secret",
      "approved",
      "pending-one",
      "contactName",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("pages with limit and offset, in directory order, with the directory's filters", async () => {
    const all = (await (await get(apiLoader, "/api/agencies")).json()) as { slug: string }[];
    const page = (await (await get(apiLoader, "/api/agencies?limit=5&offset=3")).json()) as {
      slug: string;
    }[];
    expect(page.map((r) => r.slug)).toEqual(all.slice(3, 8).map((r) => r.slug));
    const pro = (await (await get(apiLoader, "/api/agencies?pro=1")).json()) as unknown[];
    expect(pro).toHaveLength(5);
    const none = await get(apiLoader, "/api/agencies?location=Sharjah");
    expect(await none.text()).toBe("[]");
  });

  it("limits requests for the whole list per client (429, Retry-After); pages are not counted", async () => {
    await t.db.delete(rateLimits);
    const from = (clientAddress: string, url = "/api/agencies") => {
      const args = routeArgs(t.db, url, { config });
      return apiLoader({ ...args, context: { ...args.context, clientAddress } } as never);
    };
    // Addresses of one IPv6 /64 are one client.
    for (let i = 0; i < agencyListStreamRateLimit.limit; i++) {
      const response = await from(`2001:db8:5:5::${i + 1}`);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const refused = await thrown(from("2001:db8:5:5:ffff::1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(
        /^Too many requests for the whole list\. Please wait \d+ minute\(s\), or fetch it page by page with limit and offset\.$/,
      ),
    });
    // Pages stay open to it, and other clients are unaffected.
    expect((await from("2001:db8:5:5::1", "/api/agencies?limit=5")).status).toBe(200);
    const other = await from("2001:db8:5:6::1");
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });

  it("answers 400 with a message per parameter for bad paging", async () => {
    const response = await thrown(get(apiLoader, "/api/agencies?limit=1000&offset=x"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid query parameters.",
      fields: {
        limit: ["limit must be a whole number from 1 to 100"],
        offset: ["offset must be a whole number of 0 or more, sent with limit"],
      },
    });
  });
});

describe("the sitemap", () => {
  it("lists pages, landing pages with agencies and every approved profile, in both languages", async () => {
    const xml = await (await get(sitemapLoader, "/sitemap.xml")).text();
    expect(xml).toContain("<urlset");
    expect(xml).toContain("<loc>https://wakala.ae/agencies/ajman-arts</loc>");
    expect(xml).toContain("<loc>https://wakala.ae/agencies/in/ajman/for/branding-and-design</loc>");
    expect(xml).toContain("<loc>https://wakala.ae/agencies/for/seo-services</loc>");
    expect(xml).not.toContain("pending-one");
    expect(xml).not.toContain("/agencies/in/fujairah");
    expect(xml).toContain("<loc>https://wakala.ae/ar/agencies/ajman-arts</loc>");
    expect(xml).toContain("<loc>https://wakala.ae/ar</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://wakala.ae/ar/agencies/for/seo-services"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://wakala.ae/agencies/for/seo-services"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength((10 + 2 + 3 + 3 + 31) * 2);
  });

  it("becomes an index of files when there are too many URLs for one", async () => {
    const plan = await sitemapPlan(t.db, 10);
    expect(plan).toMatchObject({ single: false, profiles: 31, profileFiles: 4 });
    const files = await Promise.all([1, 2, 3, 4].map((n) => profilePaths(t.db, n, 10)));
    expect(files.map((f) => f.length)).toEqual([10, 10, 10, 1]);
    expect(new Set(files.flat()).size).toBe(31);
  });

  it("serves its files and 404s for files that do not exist", async () => {
    const pages = await (
      await get(sitemapFileLoader, "/sitemap/pages.xml", { file: "pages.xml" })
    ).text();
    expect(pages).toContain("<loc>https://wakala.ae/pricing</loc>");
    expect(pages).toContain("<loc>https://wakala.ae/ar/pricing</loc>");
    const first = await (
      await get(sitemapFileLoader, "/sitemap/agencies-1.xml", { file: "agencies-1.xml" })
    ).text();
    expect(first.match(/<url>/g)).toHaveLength(31 * 2);
    for (const file of ["agencies-2.xml", "agencies-0.xml", "other.xml"]) {
      expect((await thrown(get(sitemapFileLoader, `/sitemap/${file}`, { file }))).status).toBe(404);
    }
  });
});
