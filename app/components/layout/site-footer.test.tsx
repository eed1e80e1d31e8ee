import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, rootData } from "#tests/route-stub";
import { testConfig } from "#tests/context";
import { loader } from "~/root";
import { SiteFooter } from "./site-footer";

describe("the footer's copyright year", () => {
  afterEach(() => vi.useRealTimers());

  it("is the year the root loader read from the clock, in UAE time", async () => {
    // 20:30 UTC on 31 December is already 00:30 on 1 January in Dubai (UTC+4).
    vi.useFakeTimers({ now: new Date("2025-12-31T20:30:00Z"), toFake: ["Date"] });
    const result = await loader({
      request: new Request("http://localhost:3000/"),
      context: { config: testConfig() },
    } as never);
    expect((result as unknown as { data: { year: number } }).data.year).toBe(2026);
  });

  it("shows the server's year, not the browser's clock (the page hydrates with the same text)", () => {
    vi.useFakeTimers({ now: new Date("2040-06-01T12:00:00Z"), toFake: ["Date"] });
    const html = renderAt("/", SiteFooter, { ...rootData, year: 2031 });
    expect(html).toContain("© 2031 Wakala");
    expect(html).not.toContain("2040");
    expect(html).not.toContain("2025");
  });

  it("writes the year in Arabic pages too", () => {
    const html = renderAt("/ar", SiteFooter, { ...rootData, locale: "ar", year: 2031 });
    expect(html).toContain("© 2031 Wakala");
  });
});
