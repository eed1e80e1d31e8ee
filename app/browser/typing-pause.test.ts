import { describe, expect, it } from "vitest";
import {
  afterTypingPause,
  LAST_INPUT,
  TYPING_EVENTS,
  TYPING_PAUSE_MS,
  watchTyping,
} from "./typing-pause";

/** A clock the test moves, and the timers set on it. */
function standIn() {
  const clock = { time: 0, timers: [] as { at: number; then: () => void }[] };
  return {
    clock,
    now: () => clock.time,
    after: (ms: number, then: () => void) => void clock.timers.push({ at: clock.time + ms, then }),
    /** Moves the clock to `time`, running the timers due by then. */
    advance(time: number) {
      clock.time = time;
      for (const timer of clock.timers.filter((t) => t.at <= time)) {
        clock.timers.splice(clock.timers.indexOf(timer), 1);
        timer.then();
      }
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("afterTypingPause", () => {
  it("resolves at once, with no timer, when the visitor has not typed", async () => {
    const clock = standIn();
    expect(await settled(afterTypingPause({}, clock))).toBe(true);
    expect(clock.clock.timers).toHaveLength(0);
  });

  it("waits until the last key is TYPING_PAUSE_MS old, counting keys pressed meanwhile", async () => {
    const clock = standIn();
    const page: Record<string, unknown> = { [LAST_INPUT]: 0 };
    clock.advance(400);
    const paused = afterTypingPause(page, clock);
    expect(await settled(paused)).toBe(false);
    page[LAST_INPUT] = 900;
    clock.advance(TYPING_PAUSE_MS);
    expect(await settled(paused)).toBe(false);
    clock.advance(900 + TYPING_PAUSE_MS - 1);
    expect(await settled(paused)).toBe(false);
    clock.advance(900 + TYPING_PAUSE_MS);
    expect(await settled(paused)).toBe(true);
  });
});

describe("watchTyping", () => {
  it("records the time of each key and tap, once however often it is called", () => {
    const clock = standIn();
    const listeners: { type: string; listener: () => void }[] = [];
    const page: Record<string, unknown> & { addEventListener: Window["addEventListener"] } = {
      addEventListener: ((type: string, listener: () => void) =>
        listeners.push({ type, listener })) as unknown as Window["addEventListener"],
    };
    watchTyping(page, clock);
    watchTyping(page, clock);
    expect(listeners.map((l) => l.type)).toEqual(TYPING_EVENTS);
    clock.advance(1234);
    listeners.find((l) => l.type === "keydown")!.listener();
    expect(page[LAST_INPUT]).toBe(1234);
  });
});
