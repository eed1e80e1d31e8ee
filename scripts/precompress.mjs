// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file
// of build/client, so static assets are compressed once at build instead of on every request
// (server/app.ts serves them with express-static-gzip). Files under 1 KB are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", "build", "client");
const COMPRESSIBLE = new Set([
  ".js",
  ".css",
  ".svg",
  ".html",
  ".json",
  ".txt",
  ".xml",
  ".ico",
  ".webmanifest",
]);
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.has(path.extname(name)) && statSync(file).size >= MIN_BYTES) {
      const data = readFileSync(file);
      const br = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      files++;
      before += data.length;
      after += br.length;
    }
  }
}
walk(root);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
