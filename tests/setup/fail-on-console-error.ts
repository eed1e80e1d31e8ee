import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error in a test is a bug the test would otherwise hide.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  if (errors.length > 0) {
    const first = errors[0]!.map(String).join(" ");
    errors = [];
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
