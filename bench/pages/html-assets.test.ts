import { describe, expect, it } from "vitest";
import {
  catalogueChunk,
  followStaticImports,
  htmlAssets,
  isEntryChunk,
  moduleSpecifiers,
} from "./html-assets";

const PAGE = "http://127.0.0.1:4000/pricing";

describe("htmlAssets", () => {
  it("finds script src, modulepreload and the imports of inline scripts, each once", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
      <link nonce="n" href='/assets/chunk-B.js' rel='modulepreload'>
      <link rel=modulepreload href=/assets/unquoted-C.js>
      <link rel="preload" as="script" href="/assets/preloaded-D.js">
      <link rel="preload" as="font" href="/assets/font-E.woff2">
      <script type="module" src="/assets/classic-F.js?v=1"></script>
      </head><body>
      <script nonce="n" type="module" async="">
        import * as route0 from "/assets/root-G.js";
        import * as route1 from "/assets/pricing-H.js";
        window.__reactRouterManifest = { "module": "/assets/home-NOT-LOADED.js" };
        import("/assets/entry.client-A.js");
      </script>
      </body></html>`;
    expect(htmlAssets(html, PAGE).scripts).toEqual([
      "/assets/entry.client-A.js",
      "/assets/chunk-B.js",
      "/assets/unquoted-C.js",
      "/assets/preloaded-D.js",
      "/assets/classic-F.js",
      "/assets/root-G.js",
      "/assets/pricing-H.js",
    ]);
  });

  it("counts the assets a deferred boot script names in a string (loaded after the load event)", () => {
    const html =
      '<script nonce="n">(function(){var t="import * as route0 from \\"/assets/root-A1.js\\";' +
      'window.m = {\\"module\\": \\"/assets/other-NOT-LOADED.js\\"};' +
      '\\n\\nimport(\\"/assets/entry.client-B2.js\\");",p=["/assets/entry.client-B2.js"];})()</script>';
    expect(htmlAssets(html, PAGE).scripts).toEqual([
      "/assets/root-A1.js",
      "/assets/entry.client-B2.js",
    ]);
  });

  it("reads tags inside <template> elements, and ignores comments", () => {
    const html = `<template id="later"><link rel="modulepreload" href="/assets/in-template.js">
      <script>import("/assets/template-import.js")</script></template>
      <!-- <link rel="modulepreload" href="/assets/commented-out.js"> -->
      <!--$--><p>text</p><!--/$-->`;
    const assets = htmlAssets(html, PAGE);
    expect(assets.scripts).toEqual(["/assets/in-template.js", "/assets/template-import.js"]);
    expect(assets.inlineScripts).toEqual([`import("/assets/template-import.js")`]);
  });

  it("counts inline JavaScript only, each script's text up to its </script", () => {
    const html = `<script>var a = "<div>";</script>
      <script type="application/ld+json">{"@type":"Organization","logo":"/assets/x.js"}</script>
      <script type="text/javascript">b()</script><SCRIPT>c()</SCRIPT >`;
    const assets = htmlAssets(html, PAGE);
    expect(assets.inlineScripts).toEqual([`var a = "<div>";`, "b()", "c()"]);
    expect(assets.scripts).toEqual([]);
  });

  it("leaves out other sites and non-JavaScript, and lists stylesheets", () => {
    const html = `<link rel="modulepreload" href="https://cdn.example/assets/other-site.js">
      <script src="//cdn.example/lib.js"></script>
      <link rel="icon" href="/favicon.ico">
      <link rel="stylesheet" href="/assets/root-A.css"><link href="/assets/root-A.css" rel="stylesheet">
      <link rel="alternate stylesheet" href="http://127.0.0.1:4000/assets/alt.css?x=1&amp;y=2">
      <link rel="stylesheet" href="https://fonts.example/css">`;
    const assets = htmlAssets(html, PAGE);
    expect(assets.scripts).toEqual([]);
    expect(assets.stylesheets).toEqual([
      "/assets/root-A.css",
      "/assets/alt.css",
      "https://fonts.example/css",
    ]);
  });
});

describe("moduleSpecifiers", () => {
  it("reads the static imports of a minified chunk", () => {
    const source =
      `import{L as d,w as m}from"./chunk-A.js";import*as R from"./react-B.js";import"./side-C.js";` +
      `export{q}from"./re-export-D.js";export*from"./star-E.js";` +
      `const lazy=()=>import("./lazy-F.js");x.from("./not-an-import.js");` +
      `import { a } from '../spaced-G.js';`;
    expect(moduleSpecifiers(source)).toEqual([
      "./chunk-A.js",
      "./react-B.js",
      "./side-C.js",
      "./re-export-D.js",
      "./star-E.js",
      "../spaced-G.js",
    ]);
    const withDynamic = moduleSpecifiers(source, { dynamic: true });
    expect(withDynamic).toContain("./lazy-F.js");
    expect(withDynamic).not.toContain("./not-an-import.js");
  });
});

describe("followStaticImports", () => {
  const files: Record<string, string> = {
    "/assets/entry.js": `import{a}from"./shared.js";import"./styles-side.js";const l=()=>import("./lazy.js");`,
    "/assets/route.js": `import{a}from"./shared.js";import{b}from"./deep.js";`,
    "/assets/shared.js": `import{c}from"./cycle.js";export const a=1;`,
    "/assets/cycle.js": `import{a}from"./shared.js";export const c=2;`,
    "/assets/deep.js": `import{d}from"/assets/absolute.js";export const b=3;`,
    "/assets/absolute.js": `export const d=4;`,
    "/assets/styles-side.js": `console.log(1);`,
    "/assets/lazy.js": `export default 5;`,
  };
  const read = (chunk: string) => files[chunk];

  it("adds every chunk the entries import statically, transitively, once each", () => {
    const { chunks, missing } = followStaticImports(["/assets/entry.js", "/assets/route.js"], read);
    expect(chunks.sort()).toEqual(
      [
        "/assets/entry.js",
        "/assets/route.js",
        "/assets/shared.js",
        "/assets/cycle.js",
        "/assets/deep.js",
        "/assets/absolute.js",
        "/assets/styles-side.js",
      ].sort(),
    );
    expect(chunks).not.toContain("/assets/lazy.js");
    expect(missing).toEqual([]);
  });

  it("reports chunks that are not there", () => {
    const result = followStaticImports(["/assets/gone.js", "/assets/absolute.js"], read);
    expect(result).toEqual({ chunks: ["/assets/absolute.js"], missing: ["/assets/gone.js"] });
  });
});

describe("catalogueChunk", () => {
  const entry = "/assets/entry.client-Q1.js";
  const source =
    `import{r}from"./chunk-X.js";const l={en:()=>import("./en-BkH_px-1.js").then(e=>e.en),` +
    `ar:()=>import("./ar-AEK.js").then(e=>e.ar)};import("./area-map-Z.js");`;

  it("finds the chunk of the page's catalogue among the entry's dynamic imports", () => {
    expect(catalogueChunk(entry, source, "ar")).toBe("/assets/ar-AEK.js");
    expect(catalogueChunk(entry, source, "en")).toBe("/assets/en-BkH_px-1.js");
    expect(catalogueChunk(entry, source, "fr")).toBeUndefined();
    expect(catalogueChunk(entry, `import{a}from"./ar-static.js";`, "ar")).toBeUndefined();
  });

  it("tells the entry chunk by its name", () => {
    expect(isEntryChunk(entry)).toBe(true);
    expect(isEntryChunk("/assets/entry.client.helper-x.js")).toBe(false);
    expect(isEntryChunk("/assets/root-Q1.js")).toBe(false);
  });
});

describe("the page's language", () => {
  it("is read from <html lang>", () => {
    expect(htmlAssets('<!DOCTYPE html><html lang="ar" dir="rtl"><head>', PAGE).lang).toBe("ar");
    expect(htmlAssets("<html><body>", PAGE).lang).toBeUndefined();
  });
});
