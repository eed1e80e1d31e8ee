import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { databaseFunctionsPath, databaseFunctionsText } from "./database-functions";

const t = useTestDatabase();

/**
 * The file is written from PGlite (PostgreSQL 18). A PostgreSQL server of another version prints
 * the same definitions its own way (pg_get_functiondef, pg_get_triggerdef) and names its version
 * in the header, so on a server (TEST_DATABASE_URL) only the names are compared.
 */
const onServer = inject("postgresTemplateUrl") !== "";

/** The names of the functions and triggers a text defines, in its order. */
const definedNames = (text: string) =>
  [...text.matchAll(/^-- (.+)\n(?=CREATE )/gm)].map((m) => m[1]);

describe("docs/database-functions.sql", () => {
  it.skipIf(onServer)(
    "is the functions and triggers the migrations make (PGlite only; if not, run npm run db:functions)",
    async () => {
      const generated = await databaseFunctionsText(t.db);
      expect(
        readFileSync(databaseFunctionsPath, "utf8"),
        "docs/database-functions.sql is stale: run npm run db:functions",
      ).toBe(generated);
    },
  );

  it("names every function and trigger the migrations make, and no other", async () => {
    const names = definedNames(await databaseFunctionsText(t.db));
    expect(names.length).toBeGreaterThan(30);
    expect(
      definedNames(readFileSync(databaseFunctionsPath, "utf8")),
      "docs/database-functions.sql is stale: run npm run db:functions",
    ).toEqual(names);
  });
});
