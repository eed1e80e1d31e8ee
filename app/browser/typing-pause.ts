/**
 * The page's script runs while the visitor is not typing (docs/decisions/020): evaluating the form
 * pages' modules, setting up the catalogue and starting hydration each hold a slowed phone's main
 * thread for 60 to 250 ms, and a key pressed meanwhile waits for them (bench first-input). So each
 * of those steps waits until the visitor's last key or tap is at least `TYPING_PAUSE_MS` old: a
 * person typing a word presses a key every 100 to 300 ms and moves to the next field within about
 * a second, so the work lands when they stop to read or think, not in the middle of a word.
 *
 * The deferred boot script (app/http/deferred-hydration.server.ts) records the time of each such
 * event from the start, before any module has run, in `window[LAST_INPUT]`; `watchTyping` does the
 * same for a page that boots at load.
 */
export const TYPING_PAUSE_MS = 1000;

/** The events of a visitor typing or tapping (not a pointer passing over the page). */
export const TYPING_EVENTS = ["keydown", "input", "pointerdown", "touchstart", "compositionupdate"];

/** The window property that holds the time (performance.now()) of the last such event. */
export const LAST_INPUT = "__wakalaLastInput";

/** The performance mark set as hydration starts (the first-input benchmark waits for it). */
export const HYDRATION_MARK = "wakala:hydration-start";

type Clock = {
  now: () => number;
  after: (ms: number, then: () => void) => void;
};

type Watched = Record<string, unknown> & Pick<Window, "addEventListener">;

const browserClock = (): Clock => ({
  now: () => performance.now(),
  after: (ms, then) => void setTimeout(then, ms),
});

/** Records the visitor's keys and taps on `target` (a page that booted without the deferred boot). */
export function watchTyping(
  target: Watched = window as unknown as Watched,
  clock = browserClock(),
) {
  if (target[`${LAST_INPUT}Watched`]) return;
  target[`${LAST_INPUT}Watched`] = true;
  const record = () => void (target[LAST_INPUT] = clock.now());
  for (const type of TYPING_EVENTS) {
    target.addEventListener(type, record, { capture: true, passive: true });
  }
}

/**
 * Resolves once the visitor has not typed or tapped for `TYPING_PAUSE_MS`: at once when they have
 * not yet (no timer then, so a page whose clock a test holds still still boots).
 */
export function afterTypingPause(
  target: Record<string, unknown> = window as unknown as Record<string, unknown>,
  clock = browserClock(),
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const last = target[LAST_INPUT];
      const idle = typeof last === "number" ? clock.now() - last : Infinity;
      if (idle >= TYPING_PAUSE_MS) resolve();
      else clock.after(TYPING_PAUSE_MS - idle, check);
    };
    check();
  });
}

/**
 * A task of its own (a message to itself, not a timer: a test's fake clock does not hold it), so
 * the browser can handle a key between two steps of the boot.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });
}
