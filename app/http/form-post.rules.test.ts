import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every form post goes through the one pipeline (form-post.server.ts): no route or http module
 * reads a form body, parses one with Conform, or writes a Retry-After header by itself. The
 * pipeline's own modules and the upload reader (multipart bodies over 64 KB) are the exceptions.
 */
const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OWN = new Set([
  "http/form-post.server.ts",
  "http/refusal.server.ts",
  "http/request-body.server.ts",
  "http/json-api.server.ts",
  "http/multipart.server.ts",
]);
const FORBIDDEN = [
  { pattern: /\breadFormBody\(/, what: "reads a form body itself (use readFormPost)" },
  { pattern: /\bparseWithZod\(/, what: "parses a form with Conform itself (use readFormPost)" },
  { pattern: /\brequest\.formData\(\)/, what: "reads a form body itself (use readFormPost)" },
  { pattern: /["']Retry-After["']/, what: "writes Retry-After itself (a Refusal carries it)" },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("the form pipeline", () => {
  it("is the only reader of form posts in routes and http modules", () => {
    const offences: string[] = [];
    for (const file of [...sources(path.join(app, "routes")), ...sources(path.join(app, "http"))]) {
      const relative = path.relative(app, file).split(path.sep).join("/");
      if (OWN.has(relative)) continue;
      const text = readFileSync(file, "utf8");
      for (const { pattern, what } of FORBIDDEN) {
        if (pattern.test(text)) offences.push(`${relative} ${what}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
