import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FORCING_EVENTS,
  isTypingTarget,
  keepTypingFromForcingHydration,
} from "./hydration-without-forcing";

/** A window stand-in that dispatches an event to its capture listeners. */
function standInWindow() {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  return {
    listeners,
    addEventListener: (type: string, listener: (event: Event) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: Event) => void) =>
      listeners.get(type)?.delete(listener),
    /** Dispatches `type` at `target`; answers whether it went on to the page (React). */
    dispatch(type: string, target: object): boolean {
      let stopped = false;
      const event = { type, target, stopPropagation: () => (stopped = true) } as unknown as Event;
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
      return !stopped;
    },
  };
}

const field = { tagName: "INPUT", type: "text" };
const email = { tagName: "INPUT", type: "email" };
const textarea = { tagName: "TEXTAREA" };
const checkbox = { tagName: "INPUT", type: "checkbox" };
const button = { tagName: "BUTTON", type: "submit" };

describe("keepTypingFromForcingHydration", () => {
  it("keeps keys, taps and input in a text field from React until the root has committed", () => {
    const page = standInWindow();
    let hydrated = false;
    keepTypingFromForcingHydration(() => hydrated, page as never);
    for (const type of ["touchstart", "pointerdown", "mousedown", "click", "keydown", "input"]) {
      expect({ type, reachedReact: page.dispatch(type, field) }).toEqual({
        type,
        reachedReact: false,
      });
    }
    expect(page.dispatch("keyup", textarea)).toBe(false);
    expect(page.dispatch("beforeinput", email)).toBe(true); // not an event React forces for
    // A choice or a button is React's at once: it hydrates to answer it.
    expect(page.dispatch("click", checkbox)).toBe(true);
    expect(page.dispatch("click", button)).toBe(true);

    hydrated = true;
    expect(page.dispatch("keydown", field)).toBe(true);
    // Gone once the root has committed: nothing listens any more.
    expect([...page.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it("knows the events of the installed react-dom", () => {
    const source = readFileSync(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
        "cjs/react-dom-client.production.js",
      ),
      "utf8",
    );
    const list = /discreteReplayableEvents =\s*"([a-zA-Z ]+)"\.split/.exec(source);
    expect(list?.[1]?.split(" ")).toEqual(FORCING_EVENTS);
  });

  it("listens to every event react-dom hydrates at once for", () => {
    const page = standInWindow();
    keepTypingFromForcingHydration(() => false, page as never);
    expect([...page.listeners.keys()]).toEqual(FORCING_EVENTS);
  });
});

describe("isTypingTarget", () => {
  it("is a textarea, a text-like input or an editable element, nothing else", () => {
    expect(
      [
        field,
        email,
        textarea,
        { tagName: "INPUT" },
        { tagName: "INPUT", type: "search" },
        { tagName: "DIV", isContentEditable: true },
      ].map(isTypingTarget),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      [
        checkbox,
        button,
        { tagName: "INPUT", type: "radio" },
        { tagName: "INPUT", type: "FILE" },
        { tagName: "SELECT" },
        { tagName: "DIV" },
        null,
        {},
      ].map(isTypingTarget),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});
