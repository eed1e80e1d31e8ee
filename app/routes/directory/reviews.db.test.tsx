import { beforeAll, describe, expect, it } from "vitest";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeReview } from "#tests/factories";
import { renderAt, renderPage, rootData } from "#tests/route-stub";
import { AgencyProfileView } from "~/components/directory/agency-profile-view";
import { agencies, briefs } from "~/db/schema";
import { REVIEWS_PER_PAGE } from "~/domain/reviews";
import AgenciesPage, { loader as agenciesLoader } from "./agencies";
import AgenciesLandingPage, { loader as landingLoader } from "./agencies-landing";
import AgencyProfilePage, { loader as profileLoader } from "./agency-profile";
import { loader as apiLoader } from "../api/agencies";

/** Verified reviews on the public pages: the profile's section and JSON-LD, cards, the sort. */
const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae" });

beforeAll(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  const reviewed = await makeAgency(t.db, {
    slug: "reviewed",
    agencyName: "Reviewed Studio",
    approved: true,
    location: "Dubai",
  });
  for (let i = 0; i < REVIEWS_PER_PAGE + 1; i++) {
    await makeReview(t.db, reviewed, {
      status: "approved",
      overall: i === 0 ? 4 : 5,
      title: `Approved review ${i}`,
      reviewerName: i === 0 ? null : `Reviewer ${i}, Client Co`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
      ...(i === REVIEWS_PER_PAGE
        ? { reply: "A reply the operator approved", replyStatus: "approved" }
        : { reply: "A reply still waiting", replyStatus: "pending" }),
    });
  }
  await makeReview(t.db, reviewed, { status: "pending", title: "A pending review" });
  const unreviewed = await makeAgency(t.db, {
    slug: "unreviewed",
    agencyName: "Unreviewed Pro",
    approved: true,
    isPro: true,
    location: "Dubai",
  });
  await makeReview(t.db, unreviewed, { status: "rejected", title: "A rejected review" });
});

const get = <L extends (args: never) => unknown>(
  loader: L,
  url: string,
  params: Record<string, string> = {},
) => loader(routeArgs(t.db, url, { config, params }) as never) as ReturnType<L>;

async function profile(url: string, slug: string) {
  const result = await get(profileLoader, url, { slug });
  const html = renderPage(url, { Component: AgencyProfilePage as never, loaderData: result.data });
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return { result, html, jsonLd: JSON.parse(json!) as Record<string, unknown> };
}

