/**
 * The project room's thread pages (docs/decisions/018-project-room.md) at size: BENCH_THREADS
 * threads (default 100) of BENCH_THREAD_MESSAGES messages each (default 1,000: 100,000 in all), on
 * PGlite in a temporary directory or a fresh database on the PostgreSQL server of DATABASE_URL.
 * The built server answers a signed-in client's thread page, the agency's and "My briefs" under
 * autocannon (BENCH_DURATION_S seconds, one connection, then BENCH_CONNECTIONS): p50 and p99
 * latency and requests per second. Goal: a thread page's p99 with one visitor under 200 ms.
 */
import autocannon from "autocannon";
import getPort from "get-port";
import { sql } from "drizzle-orm";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { selectRows } from "~/db/select-rows";
import { setSessionCookie } from "~/http/sessions/session-cookie.server";
import {
  AGENCY_SESSION_TTL_MS,
  CLIENT_SESSION_TTL_MS,
  createSession,
} from "~/services/sessions.server";
import { ensureBuild, startServer, stop, waitReady } from "./built-server";
import { throwawayDatabase } from "./throwaway-database";

export const name = "project-room";
export const description =
  "thread pages with 1,000 messages in the thread and 100,000 in all: p50/p99 ms and req/s";

const threads = Number(process.env.BENCH_THREADS ?? 100);
const perThread = Number(process.env.BENCH_THREAD_MESSAGES ?? 1000);
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
/** One visitor at a time (the page's own latency), then BENCH_CONNECTIONS at once (default 10). */
const connectionCounts = [1, Number(process.env.BENCH_CONNECTIONS ?? 10)];
const SECRET = "bench-room-".padEnd(40, "x");

export async function run(): Promise<Record<string, number | string>> {
  ensureBuild();
  const throwaway = await throwawayDatabase("room", process.env.DATABASE_URL || undefined);
  const { target } = throwaway;
  const figures: Record<string, number | string> = {
    driver: target.kind,
    threads,
    messages: threads * perThread,
  };
  const port = await getPort({ host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent", SITE_URL: base });
  let cookies: { client: string; agency: string; matchId: number };
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const seeded = performance.now();
    cookies = await seedRoom(database, config);
    console.log(
      `  ${target.kind}: ${threads} threads x ${perThread} messages seeded in ${Math.round((performance.now() - seeded) / 1000)} s`,
    );
  } finally {
    await database.close();
  }
  const server = startServer(port, target, { SESSION_SECRET: SECRET });
  try {
    await waitReady(server, base);
    console.log(`  ${durationS} s a run`);
    console.log("  page               conns  p50_ms  p99_ms     rps");
    const pages: [string, string, string][] = [
      ["client_thread", `/my-briefs/threads/${cookies.matchId}`, cookies.client],
      ["agency_thread", `/dashboard/threads/${cookies.matchId}`, cookies.agency],
      ["my_briefs", "/my-briefs", cookies.client],
    ];
    for (const [label, pathname, cookie] of pages) {
      const check = await fetch(base + pathname, { headers: { Cookie: cookie } });
      if (check.status !== 200) throw new Error(`${pathname} answered ${check.status}`);
      for (const connections of connectionCounts) {
        const result = await autocannon({
          url: base + pathname,
          connections,
          duration: durationS,
          headers: { Cookie: cookie, "Accept-Encoding": "br, gzip" },
        });
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${pathname}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        }
        const key = `${label}_c${connections}`;
        figures[`${key}_p50_ms`] = result.latency.p50;
        figures[`${key}_p99_ms`] = result.latency.p99;
        figures[`${key}_rps`] = Math.round(result.requests.average);
        console.log(
          `  ${label.padEnd(19)}${String(connections).padStart(5)}${String(result.latency.p50).padStart(8)}${String(result.latency.p99).padStart(8)}${String(Math.round(result.requests.average)).padStart(8)}`,
        );
      }
    }
    return figures;
  } finally {
    await stop(server);
    await throwaway.dispose();
  }
}

/**
 * `threads` briefs, three to a client address, each matched with its own agency, each thread
 * `perThread` messages alternating between the sides; the first thread and its client are the
 * ones measured. Set based: a few statements whatever the sizes.
 */
async function seedRoom(
  database: Awaited<ReturnType<typeof openDatabase>>,
  config: ReturnType<typeof loadConfig>,
) {
  const { db } = database;
  await db.execute(sql`
    insert into agencies (slug, agency_name, contact_name, email, services, experience, description, approved)
    select 'bench-room-' || g, 'Bench Room Agency ' || g, 'Omar Khalil', 'agency' || g || '@bench.example',
      array['Web Design'], '3-5', 'A bench agency for the project room.', true
    from generate_series(1, ${threads}) g`);
  await db.execute(sql`
    insert into briefs (company_name, contact_name, email, project_type, budget, timeline, description)
    select 'Bench Client ' || g, 'Layla Haddad', 'client' || (g % 33) || '@bench.example', 'website', '15k-30k',
      '1-month', 'A bench brief for the project room.'
    from generate_series(1, ${threads}) g`);
  await db.execute(sql`
    insert into matches (brief_id, agency_id, matched_at)
    select b.id, a.id, now() - interval '30 days'
    from (select id, row_number() over (order by id) n from briefs) b
    join (select id, row_number() over (order by id) n from agencies) a using (n)`);
  await db.execute(sql`
    insert into thread_messages (match_id, author, body, created_at)
    select m.id, case when g % 2 = 0 then 'client' else 'agency' end,
      'Message ' || g || ': we reviewed the homepage draft and have comments on the hero, the menu and the contact form; details follow in the attached notes. https://example.ae/notes/' || g,
      now() - interval '30 days' + g * interval '1 minute'
    from matches m, generate_series(1, ${perThread}) g`);
  const [first] = await selectRows<{ id: number; agency_id: number }>(
    db,
    sql`select id, agency_id from matches order by id limit 1`,
  );
  const client = await createSession(
    db,
    { clientEmail: "client1@bench.example" },
    CLIENT_SESSION_TTL_MS,
  );
  const agency = await createSession(db, { agencyId: first!.agency_id }, AGENCY_SESSION_TTL_MS);
  const cookieOf = async (kind: "client" | "agency", s: { token: string; expiresAt: Date }) =>
    (await setSessionCookie(config, s.token, s.expiresAt, kind)).split(";")[0]!;
  return {
    client: await cookieOf("client", client),
    agency: await cookieOf("agency", agency),
    matchId: first!.id,
  };
}
