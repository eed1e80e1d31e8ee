/**
 * Hydration on the visitor's first sign of use, for the public form pages (docs/decisions/012):
 * React Router's `<Scripts>` preloads every module of the page and starts them at once, so on a
 * phone's network they compete with the stylesheet and the first paint waits for them
 * (Lighthouse mobile: first paint 2.7 s instead of 0.8 s), and evaluating 200 KB of JavaScript and
 * hydrating the form then holds a phone's main thread for several hundred milliseconds. This
 * rewrites its output so nothing is fetched until the visitor moves a pointer over the page,
 * touches it, presses a key or focuses a field: the module preloads are removed, and the inline
 * module script that boots React becomes a small inline script (same nonce) that, on the first of
 * those events, adds the preloads back and inserts the module script. Until then the form is
 * plain HTML and works as such (a post sent before React is ready is an ordinary form post).
 *
 * String scanning, not patterns: the page is our own render, and a scan holds no backtracking.
 */
import { LAST_INPUT, TYPING_EVENTS, TYPING_PAUSE_MS } from "~/browser/typing-pause";

const PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = ' type="module" async="">';
const SCRIPT_END = "</script>";

export type DeferredHydration = { html: string; deferred: boolean };

export function deferHydration(html: string): DeferredHydration {
  const preloads: string[] = [];
  let out = "";
  let at = 0;
  for (;;) {
    const start = html.indexOf(PRELOAD, at);
    if (start === -1) break;
    const end = html.indexOf(">", start);
    if (end === -1) break;
    const tag = html.slice(start, end + 1);
    const hrefAt = tag.indexOf(' href="');
    if (hrefAt !== -1) preloads.push(tag.slice(hrefAt + 7, tag.indexOf('"', hrefAt + 7)));
    out += html.slice(at, start);
    at = end + 1;
  }
  out += html.slice(at);

  const typeAt = out.indexOf(MODULE_SCRIPT);
  const textStart = typeAt + MODULE_SCRIPT.length;
  const textEnd = out.indexOf(SCRIPT_END, textStart);
  if (typeAt === -1 || textEnd === -1 || !out.slice(0, typeAt).endsWith(`"`)) {
    return { html, deferred: false };
  }
  const boot = bootScript(out.slice(textStart, textEnd), preloads);
  return { html: `${out.slice(0, typeAt)}>${boot}${out.slice(textEnd)}`, deferred: true };
}

/** JSON that cannot end the inline script it is written into. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The events that start hydration: a pointer over the page, a touch, a key, a focused field. */
export const HYDRATION_TRIGGERS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
];

/**
 * The listener only removes the triggers and schedules the rest: adding the preloads and the
 * module script in the visitor's own event held a slowed phone's tap for 57 to 195 ms (bench
 * first-input), so it runs in a task of its own, after the tap has been answered. The task is a
 * message to itself rather than a timer: a page whose clock stands still (a test's fake clock)
 * still boots. The preloads fetch at once; the module script, whose evaluation is one long task,
 * goes in once they have all arrived and the visitor has paused typing (app/browser/typing-pause.ts,
 * whose record of keys and taps this script keeps from the start).
 */
function bootScript(moduleText: string, preloads: string[]): string {
  return (
    `(function(){var n=document.currentScript.nonce,t=${inlineJson(moduleText)},p=${inlineJson(preloads)},` +
    `e=${inlineJson(HYDRATION_TRIGGERS)},k=${inlineJson(TYPING_EVENTS)},K=${inlineJson(LAST_INPUT)},` +
    `P=${TYPING_PAUSE_MS},done=false;window[K+"Watched"]=true;` +
    `function typed(){window[K]=performance.now()}` +
    `function go(){if(done)return;done=true;e.forEach(function(x){removeEventListener(x,go,true)});var c=new MessageChannel();c.port1.onmessage=load;c.port2.postMessage(0)}` +
    `function load(){var left=p.length;function settled(){if(--left===0)ready()}` +
    `p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.onload=settled;l.onerror=settled;document.head.appendChild(l)});` +
    `if(left===0)ready()}` +
    `function ready(){var l=window[K],i=typeof l==="number"?performance.now()-l:1/0;if(i>=P)run();else setTimeout(ready,P-i)}` +
    `function run(){var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=t;document.body.appendChild(s)}` +
    `k.forEach(function(x){addEventListener(x,typed,{capture:true,passive:true})});` +
    `e.forEach(function(x){addEventListener(x,go,{capture:true,passive:true})})})()`
  );
}