describe("a profile's reviews", () => {
  it("give the JSON-LD an AggregateRating and the page's Reviews, approved only", async () => {
    const { jsonLd, html } = await profile("/agencies/reviewed", "reviewed");
    expect(jsonLd["@type"]).toBe("Organization");
    expect(jsonLd.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.8,
      reviewCount: REVIEWS_PER_PAGE + 1,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = jsonLd.review as { name: string; author: { name: string } }[];
    expect(reviews).toHaveLength(REVIEWS_PER_PAGE);
    expect(reviews[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Reviewer 5, Client Co" },
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      name: `Approved review ${REVIEWS_PER_PAGE}`,
      reviewBody: "They listened, planned the work with us and delivered the site a week early.",
      datePublished: "2026-10-06",
    });
    expect(JSON.stringify(jsonLd)).not.toContain("A pending review");
    expect(html).toContain("A reply the operator approved");
    expect(html).not.toContain("A reply still waiting");
    expect(html).not.toContain("A pending review");
    expect(html).toContain("Pro status never changes a rating or its order.");
    expect(html).toContain('aria-label="4.8 of 5 stars"');
    expect(html).toContain('href="/agencies/reviewed?reviews=2#reviews"');
    // The header links to the section with the same summary.
    expect(html).toContain(
      `<a href="#reviews" aria-label="Rated 4.8 out of 5, reviews: ${REVIEWS_PER_PAGE + 1}"`,
    );
  });

  it("page with ?reviews=N: the last page names an anonymous reviewer 'Verified client'", async () => {
    const { jsonLd, html } = await profile("/agencies/reviewed?reviews=2", "reviewed");
    const reviews = jsonLd.review as { name: string; author: { name: string } }[];
    expect(reviews.map((r) => [r.name, r.author.name])).toEqual([
      ["Approved review 0", "Verified client"],
    ]);
    expect(html).toContain("Verified client");
    expect(html).not.toContain("A reply the operator approved");
  });

  it("answer a page past the last or not a number without an error", async () => {
    for (const [query, page] of [
      ["?reviews=999", 2],
      ["?reviews=abc", 1],
      ["?reviews=-1", 1],
      ["?reviews=1e9", 1],
    ] as const) {
      const { result } = await profile(`/agencies/reviewed${query}`, "reviewed");
      expect(result.init?.status).toBeUndefined();
      expect(result.data.reviews?.page).toBe(page);
    }
  });

  it("leave the rating out of the JSON-LD without approved reviews, and say none yet", async () => {
    const { jsonLd, html } = await profile("/agencies/unreviewed", "unreviewed");
    expect(jsonLd).not.toHaveProperty("aggregateRating");
    expect(jsonLd).not.toHaveProperty("review");
    expect(html).toContain(
      "No reviews yet. Only clients we matched with this agency can review it.",
    );
    expect(html).not.toContain("A rejected review");
    expect(html).not.toContain('href="#reviews"');
  });
});

describe("a profile's reviews on an Arabic page", () => {
  it("are labelled in Arabic, the reviews shown as written", async () => {
    const url = "/ar/agencies/reviewed?reviews=2";
    const { data } = await get(profileLoader, url, { slug: "reviewed" });
    const html = renderAt(
      url,
      () => <AgencyProfileView agency={data.agency!} reviews={data.reviews} />,
      { ...rootData, locale: "ar" },
    );
    for (const arabic of [
      "التقييمات",
      "اشتراك Pro لا يغيّر أي تقييم ولا ترتيبه.",
      "عدد التقييمات: 6",
      "جودة العمل",
      "عميل موثّق",
      "نُفِّذ المشروع",
      'aria-label="4.8 من 5 نجوم"',
    ]) {
      expect(html).toContain(arabic);
    }
    expect(html).toContain("Approved review 0");
    for (const english of ["Reviews", "Quality of work", "Verified client", "went ahead"]) {
      expect(html).not.toContain(english);
    }
  });
});

describe("the directory's ratings", () => {
  it("show a rated card's average and count, nothing on an unrated card", async () => {
    const url = "/agencies";
    const data = await get(agenciesLoader, url);
    const html = renderPage(url, { Component: AgenciesPage as never, loaderData: data });
    expect(data.agencies.map((a) => a.agencyName)).toEqual(["Unreviewed Pro", "Reviewed Studio"]);
    expect(html).toContain(
      `aria-label="Rated 4.8 out of 5, reviews: ${REVIEWS_PER_PAGE + 1}">4.8 (${REVIEWS_PER_PAGE + 1})</p>`,
    );
    expect(html.match(/class="card-rating"/g)).toHaveLength(1);
    expect(html).not.toContain("Sorted by verified reviews");
  });

  it("sort by rating with ?sort=rating, saying Pro plays no part, and ignore other sorts", async () => {
    const url = "/agencies?sort=rating";
    const data = await get(agenciesLoader, url);
    expect(data.agencies.map((a) => a.agencyName)).toEqual(["Reviewed Studio", "Unreviewed Pro"]);
    const html = renderPage(url, { Component: AgenciesPage as never, loaderData: data });
    expect(html).toContain(
      "Sorted by verified reviews. Pro status never changes a rating or its order.",
    );
    expect(html).toContain('<input type="radio" name="sort" checked="" value="rating"/>');
    for (const sort of ["bogus", "", "rating%00", "__proto__"]) {
      const other = await get(agenciesLoader, `/agencies?sort=${sort}`);
      expect(other.filters.sort).toBe("default");
      expect(other.agencies[0]!.agencyName).toBe("Unreviewed Pro");
    }
  });

  it("keep the sort on a landing page and in the API", async () => {
    const url = "/agencies/in/dubai?sort=rating";
    const data = await get(landingLoader, url, { emirate: "dubai" });
    expect(data.agencies.map((a) => a.agencyName)).toEqual(["Reviewed Studio", "Unreviewed Pro"]);
    renderPage(url, { Component: AgenciesLandingPage as never, loaderData: data });
    const api = async (query: string) =>
      ((await (await get(apiLoader, `/api/agencies${query}`)).json()) as { slug: string }[]).map(
        (row) => row.slug,
      );
    expect(await api("?sort=rating")).toEqual(["reviewed", "unreviewed"]);
    expect(await api("?sort=rating&limit=1")).toEqual(["reviewed"]);
    expect(await api("?limit=1")).toEqual(["unreviewed"]);
    expect(await api("?sort=nonsense")).toEqual(["unreviewed", "reviewed"]);
  });
});
