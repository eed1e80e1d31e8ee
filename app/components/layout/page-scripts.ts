import { useMatches } from "react-router";

/**
 * What a page ships to the browser (docs/decisions/012-pages-without-script.md). A route that
 * exports `handle = staticPage` is served as plain HTML: no React Router runtime, no route data,
 * no hydration; its few behaviours (the phone menu, the header's scroll state, the directory's
 * filters) are native HTML and CSS plus the constant inline scripts of `inline-scripts.ts`. Every
 * other page hydrates.
 */
export type PageHandle = {
  hydrate?: boolean | "on-use";
  /**
   * The page is the same for every anonymous visitor (no form token, no token in its address, no
   * one's data): a shared cache and the page cache (server/page-cache.ts) may keep it. Said only by
   * `sharedPage`; any other page is private, whatever its path looks like.
   */
  shared?: true;
};

/** A plain-HTML page that belongs to one visitor: a form with its token, a link's token page. */
export const staticPage: PageHandle = { hydrate: false };

/** A plain-HTML page every anonymous visitor sees alike: the only kind a shared cache may keep. */
export const sharedPage: PageHandle = { hydrate: false, shared: true };

/**
 * A public form: it hydrates (client validation, the pending button, toasts, the failure toast
 * when the network fails), but only on the visitor's first sign of use
 * (app/http/deferred-hydration.server.ts), so its scripts never hold up a phone that only reads.
 */
export const formPage: PageHandle = { hydrate: "on-use" };

export type PageScripts = "none" | "on-use" | "eager";

/** What the matched route set ships: nothing for a static page, else its hydration, or deferred. */
export function pageScripts(handles: readonly unknown[]): PageScripts {
  const modes = handles.map((handle) => (handle as PageHandle | undefined)?.hydrate);
  if (modes.includes(false)) return "none";
  return modes.includes("on-use") ? "on-use" : "eager";
}

/**
 * Whether the matched route set's answer may be shared: the page matched (the last route) is a
 * `sharedPage` and ships no script. Decided from the routes the router matched, never from the
 * path as spelled (/./alerts/new is the alerts form).
 */
export function sharesPage(handles: readonly unknown[]): boolean {
  const page = handles.at(-1) as PageHandle | undefined;
  return page?.shared === true && pageScripts(handles) === "none";
}

/** Whether the matched route set hydrates: true unless a matched route is a static page. */
export function hydratesRoutes(handles: readonly unknown[]): boolean {
  return pageScripts(handles) !== "none";
}

/**
 * Whether this document runs React in the browser. In the browser it always does (this code is
 * running): a client navigation from a hydrated page to a static one keeps the runtime.
 */
export function usePageHydrates(): boolean {
  const matches = useMatches();
  return typeof document !== "undefined" || hydratesRoutes(matches.map((match) => match.handle));
}
