import { describe, expect, it } from "vitest";
import {
  agencyApprovalSchema,
  containsPattern,
  csvCell,
  csvFileName,
  csvRow,
  hasListParams,
  listSearch,
  pageCountOf,
  parseAdminTab,
  parseListQuery,
  sortToggle,
  truncateText,
} from "./admin-console";

const params = (query: string) => new URLSearchParams(query);

describe("parseAdminTab", () => {
  it("opens the agency submissions unless a known tab is named", () => {
    expect(parseAdminTab(null)).toBe("agencies");
    expect(parseAdminTab("briefs")).toBe("briefs");
    expect(parseAdminTab("messages")).toBe("messages");
    expect(parseAdminTab("users")).toBe("agencies");
  });
});

describe("parseListQuery", () => {
  it("defaults to newest first, page 1, no search", () => {
    expect(parseListQuery("agencies", params(""))).toEqual({
      q: "",
      sort: { key: "created", direction: "desc" },
      page: 1,
    });
    expect(parseListQuery("messages", params("")).sort).toEqual({
      key: "date",
      direction: "desc",
    });
  });

  it("reads a whitelisted sort in either direction", () => {
    expect(parseListQuery("agencies", params("sort=name")).sort).toEqual({
      key: "name",
      direction: "asc",
    });
    expect(parseListQuery("briefs", params("sort=-company")).sort).toEqual({
      key: "company",
      direction: "desc",
    });
  });

  it("falls back to the default for a column that is not on the whitelist", () => {
    for (const sort of ["password_hash", "-email; drop table briefs", "company", ""]) {
      expect(parseListQuery("agencies", params(`sort=${encodeURIComponent(sort)}`)).sort).toEqual({
        key: "created",
        direction: "desc",
      });
    }
  });

  it("trims the search, squeezes spaces and cuts it at 100 characters", () => {
    expect(parseListQuery("briefs", params("q=%20%20Atlas%20%20%20Pay%20")).q).toBe("Atlas Pay");
    expect(parseListQuery("briefs", params(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
  });

  it("takes a page number and drops anything else", () => {
    expect(parseListQuery("briefs", params("page=3")).page).toBe(3);
    for (const page of ["0", "-2", "abc", "1.5", "99999999999"]) {
      expect(parseListQuery("briefs", params(`page=${page}`)).page).toBe(1);
    }
  });
});

describe("listSearch and sortToggle", () => {
  it("writes only what is not default", () => {
    const query = parseListQuery("agencies", params(""));
    expect(listSearch("agencies", query)).toBe("");
    expect(listSearch("briefs", { ...query, sort: { key: "created", direction: "desc" } })).toBe(
      "?tab=briefs",
    );
    expect(
      listSearch("messages", { q: "omar & co", sort: { key: "name", direction: "asc" }, page: 2 }),
    ).toBe("?tab=messages&q=omar+%26+co&sort=name&page=2");
  });

  it("round-trips through parseListQuery", () => {
    const query = { q: "50% off_", sort: { key: "company", direction: "desc" }, page: 4 } as const;
    const search = listSearch("briefs", query);
    expect(parseListQuery("briefs", params(search.slice(1)))).toEqual(query);
  });

  it("flips the current column and starts a new one in its natural order", () => {
    expect(sortToggle({ key: "name", direction: "asc" }, "name")).toEqual({
      key: "name",
      direction: "desc",
    });
    expect(sortToggle<"agencies">({ key: "name", direction: "asc" }, "created")).toEqual({
      key: "created",
      direction: "desc",
    });
    expect(sortToggle<"agencies">({ key: "created", direction: "desc" }, "location")).toEqual({
      key: "location",
      direction: "asc",
    });
  });

  it("knows when the API is asked for a page", () => {
    expect(hasListParams(params(""))).toBe(false);
    expect(hasListParams(params("page=2"))).toBe(true);
    expect(hasListParams(params("q="))).toBe(true);
  });
});

describe("containsPattern", () => {
  it("takes % _ and \\ literally", () => {
    expect(containsPattern("Atlas")).toBe("%Atlas%");
    expect(containsPattern("100%_off\\now")).toBe("%100\\%\\_off\\\\now%");
  });
});

describe("pageCountOf and truncateText", () => {
  it("counts pages of 25, at least one", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(25)).toBe(1);
    expect(pageCountOf(26)).toBe(2);
  });

  it("cuts a long text on one line with an ellipsis", () => {
    expect(truncateText("short\n\ntext", 20)).toEqual({ text: "short text", cut: false });
    expect(truncateText("a".repeat(30), 10)).toEqual({ text: `${"a".repeat(10)}…`, cut: true });
    // Characters, not UTF-16 units: an emoji is never split in half.
    expect(truncateText("😀😀😀", 2).text).toBe("😀😀…");
  });
});

describe("the CSV file name", () => {
  it("carries the UAE's date of the day (UTC+4)", () => {
    expect(csvFileName("briefs", new Date("2025-03-14T21:30:00Z"))).toBe("briefs-2025-03-15.csv");
    expect(csvFileName("briefs", new Date("2025-03-14T10:00:00Z"))).toBe("briefs-2025-03-14.csv");
  });
});

describe("CSV", () => {
  it("quotes cells with commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r\nlf")).toBe('"cr\r\nlf"');
  });

  it("writes empty cells for null and numbers, dates and booleans as text", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2025-01-02T03:04:05.000Z"))).toBe("2025-01-02T03:04:05.000Z");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("+971 50 123 4567")).toBe("'+971 50 123 4567");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    // Only at the start: the same characters inside a text are harmless.
    expect(csvCell("a=b+c")).toBe("a=b+c");
  });

  it("ends each record with CRLF", () => {
    expect(csvRow([1, "Atlas Pay", null, "=1"])).toBe("1,Atlas Pay,,'=1\r\n");
  });
});

describe("agencyApprovalSchema", () => {
  it("takes a boolean and nothing else", () => {
    expect(agencyApprovalSchema.parse({ approved: true, extra: 1 })).toEqual({ approved: true });
    for (const body of [{}, { approved: "true" }, { approved: 1 }, { approved: null }]) {
      const result = agencyApprovalSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Send approved as true or false.");
    }
  });
});
