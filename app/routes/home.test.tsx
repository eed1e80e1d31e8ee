import { describe, expect, it } from "vitest";
import { renderPage } from "#tests/route-stub";
import * as home from "./home";

/** The text of the section headed by `title`'s id, markup removed. */
function section(html: string, id: string): string {
  const match = new RegExp(`<section aria-labelledby="${id}".*?</section>`, "s").exec(html);
  return match?.[0] ?? "";
}

describe("the home page's features", () => {
  const html = renderPage("/", { Component: home.default, meta: home.meta as never });

  it("shows alerts and verified reviews as available, each with a link to it", () => {
    const live = section(html, "live-now-title");
    expect(live).toContain("Agency Alerts");
    expect(live).toContain("Verified Reviews &amp; Ratings");
    expect(live.match(/>New</g)).toHaveLength(2);
    expect(live).toMatch(/<a[^>]*href="\/alerts\/new"[^>]*>Set up an alert/);
    expect(live).toMatch(/<a[^>]*href="\/agencies\?sort=rating"[^>]*>See top-rated agencies/);
    expect(live).not.toContain("Coming soon");
  });

  it("promises as coming only what is not built", () => {
    const next = section(html, "coming-next-title");
    expect(next.match(/>Coming soon</g)).toHaveLength(4);
    for (const built of ["Notifications", "Alerts", "Reviews", "Ratings"]) {
      expect(next).not.toContain(built);
    }
    expect(html).not.toContain("Smart Notifications");
  });
});
