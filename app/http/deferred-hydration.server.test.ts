import { describe, expect, it } from "vitest";
import { LAST_INPUT, TYPING_EVENTS, TYPING_PAUSE_MS } from "~/browser/typing-pause";
import { deferHydration, HYDRATION_TRIGGERS } from "./deferred-hydration.server";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body>${body}</body></html>`;
const moduleScript =
  'import * as route0 from "/assets/root.js";\nwindow.x = "</div>";\nimport("/assets/entry.client.js");';
const rendered = page(
  '<form></form><link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
    '<link rel="modulepreload" href="/assets/chunk.js" nonce="abc"/>' +
    '<script nonce="abc">window.__reactRouterContext = {};</script>' +
    `<script nonce="abc" type="module" async="">${moduleScript}</script>`,
);

describe("deferHydration", () => {
  const { html, deferred } = deferHydration(rendered);

  it("removes every module preload and the module script, leaving the rest", () => {
    expect(deferred).toBe(true);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
  });

  /** Runs the boot script against a stand-in document, window and clock. */
  function bootInStandIn() {
    const boot = /<script nonce="abc">(\(function\(\)\{[^]*?\}\)\(\))<\/script><\/body>/.exec(html);
    expect(boot).not.toBeNull();
    const appended: { tag: string; props: Record<string, unknown> }[] = [];
    const listeners: { type: string; listener: () => void }[] = [];
    const element = (tag: string) => {
      const props: Record<string, unknown> = {};
      appended.push({ tag, props });
      return props;
    };
    const document = {
      currentScript: { nonce: "abc" },
      createElement: element,
      head: { appendChild: () => undefined },
      body: { appendChild: () => undefined },
    };
    // Messages posted to itself and timers: tasks the test runs when it chooses.
    const tasks: (() => void)[] = [];
    const timers: { ms: number; run: () => void }[] = [];
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage!()) };
    }
    const clock = { now: 0 };
    const window: Record<string, unknown> = {};
    new Function(
      "document",
      "window",
      "performance",
      "setTimeout",
      "addEventListener",
      "removeEventListener",
      "MessageChannel",
      boot![1]!,
    )(
      document,
      window,
      { now: () => clock.now },
      (run: () => void, ms: number) => timers.push({ ms, run }),
      (type: string, listener: () => void) => listeners.push({ type, listener }),
      (type: string, listener: () => void) =>
        listeners.splice(
          listeners.findIndex((l) => l.type === type && l.listener === listener),
          1,
        ),
      MessageChannel,
    );
    const fire = (type: string) =>
      listeners.filter((l) => l.type === type).forEach((l) => l.listener());
    const preloads = () => appended.filter((a) => a.props.rel === "modulepreload");
    const moduleScripts = () => appended.filter((a) => a.props.type === "module");
    return { appended, listeners, tasks, timers, clock, window, fire, preloads, moduleScripts };
  }

  it("boots the same module text, with the preloads, on the first sign of use, under the same nonce", () => {
    const boot = bootInStandIn();
    expect(boot.appended).toHaveLength(0);
    expect(boot.listeners.map((l) => l.type)).toEqual([...TYPING_EVENTS, ...HYDRATION_TRIGGERS]);
    boot.fire("focusin");
    // Once: the triggers are gone (the record of typing stays); nothing is added inside the
    // visitor's event itself.
    expect(boot.listeners.map((l) => l.type)).toEqual(TYPING_EVENTS);
    expect(boot.appended).toHaveLength(0);
    expect(boot.tasks).toHaveLength(1);
    boot.tasks[0]!();
    expect(boot.preloads().map((a) => a.props.href)).toEqual([
      "/assets/entry.client.js",
      "/assets/chunk.js",
    ]);
    // The module script waits for every preload, arrived or failed.
    (boot.preloads()[0]!.props.onload as () => void)();
    expect(boot.moduleScripts()).toHaveLength(0);
    (boot.preloads()[1]!.props.onerror as () => void)();
    expect(boot.moduleScripts()).toHaveLength(1);
    expect(boot.moduleScripts()[0]!.props).toMatchObject({
      nonce: "abc",
      textContent: moduleScript,
    });
    expect(boot.timers).toHaveLength(0);
  });

  it("starts the module script only once the visitor has paused typing", () => {
    const boot = bootInStandIn();
    boot.clock.now = 500;
    boot.fire("pointerdown");
    boot.tasks[0]!();
    boot.clock.now = 900;
    boot.fire("keydown");
    boot.clock.now = 1_200;
    for (const preload of boot.preloads()) (preload.props.onload as () => void)();
    expect(boot.window[LAST_INPUT]).toBe(900);
    expect(boot.moduleScripts()).toHaveLength(0);
    expect(boot.timers.map((t) => t.ms)).toEqual([TYPING_PAUSE_MS - 300]);
    // More keys meanwhile: it waits again, for a pause counted from the last one.
    boot.clock.now = 1_800;
    boot.fire("input");
    boot.clock.now = 1_900;
    boot.timers[0]!.run();
    expect(boot.moduleScripts()).toHaveLength(0);
    expect(boot.timers.map((t) => t.ms)).toEqual([TYPING_PAUSE_MS - 300, TYPING_PAUSE_MS - 100]);
    boot.clock.now = 1_800 + TYPING_PAUSE_MS;
    boot.timers[1]!.run();
    expect(boot.moduleScripts()).toHaveLength(1);
  });

  it("cannot end its own script early, whatever the module text holds", () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = page("<p>Hello</p>");
    expect(deferHydration(plain)).toEqual({ html: plain, deferred: false });
  });
});
