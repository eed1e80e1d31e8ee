/**
 * The page a signed-out reader asked for, carried through sign-in: a private page sends them to
 * its sign-in page with `?next=` (its own path, written once without the locale), the lookup form
 * posts back with it, and the mailed link leads there instead of the area's first page. Only a
 * path the area's reader accepts is kept (clientPath, dashboardPath); anything else is the first
 * page, so `next` can never lead off the site.
 */

/** The sign-in page `signIn` that comes back to `next` after. */
export function signInWithNext(signIn: string, next: string): string {
  return `${signIn}?${new URLSearchParams({ next })}`;
}

/** The `next` of a URL as the area's path reader takes it (its first page when none or foreign). */
export function nextOf<T extends string>(url: string, read: (value: unknown) => T): T {
  return read(new URL(url).searchParams.get("next"));
}
