import { afterAll, afterEach, beforeAll } from "vitest";

// A warning in a test run is a fault the next reader has to look past, and hides the one that
// matters: Node's process warnings (MaxListenersExceededWarning, deprecations) and console.warn
// (React Router's for a path it cannot decode). Each fails the test it was printed in (or, in a
// hook after the last test, the file). A test that expects one spies on console.warn itself.
let warnings: string[] = [];
const onWarning = (warning: Error) => void warnings.push(`${warning.name}: ${warning.message}`);
let consoleWarn: typeof console.warn;

function throwIfWarned(when: string) {
  if (warnings.length === 0) return;
  const [first] = warnings;
  const more = warnings.length > 1 ? ` (and ${warnings.length - 1} more)` : "";
  warnings = [];
  throw new Error(`A warning was printed ${when}: ${first}${more}`);
}

beforeAll(() => {
  warnings = [];
  process.on("warning", onWarning);
  consoleWarn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
});
afterEach(() => throwIfWarned("during the test"));
afterAll(async () => {
  // Node emits a process warning on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  process.off("warning", onWarning);
  console.warn = consoleWarn;
  throwIfWarned("after the file's last test");
});
