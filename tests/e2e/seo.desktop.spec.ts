import { ownAddress } from "./support/client-address";
import { expect, test, visit } from "./support/fixtures";

const publicPages = [
  "/",
  "/agencies",
  "/submit",
  "/list",
  "/pricing",
  "/how-it-works",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
];

test("robots.txt allows crawling, keeps private areas out and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const body = await response.text();
  expect(body).toContain("User-agent: *\nAllow: /");
  for (const path of ["/admin", "/dashboard", "/dev/", "/api/"])
    expect(body).toContain(`Disallow: ${path}\n`);
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the public pages in both languages with absolute addresses", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const body = await response.text();
  expect(body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  // Each page in English, then in Arabic, each naming both and x-default.
  expect(body).toContain(
    `<xhtml:link rel="alternate" hreflang="ar" href="${baseURL}/ar/pricing"/>`,
  );
  const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The fixed pages first; then (the e2e server has the demo agencies) the directory's landing
  // pages and the approved agencies' profiles.
  expect(locations.slice(0, publicPages.length * 2)).toEqual(
    publicPages.flatMap((path) => [
      `${baseURL}${path}`,
      `${baseURL}${path === "/" ? "/ar" : `/ar${path}`}`,
    ]),
  );
  const agencyPages = locations
    .slice(publicPages.length * 2)
    .map((url) => url!.slice(baseURL!.length));
  expect(agencyPages).toContain("/agencies/in/dubai");
  expect(agencyPages).toContain("/agencies/in/dubai/for/seo-services");
  expect(agencyPages).toContain("/agencies/pixel-and-code-studio");
  expect(agencyPages).toContain("/agencies/marina-metrics");
  expect(agencyPages).toContain("/ar/agencies/marina-metrics");
});

test("the sitemap lists a profile for every approved agency", async ({ request }) => {
  // Other specs approve agencies meanwhile: read both lists again until they agree.
  await expect(async () => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // The English address of each profile (each is listed in Arabic too).
    const profiles = [
      ...sitemap.matchAll(/<loc>https?:\/\/[^/<]+\/agencies\/([^/<]+)<\/loc>/g),
    ].map((m) => decodeURIComponent(m[1]!));
    const approved = (await (
      await request.get("/api/agencies", { headers: ownAddress() })
    ).json()) as { slug: string }[];
    expect(profiles.sort()).toEqual(approved.map((agency) => agency.slug).sort());
  }).toPass({ timeout: 15_000 });
});

test("the home page has the default title and full social tags", async ({ page, baseURL }) => {
  await visit(page, "/");
  await expect(page).toHaveTitle("Wakala | The UAE's vetted agency matchmaker");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index,follow");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${baseURL}/og-default.png`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0f7a5f");
});

test("the brief form has one canonical address under both of its paths", async ({
  page,
  baseURL,
}) => {
  for (const path of ["/submit", "/submit-brief?ref=x"]) {
    await visit(page, path);
    await expect(page).toHaveTitle("Project Details | Wakala");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/submit`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${baseURL}/submit`,
    );
  }
});

test("thank-you and private pages are kept out of search results", async ({ page }) => {
  for (const path of ["/thank-you-brief", "/dashboard"]) {
    await visit(page, path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,nofollow",
    );
  }
});

test("the default social image and the favicon are served", async ({ request }) => {
  const image = await request.get("/og-default.png");
  expect(image.headers()["content-type"]).toBe("image/png");
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
});
