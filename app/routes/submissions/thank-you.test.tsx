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
    next: ["Browse Agencies", "/agencies"],
  },
  {
    path: "/thank-you-agency",
    route: thankYouAgency,
    title: "Thank You for Listing Your Agency",
    step: "Once approved, your agency appears in the directory marked Verified.",
    another: ["Submit Another Agency", "/list"],
    next: ["Back to Home", "/"],
  },
  {
    path: "/thank-you",
    route: thankYou,
    title: "Your Listing Is Under Review",
    step: "We email you as soon as it is approved",
    another: ["List Another Agency", "/list"],
    next: ["Back to Home", "/"],
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

  it("makes the next useful step the main button, and another submission a secondary one", () => {
    const html = render(page);
    const button = (label: string, href: string) =>
      new RegExp(
        `<a[^>]*href="${href.replace("?", "\\?")}"[^>]*class="([^"]*)"[^>]*>${label}</a>|<a[^>]*class="([^"]*)"[^>]*href="${href}"[^>]*>${label}</a>`,
      ).exec(html);
    const next = button(page.next[0], page.next[1]);
    const another = button(page.another[0], page.another[1]);
    expect(next, "the main button").not.toBeNull();
    expect(another, "the secondary button").not.toBeNull();
    expect(next![1] ?? next![2]).toContain("btn-primary");
    expect(another![1] ?? another![2]).toContain("btn-secondary");
    expect(html.match(/btn-primary/g)).toHaveLength(1);
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
