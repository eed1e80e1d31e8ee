import { describe, expect, it } from "vitest";
import { renderPage } from "#tests/route-stub";
import * as thankYou from "./thank-you";
import * as thankYouAgency from "./thank-you-agency";
import * as thankYouBrief from "./thank-you-brief";

const pages = [
  {
    path: "/thank-you-brief",
    route: thankYouBrief,
    title: "Thank You for Your Brief",
    step: "We hand-pick 2-3 vetted UAE agencies",
    another: ["Submit Another Brief", "/submit"],
  },
  {
    path: "/thank-you-agency",
    route: thankYouAgency,
    title: "Thank You for Listing Your Agency",
    step: "Once approved, your agency appears in the directory marked Verified.",
    another: ["Submit Another Agency", "/list"],
  },
  {
    path: "/thank-you",
    route: thankYou,
    title: "Your Listing Is Under Review",
    step: "We email you as soon as it is approved",
    another: ["List Another Agency", "/list"],
  },
] as const;

const render = (page: (typeof pages)[number]) =>
  renderPage(page.path, { Component: page.route.default, meta: page.route.meta as never });

/** The items of the 'What happens next?' list, as text. */
const steps = (html: string) =>
  [...(/<ol[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "").matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(
    ([, item]) => item!.replace(/<[^>]*>/g, ""),
  );

describe.each(pages)("$path", (page) => {
  it("says what happens next in three steps", () => {
    const html = render(page);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
    expect(html).toMatch(/<h2 id="what-happens-next"[^>]*>What happens next\?<\/h2>/);
    expect(html).toContain('aria-labelledby="what-happens-next"');
    expect(steps(html)).toHaveLength(3);
    expect(steps(html).filter((step) => step.includes(page.step))).toHaveLength(1);
  });

  it("links home and to another submission", () => {
    const html = render(page);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Home<\/a>/);
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="${page.another[1]}"[^>]*>${page.another[0]}</a>`),
    );
  });

  it("stays out of search results", () => {
    expect(render(page)).toContain('<meta name="robots" content="noindex,nofollow"/>');
  });
});

it("the generic thank-you page promises a reply in 1-2 working days", () => {
  const html = render(pages[2]);
  const page = html.replace(/<title>.*?<\/title>|<meta[^>]*>|<link[^>]*>/g, "");
  expect(page).toContain("reply within 1-2 working days");
});
