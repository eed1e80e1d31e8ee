/**
 * One visit of a form page as a person on a phone makes it (`npm run bench -- first-input`): a
 * fresh browser context (empty cache), a 390x844 touch screen, the CPU slowed 4x and Lighthouse's
 * slow 4G, then: load the page, wait for `load`, tap the first text field and type 17 characters
 * at a fixed pace. A person does not stop there, and the script a form fetches on the first touch
 * may land later: while the page's script is still on its way or running (scripts were fetched and
 * the form is not yet React's, or became React's less than a second ago) the person taps the next
 * text field and types 17 characters there, and so on (after the last field, more in the last
 * one; six fields at most). What it records, in the page, from before any script of the page runs:
 *  - Event Timing entries (durationThreshold 16 ms, buffered): the slowest input event's duration,
 *    from the moment the key or touch reached the browser to the next paint after its handlers;
 *  - for each keystroke, when it was sent (the keydown's timeStamp, the time the browser took the
 *    key) and when its `input` event had run (a window listener in the bubble phase, after React's
 *    listener on the document);
 *  - Long Tasks (50 ms or more) after the first touch;
 *  - each field's value once the page is quiet, and when the form became React's (its first
 *    field carries React's fiber key once hydrated; looked at every 20 ms from the first touch).
 * Script bytes are the encoded (on the wire) lengths of the responses the browser took as scripts,
 * from the DevTools protocol's Network events.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright";
import { KEYS_PER_FIELD, TYPED_TEXT } from "./pages";
import { RECORDER, summarise, type Recorded, type VisitResult } from "./recording";

/** Chromium's flags on this machine, as in the browser tests (playwright.config.ts). */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The phone. Network: Lighthouse 12's "slow 4G" (150 ms RTT, 1.6 Mbps down, 750 kbps up) as its
 * DevTools throttling applies it: latency x3.75, throughput x0.9 (`1 Kbps = 1,024 bits/s`).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // A phone's Chrome, not HeadlessChrome (the server's isbot check must see a person).
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/156.0.0.0 Mobile Safari/537.36",
  cpuSlowdown: 4,
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadBytesPerSecond: Math.floor((750 * 0.9 * 1024) / 8),
} as const;

/**
 * The person: a tap (60 ms), a pause while the keyboard opens (the first key 300 ms after the
 * tap, and at least 150 ms after the field took the focus), then a key every 150 ms, held 50 ms;
 * the next field half a second after a field's last key; at most six fields while the page's
 * script is on its way.
 */
export const PACE = {
  tapHoldMs: 60,
  tapToFirstKeyMs: 300,
  focusToFirstKeyMs: 150,
  keyIntervalMs: 150,
  keyHoldMs: 50,
  /** From a field's last key to the tap on the next field. */
  nextFieldMs: 500,
  maxFields: 6,
} as const;

/** The fields a person types into (visible ones only: the honeypot is hidden). */
const TEXT_FIELDS =
  "input:is([type=text],[type=email],[type=password],[type=search],[type=tel],[type=url]," +
  ":not([type])), textarea";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    userAgent: PHONE.userAgent,
  });
}

async function slowDown(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
    connectionType: "cellular4g",
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
}

/** Counts script responses and the requests in flight (to know when the page is quiet). */
function watchNetwork(cdp: CDPSession) {
  const scripts = new Map<string, string>();
  const inFlight = new Set<string>();
  let scriptBytes = 0;
  let lastActivity = performance.now();
  cdp.on("Network.requestWillBeSent", (e) => {
    inFlight.add(e.requestId);
    lastActivity = performance.now();
  });
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.set(e.requestId, e.response.url);
  });
  const done = (id: string, bytes: number) => {
    inFlight.delete(id);
    lastActivity = performance.now();
    if (scripts.has(id)) scriptBytes += bytes;
  };
  cdp.on("Network.loadingFinished", (e) => done(e.requestId, e.encodedDataLength));
  cdp.on("Network.loadingFailed", (e) => done(e.requestId, 0));
  return {
    scriptUrls: () => [...scripts.values()],
    scriptBytes: () => scriptBytes,
    quietFor: () => (inFlight.size > 0 ? 0 : performance.now() - lastActivity),
  };
}

