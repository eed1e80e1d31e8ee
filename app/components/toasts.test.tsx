import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt, rootData } from "#tests/route-stub";
import { showToast, StaticToast } from "./toasts";

const sonner = vi.hoisted(() =>
  Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
  }),
);
vi.mock("sonner", () => ({ toast: sonner, Toaster: () => null }));

describe("showToast", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows a toast of its type, with its id and description", () => {
    const answer = showToast({
      id: "t1",
      type: "error",
      title: "Error",
      description: "The server could not be reached.",
    });
    expect(sonner.error).toHaveBeenCalledWith("Error", {
      id: "t1",
      description: "The server could not be reached.",
    });
    // What a clientAction answers after showing the failure.
    expect(answer).toBeNull();
  });

  it("shows a plain message when no type is given", () => {
    showToast({ title: "Saved" });
    expect(sonner).toHaveBeenCalledWith("Saved", { id: undefined, description: undefined });
    expect(sonner.success).not.toHaveBeenCalled();
  });
});

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
