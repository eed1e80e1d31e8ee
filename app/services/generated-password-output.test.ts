import { mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedPasswordOutput } from "./admin-accounts.server";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "wakala-password-"));

describe("a generated admin password", () => {
  it("is printed when a person watches a terminal, and written nowhere else", () => {
    const file = path.join(tempDir(), "admin-password.txt");
    const written: string[] = [];
    const files: string[] = [];
    generatedPasswordOutput({
      file,
      terminal: true,
      write: (text) => written.push(text),
      onFile: (f) => files.push(f),
    })("Username: admin  Password: s3cret-generated");
    expect(written).toEqual(["Username: admin  Password: s3cret-generated\n"]);
    expect(files).toEqual([]);
    expect(() => statSync(file)).toThrow();
  });

  it("otherwise goes into a file only its owner can read, whose path (not the password) is told", () => {
    const file = path.join(tempDir(), "data", "admin-password.txt");
    const written: string[] = [];
    const told: string[] = [];
    const show = generatedPasswordOutput({
      file,
      terminal: false,
      write: (text) => written.push(text),
      onFile: (f) => told.push(f),
    });
    show("\nUsername: admin  Password: s3cret-generated\n");
    expect(written).toEqual([]);
    expect(told).toEqual([file]);
    expect(readFileSync(file, "utf8")).toBe("Username: admin  Password: s3cret-generated\n");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // A later password replaces the file, still owner-only, even if someone widened it.
    writeFileSync(file, "old", { mode: 0o644 });
    show("Username: admin  Password: second-one");
    expect(readFileSync(file, "utf8")).toBe("Username: admin  Password: second-one\n");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("never writes through a link planted at the file's path", () => {
    const dir = tempDir();
    const target = path.join(dir, "elsewhere.txt");
    writeFileSync(target, "untouched");
    const file = path.join(dir, "admin-password.txt");
    symlinkSync(target, file);
    generatedPasswordOutput({ file, terminal: false, onFile: () => {} })("Password: x");
    expect(readFileSync(target, "utf8")).toBe("untouched");
    expect(readFileSync(file, "utf8")).toBe("Password: x\n");
  });
});
