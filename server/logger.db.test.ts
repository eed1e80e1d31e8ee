import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { createLogger } from "./logger";

/**
 * A failed query's values (what people typed) never reach the logs (docs/decisions/009, Logs),
 * whichever way the error is logged: Drizzle puts them in its message, stack and `params`,
 * PostgreSQL in `detail`.
 */
const t = useTestDatabase();

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger("info", sink), lines };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("logged query errors", () => {
  it("keep out the values of a unique violation: params, message, stack and detail", async () => {
    const personal = "layla.haddad+private@example.ae";
    await makeAgency(t.db, { email: personal });
    const error = await failure(() => makeAgency(t.db, { email: personal.toUpperCase() }));
    // The raw error carries the address in several places: this is what must not be logged.
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error)).toLowerCase()).toContain(
      personal,
    );

    const { log, lines } = capture();
    log.error({ err: error }, "storing an agency listing failed");
    const line = lines.join("");
    expect(line).not.toMatch(/layla\.haddad/i);
    const { err } = JSON.parse(line) as { err: Record<string, unknown> };
    expect(err.message).toMatch(/^Failed query: insert into "agencies"/);
    expect(err.message).toContain("params: [redacted]");
    expect(err.params).toBe("[redacted]");
    expect(err.stack).toContain("params: [redacted]");
    // What debugging needs stays: the SQL, the cause's code and constraint.
    expect(err.stack).toContain(
      'duplicate key value violates unique constraint "agencies_email_lower_key"',
    );
    expect(err.query).toContain('insert into "agencies"');
    expect(err.type).toBe("DrizzleQueryError");
  });

  it("keep out the value a data exception quotes, and a driver error logged directly", async () => {
    const error = await failure(() => t.db.execute(sql`select ${"omar@saffron.ae"}::integer`));
    const cause = (error as { cause?: unknown }).cause;
    const { log, lines } = capture();
    log.error({ err: error }, "a query failed");
    log.error({ err: cause }, "the driver's error");
    const text = lines.join("");
    expect(text).not.toContain("omar@saffron.ae");
    expect(text).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
    const direct = JSON.parse(lines[1]!) as { err: Record<string, unknown> };
    expect(direct.err.code).toBe("22P02");
  });

  it("redact the detail of a driver error logged without Drizzle's wrapper", async () => {
    const violation = await failure(() =>
      t.db.execute(
        sql`insert into agency_slug_aliases (slug, agency_id) values ('private-slug', ${987654321})`,
      ),
    );
    const cause = (violation as { cause?: Record<string, unknown> }).cause!;
    expect(String(cause.detail)).toContain("987654321");
    const { log, lines } = capture();
    log.warn({ err: cause }, "a foreign key violation");
    expect(lines.join("")).not.toContain("987654321");
    const { err } = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ detail: "[redacted]", code: "23503" });
  });
});
