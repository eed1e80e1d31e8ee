import { Param, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client.server";
import { selectRows } from "../select-rows";

/** How a column's values travel: one array parameter per column. */
export type BulkType = "text" | "text[]" | "integer" | "boolean" | "timestamptz";

export type BulkColumn<Row> = {
  column: PgColumn;
  type: BulkType;
  value: (row: Row) => string | number | boolean | Date | readonly string[] | null | undefined;
};

/**
 * Inserts many rows with one statement of `insert ... select from unnest($1, $2, ...)`: one
 * array parameter per column whatever the number of rows, so neither the 65,535 bind-parameter
 * limit nor building a statement with tens of thousands of placeholders gets in the way. It is
 * several times faster than a multi-row VALUES insert on both PGlite and the PostgreSQL server.
 */
export async function bulkInsert<Row, Returned = never>(
  db: DbOrTx,
  table: PgTable,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  returning?: SQL,
): Promise<Returned[]> {
  if (rows.length === 0) return [];
  const names = sql.join(
    columns.map((c) => sql.identifier(c.column.name)),
    sql`, `,
  );
  const aliases = columns.map((_, i) => `c${i}`);
  // text[] cells travel as array literals inside a text[] parameter, then are cast back.
  const selected = sql.raw(
    columns.map((c, i) => (c.type === "text[]" ? `${aliases[i]}::text[]` : aliases[i])).join(", "),
  );
  const params = sql.join(
    columns.map((c) => {
      const values = rows.map((row) => encode(c.type, c.value(row)));
      const arrayType = c.type === "text[]" ? "text" : c.type;
      return sql`${new Param(values)}::${sql.raw(arrayType)}[]`;
    }),
    sql`, `,
  );
  const query = sql`insert into ${table} (${names}) select ${selected} from unnest(${params}) as u(${sql.raw(aliases.join(", "))})`;
  if (!returning) {
    await db.execute(query);
    return [];
  }
  return selectRows<Returned>(db, sql`${query} returning ${returning}`);
}

function encode(type: BulkType, value: ReturnType<BulkColumn<unknown>["value"]>) {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === "text[]") return arrayLiteral(value as readonly string[]);
  return value as string | number | boolean;
}

/** A PostgreSQL array literal of text values: {"a","b \"c\""}. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
}
