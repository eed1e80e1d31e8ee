import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt, rootData } from "#tests/route-stub";
import { FlashWithoutScript, showToast } from "./toasts";

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

describe("FlashWithoutScript", () => {
  it("shows the flashed toast as a status line (for browsers without scripts)", () => {
    const toast = {
      id: "f1",
      type: "success" as const,
      title: "Agency deleted",
      description: "Studio Seven has been removed with everything about it.",
    };
    const html = renderAt("/admin", FlashWithoutScript, { ...rootData, toast });
    expect(html).toMatch(/<p role="status"[^>]*>Agency deleted<!-- --> Studio Seven has been/);
    expect(html).toContain("no-js:block");
  });

  it("shows nothing without a flash", () => {
    expect(renderAt("/admin", FlashWithoutScript)).toBe("");
  });
});
