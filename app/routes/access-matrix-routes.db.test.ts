import "#tests/production-react";
import { describe, expect, it } from "vitest";
import { routePatterns } from "#tests/hostile-input/generators";
import { areaRows } from "./access-matrix-area-rows";
import { dataFormLinkRows } from "./access-matrix-data-form-link-rows";
import { roomRows } from "./access-matrix-room-rows";
import { request, useAccessMatrixApp, who, WHO, type Row } from "./access-matrix-test-setup";

/**
 * Every page and endpoint of app/routes.ts, requested over HTTP by anonymous, agency A, agency B,
 * an admin, expired and idle admin and agency sessions, and clients A and B, each with the expected allow or deny
 * (the rows: access-matrix-area-rows.ts, access-matrix-data-form-link-rows.ts, and their Arabic
 * copies below).
 */
useAccessMatrixApp();
const rows: Row[] = [...areaRows, ...dataFormLinkRows, ...roomRows];

/**
 * Every public page, form and the agency's pages exist in Arabic under /ar (app/routes.ts): each
 * GET above of such a route, asked in Arabic, gets the same answer; a redirect stays in Arabic.
 */
const ARABIC_ROUTES = new Set([
  "",
  "agencies",
  "agencies/in/:emirate",
  "agencies/for/:service",
  "agencies/in/:emirate/for/:service",
  "agencies/:slug",
  "a/:slug",
  "submit",
  "submit-brief",
  "list",
  "submit-agency",
  "thank-you",
  "thank-you-brief",
  "thank-you-agency",
  "pricing",
  "how-it-works",
  "about",
  "contact",
  "terms",
  "privacy",
  "dashboard",
  "dashboard/upgrade",
  "dashboard/images",
  "dashboard/sign-in",
  "dashboard/confirm-email",
  "dashboard/threads/:matchId",
  "dashboard/invoices/:documentId",
  "my-briefs",
  "my-briefs/sign-in",
  "my-briefs/threads/:matchId",
  "my-briefs/briefs/:briefId",
  "reviews/:token",
  "alerts",
  "alerts/new",
  "alerts/confirm/:token",
  "alerts/address/:token",
  "alerts/:token",
  "alerts/:token/unsubscribe",
]);
const inArabic = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
rows.push(
  ...rows
    .filter((row) => ARABIC_ROUTES.has(row.route) && (row.method ?? "GET") === "GET")
    .map((row): Row => ({
      ...row,
      name: `${row.name} (Arabic)`,
      route: row.route === "" ? "" : `ar/${row.route}`,
      path: () => inArabic(row.path()),
    })),
);

describe("the access matrix", () => {
  it("covers every route of app/routes.ts", () => {
    const covered = new Set(rows.map((r) => r.route));
    expect(routePatterns().filter((p) => !covered.has(p))).toEqual([]);
  });

  it.each(WHO)("as %s, every page and endpoint allows or refuses as it should", async (as) => {
    const wrong: string[] = [];
    for (const row of rows) {
      const expected = row.expect[as];
      const answer = await request(row.path(), who[as], {
        method: row.method,
        json: row.json?.(),
        form: row.form?.(),
      });
      const got: string[] = [];
      if (![expected.status].flat().includes(answer.status))
        got.push(`status ${answer.status}, expected ${expected.status}`);
      const location = expected.location?.();
      const placed =
        location === undefined ||
        (typeof location === "string"
          ? answer.location === location
          : location.test(answer.location ?? ""));
      if (!placed) got.push(`Location ${answer.location}, expected ${String(location)}`);
      if (expected.shows && !answer.text.includes(expected.shows()))
        got.push(`does not show ${expected.shows()}`);
      if (expected.hides && answer.text.includes(expected.hides()))
        got.push(`shows ${expected.hides()}`);
      if (got.length)
        wrong.push(`${row.name} (${row.method ?? "GET"} ${row.path()}): ${got.join("; ")}`);
    }
    expect(wrong).toEqual([]);
  });
});
