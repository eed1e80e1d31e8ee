import "#tests/production-react";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { startTestApp, type TestApp } from "#tests/http-app";
import { sendRaw, type WireResult } from "#tests/raw-http";

/**
 * No link the app writes leaves the site unless it is meant to. Whatever path
 * is asked for (/ar//evil.example/x, //evil.example, /\evil.example ...), every address in the
 * answer (links, the language switch, forms, canonical and hreflang, Open Graph, a redirect)
 * resolves to this site, or to an address the home page also links to (social links, by design).
 */
const SEED = Number(process.env.SAME_SITE_SEED ?? 20261127);
const RUNS = Number(process.env.SAME_SITE_RUNS ?? 60);

const t = useTestDatabase();
let app: TestApp;
let allowed: Set<string>;

const get = (target: string) => sendRaw(app.port, { method: "GET", target, headers: [] });

/** Every address an answer names: attributes that hold one, and its Location header. */
function addressesOf(answer: WireResult): string[] {
  const html = answer.body.toString("utf8");
  const found = [...html.matchAll(/\s(?:href|src|action|formaction|content)="([^"]*)"/gi)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    // A meta content is an address only when it looks like one.
    .filter((value, i, all) => value !== "" && all.indexOf(value) === i);
  const location = answer.headers["location"];
  return location ? [...found, location] : found;
}

/** The origins an answer sends its reader to (what a browser resolves it to from the page). */
function originsOf(answer: WireResult, target: string): string[] {
  const page = `${app.url}${target.startsWith("/") ? target : `/${target}`}`;
  return addressesOf(answer)
    .filter((value) => /^(?:[/\\]|\?|#|[a-z][a-z0-9+.-]*:\/\/)/i.test(value.trim()))
    .flatMap((value) => {
      try {
        return [new URL(value, page).origin];
      } catch {
        return [];
      }
    });
}

beforeAll(async () => {
  app = await startTestApp(t.database);
  allowed = new Set([app.url, new URL(app.config.siteUrl).origin]);
  for (const target of ["/", "/ar"]) {
    for (const origin of originsOf(await get(target), target)) allowed.add(origin);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const piece = fc.constantFrom(
  "/",
  "//",
  "///",
  "\\",
  "/\\",
  "/ar",
  "/AR",
  "/ar/",
  "evil.example",
  "evil.example:3000",
  "@evil.example",
  "/x",
  "/.",
  "/..",
  "%2F",
  "%5C",
  "%2F%2F",
  "/agencies",
  "/a",
  "/pricing",
  "/dashboard",
  "/admin",
  "/alerts/new",
);
const requestPath = fc
  .tuple(
    fc.constantFrom("/", "//", "/ar/", "/ar//", "/\\", "/ar/\\"),
    fc.array(piece, { maxLength: 6 }),
  )
  .map(([lead, pieces]) => lead + pieces.join(""));

describe("links the app writes", () => {
  it("on a 404 for /ar//evil.example/x, the language switch stays on the site", async () => {
    const answer = await get("/ar//evil.example/x");
    const html = answer.body.toString("utf8");
    expect(html).toContain('hrefLang="en"');
    expect(html).not.toMatch(/href="\/\/evil\.example/);
    expect(originsOf(answer, "/ar//evil.example/x").filter((o) => !allowed.has(o))).toEqual([]);
  });

  it("never point off the site, whatever path was asked for", async () => {
    const findings: { target: string; status?: number; offSite: string[] }[] = [];
    for (const target of fc.sample(requestPath, { seed: SEED, numRuns: RUNS })) {
      const answer = await get(target);
      expect(answer.error, target).toBeUndefined();
      const offSite = originsOf(answer, target).filter((origin) => !allowed.has(origin));
      if (offSite.length > 0) findings.push({ target, status: answer.status, offSite });
    }
    expect(findings.slice(0, 10)).toEqual([]);
  }, 300_000);
});
