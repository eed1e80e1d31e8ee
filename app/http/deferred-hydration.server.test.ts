import { describe, expect, it } from "vitest";
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

  it("boots the same module text, with the preloads, on the first sign of use, under the same nonce", () => {
    const boot = /<script nonce="abc">(\(function\(\)\{[^]*?\}\)\(\))<\/script><\/body>/.exec(html);
    expect(boot).not.toBeNull();
    // Run the boot script against a stand-in document and see what it inserts, and when.
    const appended: { tag: string; props: Record<string, unknown> }[] = [];
    const listeners = new Map<string, () => void>();
    const element = (tag: string) => {
      const props: Record<string, unknown> = {};
      appended.push({ tag, props });
      return props;
    };
    const document = {
      currentScript: { nonce: "abc" },
      readyState: "interactive",
      createElement: element,
      head: { appendChild: () => undefined },
      body: { appendChild: () => undefined },
    };
    const run = new Function("document", "addEventListener", "removeEventListener", boot![1]!);
    run(
      document,
      (event: string, listener: () => void) => listeners.set(event, listener),
      (event: string) => listeners.delete(event),
    );
    expect(appended).toHaveLength(0);
    expect([...listeners.keys()]).toEqual(HYDRATION_TRIGGERS);
    listeners.get("focusin")!();
    // Once: the other triggers are gone.
    expect(listeners.size).toBe(0);
    expect(appended.map((a) => a.props.href ?? a.props.type)).toEqual([
      "/assets/entry.client.js",
      "/assets/chunk.js",
      "module",
    ]);
    expect(appended[2]!.props).toMatchObject({ nonce: "abc", textContent: moduleScript });
  });

  it("cannot end its own script early, whatever the module text holds", () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = page("<p>Hello</p>");
    expect(deferHydration(plain)).toEqual({ html: plain, deferred: false });
  });
});
