/**
 * Typing during hydration without forcing it (docs/decisions/017). React hydrates the page in a
 * transition, in slices the browser interleaves with input; but a key, tap or input event that
 * reaches React's listener while the page's root is still dehydrated makes React finish hydrating
 * the whole root at once, inside that event: on a slowed phone the key waited 200 to 450 ms
 * (bench first-input, a field typed as hydration starts). Until the root has committed, this
 * keeps such events away from React when they happen in a text field: their default action (the
 * character typed, the caret moved, the field focused) is the browser's and happens all the same,
 * and the field's value is read from the page when React and Conform take over. Other targets
 * (buttons, links, checkboxes) reach React as before, which hydrates at once to answer them.
 */

/** The events react-dom hydrates at once for (its `discreteReplayableEvents`). */
export const FORCING_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
];

/** Input types whose events React handles for a choice, not for typing. */
const NOT_TEXT = new Set([
  "checkbox",
  "radio",
  "submit",
  "button",
  "reset",
  "image",
  "file",
  "range",
  "color",
  "hidden",
]);

type Target = { tagName?: string; type?: string; isContentEditable?: boolean } | null;

/** A field a person types into: a textarea, a text-like input, an editable element. */
export function isTypingTarget(target: Target): boolean {
  if (!target || typeof target.tagName !== "string") return false;
  const tag = target.tagName.toLowerCase();
  if (tag === "textarea") return true;
  if (tag === "input") return !NOT_TEXT.has(String(target.type ?? "text").toLowerCase());
  return target.isContentEditable === true;
}

type Listening = Pick<Window, "addEventListener" | "removeEventListener">;

/**
 * Installs the guard on `target` (the window, whose capture listeners run before React's on the
 * document) until `rootHydrated()` says the root has committed.
 */
export function keepTypingFromForcingHydration(
  rootHydrated: () => boolean,
  target: Listening = window,
): void {
  const guard = (event: Event) => {
    if (rootHydrated()) {
      for (const type of FORCING_EVENTS) target.removeEventListener(type, guard, true);
      return;
    }
    if (isTypingTarget(event.target as Target)) event.stopPropagation();
  };
  for (const type of FORCING_EVENTS) target.addEventListener(type, guard, true);
}
