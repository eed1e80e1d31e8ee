import { is, Param, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import * as schema from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import type { ImageRole } from "~/domain/agency-images";
import { defaultLocale } from "~/domain/locales";
import { REVIEW_SCORES, REVIEW_STATUSES, STARS } from "~/domain/reviews";
import { ALERT_FREQUENCIES } from "~/domain/saved-searches";

/**
 * Issue 29, "rules written once": each rule written both in TypeScript and in SQL is checked
 * against its other half, so that changing one side alone fails a test. Here the schema's:
 *
 * - the domain's value sets and the schema's CHECK constraints;
 * - schema.ts defaults and the migrated database's.
 */
const t = useTestDatabase();

describe("value sets of the domain and the CHECK constraints of the schema", () => {
  /**
   * Which of the candidates the one-column CHECK constraint accepts (a null check counts as
   * passed, as in PostgreSQL). The values the constraint itself names are candidates too, so a
   * value only the database has is found.
   */
  async function accepted(constraint: string, candidates: readonly (string | number)[]) {
    const [found] = await selectRows<{ expr: string; column: string; type: string }>(
      t.db,
      sql`select pg_get_expr(c.conbin, c.conrelid) as expr, a.attname as column,
            format_type(a.atttypid, a.atttypmod) as type
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.conname = ${constraint} and c.contype = 'c' and cardinality(c.conkey) = 1`,
    );
    if (!found) throw new Error(`No one-column CHECK constraint ${constraint}`);
    const named = [...found.expr.matchAll(/'((?:[^']|'')*)'/g)].map((m) =>
      m[1]!.replaceAll("''", "'"),
    );
    const numbers = [...found.expr.matchAll(/\b\d+\b/g)].flatMap((m) => {
      const n = Number(m[0]);
      return [n - 1, n, n + 1];
    });
    const numeric = /int|numeric/.test(found.type);
    const all = [
      ...new Set(
        [...candidates, ...(numeric ? numbers : [...named, "", "other"])].map((v) => String(v)),
      ),
    ];
    const rows = await selectRows<{ value: string; ok: boolean }>(
      t.db,
      sql`select probe.${sql.identifier(found.column)}::text as value,
            coalesce((${sql.raw(found.expr)}), true) as ok
          from (select x::${sql.raw(found.type)} as ${sql.identifier(found.column)}
                from unnest(${new Param(all)}::text[]) as x) as probe`,
    );
    return rows
      .filter((row) => row.ok)
      .map((row) => row.value)
      .sort();
  }
  const sorted = (values: readonly (string | number)[]) => values.map(String).sort();

  it("a review's status and its reply's status: REVIEW_STATUSES", async () => {
    expect(await accepted("reviews_status", REVIEW_STATUSES)).toEqual(sorted(REVIEW_STATUSES));
    expect(await accepted("reviews_reply_status", REVIEW_STATUSES)).toEqual(
      sorted(REVIEW_STATUSES),
    );
  });

  it("each of a review's scores: STARS", async () => {
    for (const score of REVIEW_SCORES) {
      expect({ score, accepted: await accepted(`reviews_${score}_stars`, STARS) }).toEqual({
        score,
        accepted: sorted(STARS),
      });
    }
  });

  it("a saved search's frequency: ALERT_FREQUENCIES", async () => {
    expect(await accepted("saved_searches_frequency", ALERT_FREQUENCIES)).toEqual(
      sorted(ALERT_FREQUENCIES),
    );
  });

  it("an image's role: ImageRole", async () => {
    // Every ImageRole, and nothing else (the type has no list at run time: this one is checked).
    const roles = ["logo", "portfolio"] as const satisfies readonly ImageRole[];
    const everyRole: Record<ImageRole, true> = { logo: true, portfolio: true };
    expect(Object.keys(everyRole).sort()).toEqual(sorted(roles));
    expect(await accepted("agency_images_role_check", roles)).toEqual(sorted(roles));
  });
});

describe("column defaults in schema.ts and in the migrated database", () => {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );

  async function databaseDefaults() {
    const rows = await selectRows<{ table: string; column: string; value: string }>(
      t.db,
      sql`select table_name as table, column_name as column, column_default as value
          from information_schema.columns
          where table_schema = 'public' and column_default is not null`,
    );
    return new Map(rows.map((row) => [`${row.table}.${row.column}`, row.value]));
  }

  it("are the same: every constant default has its value, and every database default is declared", async () => {
    const inDatabase = await databaseDefaults();
    const declared = new Set<string>();
    for (const table of tables) {
      const { name, columns } = getTableConfig(table);
      for (const column of columns) {
        const key = `${name}.${column.name}`;
        if (column.default !== undefined) declared.add(key);
        const value: unknown = column.default;
        if (value === undefined || typeof value === "object") continue;
        const expression = inDatabase.get(key);
        const [row] = expression
          ? await selectRows<{ value: string }>(
              t.db,
              sql`select (${sql.raw(expression)})::text as value`,
            )
          : [];
        expect({ column: key, default: row?.value }).toEqual({
          column: key,
          default: String(value),
        });
      }
    }
    expect([...inDatabase.keys()].filter((key) => !declared.has(key))).toEqual([]);
  });

  it("a row's locale defaults to the default locale (domain/locales.ts)", () => {
    const locales = tables.flatMap((table) =>
      getTableConfig(table).columns.filter(
        (column) => column.name === "locale" && column.hasDefault,
      ),
    );
    expect(locales.length).toBeGreaterThan(3);
    for (const column of locales) expect(column.default).toBe(defaultLocale);
  });
});
