import { renderToString } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

const rootData = {
  locale: "en",
  site: {
    name: "Wakala",
    url: "http://localhost:3000",
    supportEmail: "hello@wakala.ae",
    social: { instagram: "https://i.test", linkedin: "https://l.test" },
  },
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

describe("root error boundary", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names a 404 and hints at the router", () => {
    const html = renderBoundary(new ErrorResponse(404, "Not Found", "Not Found"));
    expect(html).toContain("<title>404 Page Not Found | Wakala</title>");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain('content="noindex,nofollow"');
  });

  it("shows a friendly page and no stack in production", () => {
    vi.stubEnv("DEV", false);
    const html = renderBoundary(new Error("database exploded at secret.ts:42"));
    expect(html).toContain("<title>Something went wrong | Wakala</title>");
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
