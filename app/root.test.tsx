import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createRoutesStub,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type MetaDescriptor,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import App, { ErrorBoundary, meta } from "./root";

const rootData = {
  locale: "en",
  site: {
    name: "Wakala",
    url: "http://localhost:3000",
    supportEmail: "hello@wakala.ae",
    social: { instagram: "https://i.test", linkedin: "https://l.test" },
  },
  year: 2031,
  toast: null,
};

/** The root error boundary's HTML for an error thrown by some route below the root. */
function renderBoundary(error: unknown): string {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => null, ErrorBoundary: ErrorBoundary as never },
  ]);
  return renderToString(
    <Stub hydrationData={{ loaderData: { root: rootData }, errors: { root: error } }} />,
  );
}

/** The root's meta as React Router calls it when its boundary renders `error` at `pathname`. */
function rootMeta(error: unknown, pathname = "/no/such/page"): MetaDescriptor[] {
  return meta({
    error,
    loaderData: rootData,
    location: { pathname },
    matches: [{ id: "root", loaderData: rootData }],
  } as never);
}

/** The value of the first tag whose `key` is `value`, e.g. ("property", "og:url"). */
function tag(tags: MetaDescriptor[], key: string, value: string): string | undefined {
  const found = tags.find((d) => (d as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
  return found?.content ?? found?.href;
}
const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((d) => "title" in d) as { title: string } | undefined)?.title;

describe("root error boundary", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names a 404 in words for visitors, with links to the directory and home", () => {
    const html = renderBoundary(new ErrorResponse(404, "Not Found", "Not Found"));
    expect(html).toContain("404 Page Not Found</h1>");
    expect(html).toContain("find an agency in the directory");
    expect(html).toMatch(/href="\/agencies"[^>]*>Browse the directory</);
    expect(html).toMatch(/href="\/"[^>]*>Back to Home</);
    expect(html).not.toMatch(/router|forget/i);
  });

  it("shows a friendly page and no stack in production", () => {
    vi.stubEnv("DEV", false);
    const html = renderBoundary(new Error("database exploded at secret.ts:42"));
    expect(html).toContain("Something went wrong</h1>");
    expect(html).toContain("An unexpected error occurred on our side.");
    expect(html).not.toContain("database exploded");
  });

  it("does not call a client error a server error", () => {
    const html = renderBoundary(new ErrorResponse(403, "Forbidden", null));
    expect(html).toContain("This request could not be completed");
  });

  it("shows the stack to developers", () => {
    vi.stubEnv("DEV", true);
    expect(renderBoundary(new Error("database exploded"))).toContain("database exploded");
  });
});

describe("root meta", () => {
  it("gives the 404 page every tag a page has, and keeps it out of search results", () => {
    const tags = rootMeta(new ErrorResponse(404, "Not Found", "Not Found"));
    const title = "404 Page Not Found | Wakala";
    const hint =
      "The page you're looking for doesn't exist or has moved. Check the address, or find an agency in the directory.";
    const url = "http://localhost:3000/no/such/page";
    expect(titleOf(tags)).toBe(title);
    expect(tag(tags, "name", "robots")).toBe("noindex,nofollow");
    expect(tag(tags, "name", "description")).toBe(hint);
    expect(tag(tags, "rel", "canonical")).toBe(url);
    expect(tag(tags, "property", "og:title")).toBe(title);
    expect(tag(tags, "property", "og:description")).toBe(hint);
    expect(tag(tags, "property", "og:url")).toBe(url);
    expect(tag(tags, "property", "og:image")).toBe("http://localhost:3000/og-default.png");
    expect(tag(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(tag(tags, "name", "twitter:title")).toBe(title);
  });

  it("names a failure and a refused request by their own titles, noindex", () => {
    const failure = rootMeta(new Error("database exploded"), "/pricing");
    expect(titleOf(failure)).toBe("Something went wrong | Wakala");
    expect(tag(failure, "name", "description")).toMatch(/^An unexpected error occurred/);
    expect(tag(failure, "name", "robots")).toBe("noindex,nofollow");
    expect(tag(failure, "rel", "canonical")).toBe("http://localhost:3000/pricing");
    const refused = rootMeta(new ErrorResponse(400, "Bad Request", null));
    expect(titleOf(refused)).toBe("This request could not be completed | Wakala");
    expect(tag(refused, "name", "robots")).toBe("noindex,nofollow");
  });

  it("leaves a page's tags to its own route", () => {
    expect(rootMeta(undefined, "/")).toEqual([]);
  });
});

describe("a client-side navigation to a profile", () => {
  const never = () => new Promise<never>(() => {});
  /** The app's HTML while the router navigates from the directory to `to`, whose loader waits. */
  async function renderWhileLoading(to: string): Promise<string> {
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          Component: App,
          children: [
            { path: "agencies", Component: () => <p>The directory</p> },
            { path: "agencies/:slug", loader: never, Component: () => <p>A profile</p> },
            { path: "agencies/in/:emirate", loader: never, Component: () => <p>A landing</p> },
            { path: "a/:slug", loader: never, Component: () => <p>A short profile</p> },
          ],
        },
      ],
      { initialEntries: ["/agencies"] },
    );
    void router.navigate(to);
    await vi.waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    const html = renderToString(<RouterProvider router={router} />);
    router.dispose();
    return html;
  }

  it("shows the profile's skeleton instead of the page it leaves", async () => {
    for (const to of ["/agencies/pixel-and-code", "/a/pixel-and-code"]) {
      const html = await renderWhileLoading(to);
      expect(html).toContain("Loading agency…");
      expect(html).not.toContain("The directory");
    }
  });

  it("keeps the page while another kind of page loads", async () => {
    const html = await renderWhileLoading("/agencies/in/dubai");
    expect(html).toContain("The directory");
    expect(html).not.toContain("Loading agency…");
  });
});
