/**
 * The public pages that `npm run audit:lighthouse` audits and `npm run budgets` weighs: one list,
 * so both tools always look at the same pages, in English and in Arabic (`/ar/...`: the
 * budgets and goals hold for both). To add a page, add its path here; budgets.ts may then give it
 * a budget of its own.
 *
 * `{slug}` stands for the slug of an approved agency, looked up on the server under test
 * (`approvedAgencySlug`), so the list works on the demo data and on any other site.
 */
export const PUBLIC_PAGES = [
  "/",
  "/agencies",
  "/agencies/{slug}",
  "/a/{slug}",
  "/pricing",
  "/submit",
  "/list",
  "/contact",
  "/how-it-works",
  "/about",
  "/terms",
  "/privacy",
  "/agencies/in/dubai",
  "/ar",
  "/ar/agencies",
  "/ar/agencies/{slug}",
  "/ar/a/{slug}",
  "/ar/pricing",
  "/ar/submit",
  "/ar/list",
  "/ar/contact",
  "/ar/how-it-works",
  "/ar/about",
  "/ar/terms",
  "/ar/privacy",
  "/ar/agencies/in/dubai",
] as const;

/** A page of the list, as written there (with `{slug}`). */
export type PagePath = (typeof PUBLIC_PAGES)[number];

/** A page to open: its entry in the list and the path requested. */
export type Page = { page: PagePath; path: string };

const SLUG = "{slug}";

/** An error whose message says all there is to say: the tools print it without a stack trace. */
export class PlainError extends Error {}

/**
 * The pages named on the command line (all of them when none is named). A name is a page of the
 * list as written (`/agencies/{slug}`) or as requested (`/agencies/some-agency`: that agency).
 * Unknown names throw, listing the known pages.
 */
export function selectPages(
  names: readonly string[],
  pages: readonly PagePath[] = PUBLIC_PAGES,
): { page: PagePath; slug?: string }[] {
  if (names.length === 0) return pages.map((page) => ({ page }));
  const unknown: string[] = [];
  const selected = names.flatMap((name) => {
    const found = pages.find((page) => page === name);
    if (found) return [{ page: found }];
    for (const page of pages) {
      const slug = slugIn(page, name);
      if (slug !== undefined) return [{ page, slug }];
    }
    unknown.push(name);
    return [];
  });
  if (unknown.length > 0) {
    throw new PlainError(`Unknown page ${unknown.join(", ")}; the pages are: ${pages.join(" ")}`);
  }
  return selected;
}

/** The slug `path` puts where `page` has `{slug}`, or undefined when `path` is not that page. */
export function slugIn(page: string, path: string): string | undefined {
  const at = page.indexOf(SLUG);
  if (at < 0) return undefined;
  const before = page.slice(0, at);
  const after = page.slice(at + SLUG.length);
  if (!path.startsWith(before) || !path.endsWith(after)) return undefined;
  const slug = path.slice(before.length, path.length - after.length);
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : undefined;
}

/**
 * The pages to open on the server at `baseUrl`: `{slug}` becomes the slug named on the command
 * line, or else the first approved agency's (looked up once, only when a page needs it).
 */
export async function resolvePages(
  baseUrl: string,
  selected: readonly { page: PagePath; slug?: string }[],
): Promise<Page[]> {
  let looked: Promise<string> | undefined;
  const pages: Page[] = [];
  for (const { page, slug } of selected) {
    if (!page.includes(SLUG)) {
      pages.push({ page, path: page });
      continue;
    }
    const value = slug ?? (await (looked ??= approvedAgencySlug(baseUrl)));
    pages.push({ page, path: page.replace(SLUG, value) });
  }
  return pages;
}

/** The slug of an approved agency (the directory's first) on the server at `baseUrl`. */
export async function approvedAgencySlug(baseUrl: string): Promise<string> {
  const url = new URL("/api/agencies?limit=1", baseUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const agencies = (await response.json()) as { slug?: unknown }[];
  const slug = agencies[0]?.slug;
  if (typeof slug !== "string" || slug === "") {
    throw new PlainError(`GET ${url} listed no approved agency: seed the demo data (SEED_DEMO=1)`);
  }
  return slug;
}
