/**
 * Which package each byte of the browser's scripts comes from, for `trace.ts`: the client is built
 * again with hidden source maps (`react-router build --sourcemapClient hidden`) in a temporary copy
 * of the project (app/, public/ and the build's configuration, node_modules linked), so neither
 * build/ nor the served files change and no map is ever served. Hidden maps leave the code as it
 * is, so the copy's chunks carry the same names (content hashes) as the served build's: a chunk
 * whose map is missing means the served build is not of these sources.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
const HELPERS = "bundler helpers";
const COPIED = [
  "app",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** Builds the client with hidden maps in a temporary directory; returns its build/client/assets. */
export function buildWithSourceMaps(): { assetsDir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "first-input-maps-"));
  for (const entry of COPIED)
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/@react-router/dev/bin.js"),
      "build",
      "--sourcemapClient",
      "hidden",
    ],
    { cwd: dir, encoding: "utf8" },
  );
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the build with source maps failed:\n${build.stdout}\n${build.stderr}`);
  }
  return {
    assetsDir: path.join(dir, "build/client/assets"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The package a source of a map belongs to: the package under the last `node_modules/`
 * (`@scope/name` or `name`); the message catalogues (`app/domain/messages/`); the rest of app/;
 * anything else (the bundler's helpers) as "bundler helpers".
 */
export function packageOf(source: string): string {
  const at = source.lastIndexOf("node_modules/");
  if (at !== -1) {
    const parts = source.slice(at + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (/(^|\/)app\/domain\/messages\//.test(source)) return "i18n catalogue (app/domain/messages)";
  if (/(^|\/)app\//.test(source)) return "app code";
  return HELPERS;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/**
 * Segments of a map's `mappings`: per generated line, [generated column, source index or -1,
 * original line (0-based)].
 */
export function decodeMappings(
  mappings: string,
): [column: number, source: number, line: number][][] {
  const lines: [number, number, number][][] = [];
  let source = 0;
  let sourceLine = 0;
  for (const line of mappings.split(";")) {
    const segments: [number, number, number][] = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        if (digit === undefined) throw new Error(`bad source map character ${char}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length >= 4) {
        source += values[1]!;
        sourceLine += values[2]!;
        segments.push([column, source, sourceLine]);
      } else segments.push([column, -1, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Where a generated position comes from: its package, and its source file and line (1-based). */
export type Origin = { pkg: string; source?: string; line?: number };

export type ChunkMap = {
  /** The origin of a generated position (0-based line and column). */
  originAt(line: number, column: number): Origin;
  /** The chunk's code split by package: package -> its generated code, in order. */
  codeByPackage: Map<string, string>;
};

/** A source's path from the project (`app/...`, `node_modules/...`), for the output. */
const shortSource = (source: string) => {
  const at = source.lastIndexOf("node_modules/");
  if (at !== -1) return source.slice(at);
  const app = source.search(/(^|\/)app\//);
  return app === -1 ? source : source.slice(app).replace(/^\//, "");
};

/** The map of chunk `file` (`entry.client-x.js`) in `assetsDir`, or undefined without one. */
export function readChunkMap(assetsDir: string, file: string): ChunkMap | undefined {
  const mapFile = path.join(assetsDir, `${file}.map`);
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
  const packages = map.sources.map(packageOf);
  const sources = map.sources.map(shortSource);
  const lines = decodeMappings(map.mappings);
  const code = readFileSync(path.join(assetsDir, file), "utf8").split("\n");
  const codeByPackage = new Map<string, string>();
  const add = (pkg: string, text: string) =>
    codeByPackage.set(pkg, (codeByPackage.get(pkg) ?? "") + text);
  lines.forEach((segments, lineIndex) => {
    const text = code[lineIndex] ?? "";
    if (segments.length === 0) {
      if (text) add(HELPERS, text);
      return;
    }
    add(HELPERS, text.slice(0, segments[0]![0]));
    segments.forEach(([column, source], i) =>
      add(
        source === -1 ? HELPERS : packages[source]!,
        text.slice(column, segments[i + 1]?.[0] ?? text.length),
      ),
    );
  });
  return {
    codeByPackage,
    originAt(line, column) {
      const segments = lines[line];
      if (!segments || segments.length === 0 || column < segments[0]![0]) return { pkg: HELPERS };
      let lo = 0;
      let hi = segments.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (segments[mid]![0] <= column) lo = mid;
        else hi = mid - 1;
      }
      const [, source, sourceLine] = segments[lo]!;
      if (source === -1) return { pkg: HELPERS };
      return { pkg: packages[source]!, source: sources[source]!, line: sourceLine + 1 };
    },
  };
}

export type PackageWeight = { pkg: string; rawBytes: number; gzipShare: number; gzipAlone: number };

/**
 * The weight of each package in the given chunks: raw bytes; its share of the chunks' gzip (each
 * chunk's gzip size split by raw bytes, so the shares add up to the files' gzip total); and its
 * own code gzipped alone (what it would weigh as a file of its own).
 */
export function weighPackages(assetsDir: string, files: readonly string[]) {
  const raw = new Map<string, number>();
  const share = new Map<string, number>();
  const code = new Map<string, string>();
  const unmapped: string[] = [];
  let gzipTotal = 0;
  for (const file of files) {
    const content = readFileSync(path.join(assetsDir, file));
    const gzip = gzipSync(content, { level: 6 }).length;
    gzipTotal += gzip;
    const map = readChunkMap(assetsDir, file);
    const parts = map
      ? map.codeByPackage
      : new Map([[`(no map) ${file}`, content.toString("utf8")]]);
    if (!map) unmapped.push(file);
    const total = [...parts.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0) || 1;
    for (const [pkg, text] of parts) {
      const bytes = Buffer.byteLength(text);
      raw.set(pkg, (raw.get(pkg) ?? 0) + bytes);
      share.set(pkg, (share.get(pkg) ?? 0) + (gzip * bytes) / total);
      code.set(pkg, (code.get(pkg) ?? "") + text);
    }
  }
  const weights: PackageWeight[] = [...raw.keys()].map((pkg) => ({
    pkg,
    rawBytes: raw.get(pkg)!,
    gzipShare: share.get(pkg)!,
    gzipAlone: gzipSync(code.get(pkg)!, { level: 6 }).length,
  }));
  weights.sort((a, b) => b.gzipShare - a.gzipShare);
  return { weights, gzipTotal, unmapped };
}
