import { describe, expect, it } from "vitest";
import { renderAt, rootData } from "#tests/route-stub";
import { StaticToast } from "./toasts";

describe("StaticToast", () => {
  const toast = {
    id: "f1",
    type: "success" as const,
    title: "Agency deleted",
    description: "Studio Seven has been removed with everything about it.",
  };
  const Hydrated = () => <StaticToast staticPage={false} />;
  const Static = () => <StaticToast staticPage />;

  it("shows the flashed toast as an open dialog with a status line and a close button", () => {
    const html = renderAt("/", Static, { ...rootData, toast });
    expect(html).toMatch(/<dialog open=""[^>]*class="static-toast [^"]*hidden open:flex/);
    expect(html).toMatch(/<div role="status"[^>]*><p[^>]*>Agency deleted<\/p><p[^>]*>Studio Seven/);
    expect(html).toContain(
      '<form method="dialog"><button type="submit" aria-label="Close notification"',
    );
  });

  it("on a hydrated page shows only where scripts do not run (the toast library shows it)", () => {
    const html = renderAt("/admin", Hydrated, { ...rootData, toast });
    expect(html).toMatch(/class="static-toast [^"]*hidden no-js:open:flex/);
  });

  it("shows nothing without a flash", () => {
    expect(renderAt("/admin", Static)).toBe("");
  });
});
