import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, selectPages, slugIn } from "./pages";

describe("selectPages", () => {
  it("selects every page when none is named", () => {
    expect(selectPages([]).map((p) => p.page)).toEqual([...PUBLIC_PAGES]);
  });

  it("selects pages by their path in the list, or a slug page by a real path", () => {
    expect(selectPages(["/pricing", "/a/{slug}", "/agencies/blue-wave-apps"])).toEqual([
      { page: "/pricing" },
      { page: "/a/{slug}" },
      { page: "/agencies/{slug}", slug: "blue-wave-apps" },
    ]);
    expect(selectPages(["/agencies/in/dubai"])).toEqual([{ page: "/agencies/in/dubai" }]);
    expect(selectPages(["/ar/agencies/blue-wave-apps", "/ar/a/blue-wave-apps", "/ar"])).toEqual([
      { page: "/ar/agencies/{slug}", slug: "blue-wave-apps" },
      { page: "/ar/a/{slug}", slug: "blue-wave-apps" },
      { page: "/ar" },
    ]);
  });

  it("refuses an unknown page, listing the known ones", () => {
    expect(() => selectPages(["/pricing", "/nope"])).toThrow(
      /Unknown page \/nope; the pages are: \//,
    );
  });
});

describe("slugIn", () => {
  it("reads the slug where the page has {slug}", () => {
    expect(slugIn("/a/{slug}", "/a/amber-and-oud")).toBe("amber-and-oud");
    expect(slugIn("/a/{slug}", "/agencies/amber")).toBeUndefined();
    expect(slugIn("/agencies/{slug}", "/agencies/in/dubai")).toBeUndefined();
    expect(slugIn("/pricing", "/pricing")).toBeUndefined();
  });
});
