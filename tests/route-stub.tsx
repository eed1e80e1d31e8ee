import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, Outlet, type MetaFunction } from "react-router";

/** What the root loader gives every page (app/root.tsx), for a page rendered on its own. */
export const rootData = {
  locale: "en",
  site: {
    name: "Wakala",
    url: "http://localhost:3000",
    supportEmail: "hello@wakala.ae",
    social: { instagram: "https://i.test", linkedin: "https://l.test" },
  },
  year: 2031,
  toast: null as null | {
    id: string;
    type: "success" | "error";
    title: string;
    description?: string;
  },
};

/**
 * The HTML a component renders as the page at `url` (its path is the route's), as the root route
 * itself with `root`'s data: for a component that reads the root data (the flashed toast).
 */
export function renderAt(
  url: string,
  Component: ComponentType,
  root: typeof rootData = rootData,
): string {
  const path = new URL(url, "http://localhost").pathname;
  const Page = createRoutesStub([{ id: "root", path, Component }]);
  return renderToString(<Page initialEntries={[url]} hydrationData={{ loaderData: { root } }} />);
}

/**
 * A page's HTML as the server renders it, without a browser or a database: the route module's
 * component (and meta tags) under a stub root, with the loader data it would get. Cheaper than a
 * browser test for a page's rendering states; the journeys stay in tests/e2e.
 */
export function renderPage(
  url: string,
  page: { Component: ComponentType<never>; meta?: MetaFunction; loaderData?: unknown },
): string {
  const path = new URL(url, "http://localhost").pathname.slice(1);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
      children: [
        { id: "page", path, Component: page.Component as never, meta: page.meta as never },
      ],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { root: rootData, page: page.loaderData ?? null } }}
    />,
  );
}
