/**
 * What a page's HTML makes the browser load, read from the HTML text and the built chunks, without
 * a browser: pure functions, tested in html-assets.test.ts.
 *
 * The HTML is scanned as text rather than parsed into a DOM, so tags inside `<template>` elements
 * (whose content a DOM keeps apart) count like any other, and comments are skipped.
 */
import path from "node:path";

export type HtmlAssets = {
  /** `/assets/*.js` paths the HTML loads: script src, modulepreload, imports in inline scripts. */
  scripts: string[];
  /** Hrefs of `<link rel="stylesheet">`, as paths when on the page's own site. */
  stylesheets: string[];
  /** The text of every inline JavaScript `<script>` (not JSON data such as ld+json). */
  inlineScripts: string[];
  /** The page's language, `<html lang>` ("en", "ar"); undefined when it names none. */
  lang: string | undefined;
};

/** The assets that `html`, served at `pageUrl`, loads. Each path once, in order of appearance. */
export function htmlAssets(html: string, pageUrl: string): HtmlAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const inlineScripts: string[] = [];
  let lang: string | undefined;
  const addScript = (reference: string) => {
    const asset = assetPath(reference, pageUrl);
    if (asset?.endsWith(".js")) scripts.add(asset);
  };

  for (const tag of scanTags(html)) {
    if (tag.name === "html") {
      lang ??= tag.attributes.get("lang");
    } else if (tag.name === "script") {
      const src = tag.attributes.get("src");
      if (src !== undefined) {
        addScript(src);
      } else if (isJavaScript(tag.attributes.get("type"))) {
        inlineScripts.push(tag.text);
        for (const specifier of moduleSpecifiers(tag.text, { dynamic: true })) addScript(specifier);
        // The form pages' deferred boot script holds React Router's module script as a JSON
        // string, run after the load event (app/http/deferred-hydration.server.ts): its imports
        // count too.
        const unescaped = tag.text.replaceAll('\\"', '"').replaceAll("\\n", "\n");
        if (unescaped !== tag.text) {
          for (const specifier of moduleSpecifiers(unescaped, { dynamic: true }))
            addScript(specifier);
        }
      }
    } else if (tag.name === "link") {
      const rel = (tag.attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = tag.attributes.get("href");
      if (href === undefined) continue;
      const as = tag.attributes.get("as")?.toLowerCase();
      if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) {
        addScript(href);
      } else if (rel.includes("stylesheet")) {
        stylesheets.add(assetPath(href, pageUrl) ?? href);
      }
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets], inlineScripts, lang };
}

/**
 * The path of `reference` (as written in the HTML of `pageUrl`) when it is on the page's own site,
 * without query or hash; undefined for another site or something that is not a URL.
 */
export function assetPath(reference: string, pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(reference, pageUrl);
  } catch {
    return undefined;
  }
  return url.origin === new URL(pageUrl).origin ? url.pathname : undefined;
}

/**
 * The modules JavaScript `source` imports: `import ... from "x"`, `import "x"`, `export ... from
 * "x"` (minified: `import{a}from"./x.js"`) and, with `dynamic`, `import("x")` with a literal
 * (which an inline script runs at once). Specifiers as written.
 */
export function moduleSpecifiers(source: string, options: { dynamic?: boolean } = {}): string[] {
  const found: string[] = [];
  const pattern = options.dynamic
    ? /\b(?:from|import)\s*(?:\(\s*)?(["'`])([^"'`\n]+)\1/g
    : /\b(?:from|import)\s*(["'`])([^"'`\n]+)\1/g;
  for (const match of source.matchAll(pattern)) {
    // `from` and `import` as property names (`x.from("a")`) are not module syntax.
    if (source[match.index - 1] === ".") continue;
    found.push(match[2]!);
  }
  return found;
}

/**
 * Every chunk that loading `entries` loads: the entries and, transitively, the chunks their static
 * imports name (dynamic `import()` loads later, if at all, so it is not followed). `read` returns
 * a chunk's source by its path (`/assets/x.js`), or undefined when there is no such file.
 */
export function followStaticImports(
  entries: readonly string[],
  read: (assetPath: string) => string | undefined,
): { chunks: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const source = read(chunk);
    if (source === undefined) {
      missing.push(chunk);
      continue;
    }
    for (const specifier of moduleSpecifiers(source)) {
      // Chunks import each other by relative path (`./x.js`); a bare name cannot occur in a
      // built chunk, and a string that merely looks like an import names no .js file.
      if (!/^\.{0,2}\/\S*\.m?js(?:[?#]\S*)?$/.test(specifier)) continue;
      const imported = path.posix.resolve(path.posix.dirname(chunk), specifier.split(/[?#]/)[0]!);
      if (!seen.has(imported)) queue.push(imported);
    }
  }
  return { chunks: [...seen].filter((chunk) => !missing.includes(chunk)), missing };
}

/** The client entry chunk: React Router names it after app/entry.client.tsx. */
export const isEntryChunk = (chunk: string) =>
  /^entry\.client-[\w-]+\.js$/.test(path.posix.basename(chunk));

/**
 * The catalogue chunk a page in `locale` loads before it hydrates: app/entry.client.tsx imports
 * only the page's catalogue, with a dynamic `import()` (so followStaticImports does not see it) of
 * the module named after the locale (app/domain/messages/ar.ts is `./ar-<hash>.js`). Undefined
 * when `entrySource`, the entry chunk at `entryChunk`, imports no such chunk.
 */
export function catalogueChunk(
  entryChunk: string,
  entrySource: string,
  locale: string,
): string | undefined {
  for (const [, , specifier] of entrySource.matchAll(/\bimport\(\s*(["'`])([^"'`\n]+)\1\s*\)/g)) {
    if (path.posix.basename(specifier!).startsWith(`${locale}-`) && specifier!.endsWith(".js")) {
      return path.posix.resolve(path.posix.dirname(entryChunk), specifier!);
    }
  }
  return undefined;
}

const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

/** Whether a `<script type>` is JavaScript the browser runs (no type is JavaScript). */
function isJavaScript(type: string | undefined): boolean {
  return type === undefined || JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

type Tag = { name: string; attributes: Map<string, string>; text: string };

/**
 * The start tags of `html` in order, with lower-case names and attributes (entities `&amp;`,
 * `&quot;`, `&#39;`, `&lt;`, `&gt;` decoded); a `<script>`'s text runs to its `</script`, as in a
 * browser. Comments and the contents of `<style>` are skipped.
 */
export function* scanTags(html: string): Generator<Tag> {
  const lower = html.toLowerCase();
  let at = 0;
  for (;;) {
    const open = html.indexOf("<", at);
    if (open < 0) return;
    if (html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      if (close < 0) return;
      at = close + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 64));
    if (!nameMatch) {
      at = open + 1;
      continue;
    }
    const name = nameMatch[1]!.toLowerCase();
    const end = tagEnd(html, open + nameMatch[0].length);
    if (end < 0) return;
    const attributes = parseAttributes(html.slice(open + nameMatch[0].length, end));
    at = end + 1;
    let text = "";
    if (name === "script" || name === "style") {
      const close = lower.indexOf(`</${name}`, at);
      const stop = close < 0 ? html.length : close;
      text = html.slice(at, stop);
      at = stop;
    }
    if (name !== "style") yield { name, attributes, text };
  }
}

/** Index of the `>` that ends a start tag whose attributes begin at `from` (quotes respected). */
function tagEnd(html: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === ">") {
      return i;
    }
  }
  return -1;
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
    }
  }
  return attributes;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
}