/** The DevTools key event of a character of TYPED_TEXT (a US keyboard, as Playwright types). */
export function keyOf(char: string) {
  const special: Record<string, [code: string, keyCode: number]> = {
    " ": ["Space", 32],
    ".": ["Period", 190],
    "-": ["Minus", 189],
    "@": ["Digit2", 50],
    "+": ["Equal", 187],
    "/": ["Slash", 191],
  };
  if (special[char]) {
    const [code, keyCode] = special[char];
    return { key: char, code, windowsVirtualKeyCode: keyCode };
  }
  if (/^[a-z]$/i.test(char)) {
    const upper = char.toUpperCase();
    return { key: char, code: `Key${upper}`, windowsVirtualKeyCode: upper.charCodeAt(0) };
  }
  if (/^\d$/.test(char)) {
    return { key: char, code: `Digit${char}`, windowsVirtualKeyCode: char.charCodeAt(0) };
  }
  throw new Error(`no key for ${JSON.stringify(char)}`);
}

/**
 * Types `text` at the fixed pace whatever the page does: each key is sent at its time and not
 * waited for (a person does not wait for the screen), so keys queue while the page is busy, as
 * they do on a phone. Resolves once the browser has acknowledged every key.
 */
async function typeAtPace(cdp: CDPSession, text: string) {
  const start = performance.now();
  const sent: Promise<unknown>[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const key = keyOf(chars[i]!);
    await sleep(start + i * PACE.keyIntervalMs - performance.now());
    sent.push(
      cdp.send("Input.dispatchKeyEvent", {
        type: "keyDown",
        ...key,
        text: chars[i],
        unmodifiedText: chars[i],
      }),
    );
    await sleep(start + i * PACE.keyIntervalMs + PACE.keyHoldMs - performance.now());
    sent.push(cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }));
  }
  await Promise.all(sent);
}

/** A text field of the page: its object in the page (for the DevTools protocol) and its type. */
type Field = { objectId: string; kind: string };

/**
 * The page's visible text fields, read once after `load` and before the first touch, so that no
 * script of Playwright's runs in the page while it is measured.
 */
async function textFields(cdp: CDPSession): Promise<Field[]> {
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `[...document.querySelectorAll(${JSON.stringify(TEXT_FIELDS)})].filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")`,
  });
  const { result: items } = await cdp.send("Runtime.getProperties", {
    objectId: result.objectId!,
    ownProperties: true,
  });
  const fields: Field[] = [];
  for (const item of items) {
    if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
    const { result: kind } = await cdp.send("Runtime.callFunctionOn", {
      objectId: item.value.objectId,
      functionDeclaration: "function () { return this.getAttribute('type') || 'text'; }",
      returnByValue: true,
    });
    fields[Number(item.name)] = { objectId: item.value.objectId, kind: String(kind.value) };
  }
  return fields.filter(Boolean);
}

/**
 * A finger's tap on the middle of a field, scrolled to the middle of the screen first, as a person
 * scrolls to the field they are about to fill (and as a phone keeps the focused field above its
 * keyboard). The protocol's own "if needed" scroll left a field on the screen's bottom edge with
 * its text below it, so its keys painted nothing and Event Timing waited seconds for a frame. The
 * scroll is the one call of the page's own script after the first touch; the touch goes through
 * the protocol. Returns the touch events' acknowledgements, not waited for.
 */
async function tap(cdp: CDPSession, objectId: string): Promise<Promise<unknown>[]> {
  await cdp.send("Runtime.callFunctionOn", {
    objectId,
    functionDeclaration:
      "function () { const r = this.getBoundingClientRect(); const mid = (r.top + r.bottom) / 2;" +
      " if (mid < innerHeight * 0.25 || mid > innerHeight * 0.6) this.scrollIntoView({ block: 'center' }); }",
  });
  const { quads } = await cdp.send("DOM.getContentQuads", { objectId });
  const quad = quads[0];
  if (!quad) throw new Error("the field has no box to tap");
  const x = (quad[0]! + quad[2]! + quad[4]! + quad[6]!) / 4;
  const y = (quad[1]! + quad[3]! + quad[5]! + quad[7]!) / 4;
  const down = cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x, y }],
  });
  await sleep(PACE.tapHoldMs);
  const up = cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return [down, up];
}

export async function visit(
  browser: Browser,
  url: string,
  options: { trace?: boolean } = {},
): Promise<VisitResult> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    const cdp = await context.newCDPSession(page);
    await slowDown(cdp);
    const network = watchNetwork(cdp);
    if (options.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });

    let hydratedAt: number | undefined;
    await page.exposeBinding("__firstInputHydrated", () => void (hydratedAt = performance.now()));
    let hydrationStartedAt: number | undefined;
    await page.exposeBinding(
      "__firstInputHydrationStarted",
      () => void (hydrationStartedAt = performance.now()),
    );
    let focusedAt = 0;
    await page.exposeBinding("__firstInputFocused", () => void (focusedAt = performance.now()));
    const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const fields = await textFields(cdp);
    if (fields.length === 0) throw new Error(`${url} has no text field`);

    const typed: string[] = fields.map(() => "");
    let fieldsTyped = 0;
    let focusedIndex = -1;
    const pending: Promise<unknown>[] = [];
    /** Taps the field of the `fieldsTyped`th turn and types 17 characters; resolves after them. */
    const typeField = async () => {
      const index = Math.min(fieldsTyped, fields.length - 1);
      const field = fields[index]!;
      const text = TYPED_TEXT[field.kind as keyof typeof TYPED_TEXT] ?? TYPED_TEXT.text;
      // The keyboard opens when the field has the focus: no typing before that. After the last
      // field the person goes on typing in it, without a tap (which would put the caret where the
      // finger is). A tap that moved no focus in 3 s (it met the fixed header or the field moved)
      // is made again, as a person would.
      let tapped = performance.now();
      for (let taps = 1; index !== focusedIndex; taps++) {
        tapped = performance.now();
        pending.push(...(await tap(cdp, field.objectId)));
        while (focusedAt < tapped && performance.now() - tapped < 3000) {
          await sleep(10);
        }
        if (focusedAt >= tapped) break;
        if (taps === 3) {
          throw new Error(`${url}: three taps on text field ${index + 1} focused no field`);
        }
        process.stderr.write(
          `  ${url}: the tap on text field ${index + 1} focused nothing; again\n`,
        );
      }
      const firstKey = Math.max(tapped + PACE.tapToFirstKeyMs, focusedAt + PACE.focusToFirstKeyMs);
      await sleep(firstKey - performance.now());
      pending.push(typeAtPace(cdp, text));
      const lastKey = firstKey + (KEYS_PER_FIELD - 1) * PACE.keyIntervalMs;
      await sleep(lastKey + PACE.keyHoldMs - performance.now());
      typed[index] += text;
      focusedIndex = index;
      fieldsTyped++;
      return lastKey;
    };
    for (;;) {
      const lastKey = await typeField();
      const scriptPending =
        network.scriptUrls().length > 0 &&
        (hydratedAt === undefined || performance.now() - hydratedAt < 1000);
      if (!scriptPending || fieldsTyped >= PACE.maxFields) break;
      await sleep(lastKey + PACE.nextFieldMs - performance.now());
    }
    // A page that waits for a pause in the typing has not hydrated yet: the person pauses, and
    // taps a field again just as hydration starts (the worst moment).
    let resumedField: number | null = null;
    if (network.scriptUrls().length > 0 && hydratedAt === undefined) {
      const deadline = performance.now() + 60_000;
      while (hydrationStartedAt === undefined && performance.now() < deadline) await sleep(5);
      if (hydrationStartedAt === undefined) throw new Error(`${url}: hydration never started`);
      resumedField = fieldsTyped;
      await typeField();
    }
    await Promise.all(pending);

    // Quiet: nothing in flight for a second, and a task of the page runs promptly.
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      if (network.quietFor() >= 1000) {
        const t = performance.now();
        await page.evaluate("new Promise((r) => setTimeout(r, 0))");
        if (performance.now() - t < 100) break;
      }
      await sleep(100);
    }
    const trace = options.trace ? await browser.stopTracing() : undefined;
    const values = await Promise.all(
      fields.map(async ({ objectId }) => {
        const { result } = await cdp.send("Runtime.callFunctionOn", {
          objectId,
          functionDeclaration: "function () { return this.value; }",
          returnByValue: true,
        });
        return String(result.value ?? "");
      }),
    );
    const lost = typed
      .map((text, i) => ({ typed: text, value: values[i] ?? "" }))
      .filter((f) => f.typed !== f.value);
    const rec = (await page.evaluate("window.__firstInput")) as Recorded;
    return summarise(rec, fieldsTyped, resumedField, lost, network, trace);
  } finally {
    await context.close();
  }
}

/** What `trace.ts` reads: tasks, script compile and evaluation, layout, GC, and JS samples. */
export const TRACE_CATEGORIES = [
  "-*",
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "disabled-by-default-v8.cpu_profiler",
];

export type { Page };
