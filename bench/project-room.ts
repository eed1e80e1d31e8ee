/**
 * The project room's thread pages (docs/decisions/018-project-room.md) at size: BENCH_THREADS
 * threads (default 100) of BENCH_THREAD_MESSAGES messages each (default 1,000: 100,000 in all), on
 * PGlite in a temporary directory or a fresh database on the PostgreSQL server of DATABASE_URL.
 * The built server answers a signed-in client's thread page, the agency's and "My briefs" under
 * autocannon (BENCH_DURATION_S seconds, one connection, then BENCH_CONNECTIONS): p50 and p99
 * latency and requests per second, and the client's comparison of a brief's proposals (every match
 * has a proposal with three sent versions, issue 31). Goal: a thread page's p99 with one visitor
 * under 200 ms. Then
 * a 25 MB file up and down: MB/s, and the server's memory growth during the upload (under 10 MB).
 * Last, answers by e-mail (decision 019) through the server's inbound SMTP listener: the time from
 * a mail's first byte to the listener's 250, which it gives once the message is in the thread
 * (p50/p99 of BENCH_INBOUND_MAILS answers, text alone and with a 1 MB PDF).
 */
import autocannon from "autocannon";
import getPort from "get-port";
import { sql } from "drizzle-orm";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import nodemailer from "nodemailer";
import { selectRows } from "~/db/select-rows";
import { setSessionCookie } from "~/http/sessions/session-cookie.server";
import { replyAddress } from "~/services/reply-addresses.server";
import {
  AGENCY_SESSION_TTL_MS,
  CLIENT_SESSION_TTL_MS,
  createSession,
} from "~/services/sessions.server";
import { ensureBuild, round1, rssMb, startServer, stop, waitReady } from "./built-server";
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
const inboundMails = Number(process.env.BENCH_INBOUND_MAILS ?? 100);
const INBOUND_DOMAIN = "reply.bench.example";

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
  let cookies: { client: string; agency: string; matchId: number; briefId: number };
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
  const smtpPort = await getPort({ host: "127.0.0.1" });
  const server = startServer(port, target, {
    SESSION_SECRET: SECRET,
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_MAIL_DOMAIN: INBOUND_DOMAIN,
    // The answers below are many more than a person's limits allow.
    RATE_LIMIT_MULTIPLIER: "1000",
  });
  try {
    await waitReady(server, base);
    console.log(`  ${durationS} s a run`);
    console.log("  page               conns  p50_ms  p99_ms     rps");
    const pages: [string, string, string][] = [
      ["client_thread", `/my-briefs/threads/${cookies.matchId}`, cookies.client],
      ["agency_thread", `/dashboard/threads/${cookies.matchId}`, cookies.agency],
      ["my_briefs", "/my-briefs", cookies.client],
      // The client's comparison of the brief's proposals (issue 31).
      ["compare", `/my-briefs/briefs/${cookies.briefId}`, cookies.client],
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
    Object.assign(figures, await measureFiles(base, cookies, server.pid!));
    Object.assign(figures, await measureInbound(base, smtpPort, cookies));
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
  // Every match has a proposal revised twice (issue 31): three sent versions each.
  await db.execute(sql`
    insert into proposals (match_id, brief_id, agency_id, state, version, first_sent_at)
    select id, brief_id, agency_id, 'revised', 3, now() - interval '10 days' from matches`);
  await db.execute(sql`
    insert into proposal_versions (proposal_id, version, summary, scope, lines, discount_fils,
      subtotal_fils, vat_fils, total_fils, vat_percent, start_date, end_date, valid_until,
      milestones, created_at, sent_at)
    select p.id, v, 'Design and build, version ' || v, 'What we deliver, and what is not included.',
      '[{"description":"Design","quantity":1,"unitFils":2000000,"amountFils":2000000},
        {"description":"Build","quantity":3,"unitFils":1000000,"amountFils":3000000}]'::jsonb,
      v * 10000, 5000000, 0, 5000000 - v * 10000, 0, '2027-03-01', '2027-04-30', '2099-12-31',
      '[{"label":"Signing","percent":30,"amountFils":1497000},
        {"label":"Launch","percent":70,"amountFils":3493000}]'::jsonb,
      now() - interval '10 days', now() - interval '10 days' + v * interval '1 hour'
    from proposals p, generate_series(1, 3) v`);
  const [first] = await selectRows<{ id: number; agency_id: number; brief_id: number }>(
    db,
    sql`select id, agency_id, brief_id from matches order by id limit 1`,
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
    briefId: first!.brief_id,
  };
}

/**
 * A 25 MB file (FILE_MAX_BYTES) sent with a message, three times: the upload's MB/s, and the
 * server's resident memory sampled every 20 ms during it against just before (goal: under 10 MB
 * of growth, decision 018); then the file downloaded back: MB/s.
 */
async function measureFiles(
  base: string,
  cookies: { client: string; matchId: number },
  pid: number,
): Promise<Record<string, number>> {
  const size = 25 * 1024 * 1024;
  const file = new Uint8Array(size);
  file.set(new TextEncoder().encode("%PDF-1.7\n"));
  const uploads: { files: number; mbps: number; growth: number }[] = [];
  // A first message with one file warms the server up (its allocator and the database driver's
  // buffers grow once); then one file, then four in one message: memory that grew with the file
  // would grow four times as much in the last.
  for (const [round, files] of [1, 1, 4].entries()) {
    const form = new FormData();
    form.set("intent", "send-message");
    form.set("body", `${files} x 25 MB, round ${round}`);
    for (let i = 0; i < files; i++) form.append("files", new Blob([file]), `plans-${i}.pdf`);
    await new Promise((r) => setTimeout(r, 500));
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    const response = await fetch(`${base}/my-briefs/threads/${cookies.matchId}`, {
      method: "POST",
      headers: { Cookie: cookies.client, Origin: base },
      body: form,
      redirect: "manual",
    });
    await response.arrayBuffer();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (response.status !== 302) throw new Error(`the upload answered ${response.status}`);
    uploads.push({ files, mbps: (files * size) / 1024 / 1024 / seconds, growth: peak - before });
  }
  const single = uploads.slice(1).filter((u) => u.files === 1);
  const four = uploads.find((u) => u.files === 4)!;
  const page = await (
    await fetch(`${base}/my-briefs/threads/${cookies.matchId}`, {
      headers: { Cookie: cookies.client },
    })
  ).text();
  const href = /href="(\/files\/\d+\?t=[^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, "&");
  if (!href) throw new Error("no file link on the thread page");
  const started = performance.now();
  const download = await fetch(base + href, { headers: { Cookie: cookies.client } });
  const bytes = (await download.arrayBuffer()).byteLength;
  const downloadSeconds = (performance.now() - started) / 1000;
  if (bytes !== size) throw new Error(`downloaded ${bytes} bytes of ${size}`);
  const figures = {
    upload_25mb_mb_per_s: round1(Math.min(...single.map((u) => u.mbps))),
    upload_25mb_rss_growth_mb: Math.max(...single.map((u) => u.growth)),
    upload_first_25mb_rss_growth_mb: uploads[0]!.growth,
    upload_4x25mb_mb_per_s: round1(four.mbps),
    upload_4x25mb_rss_growth_mb: four.growth,
    download_25mb_mb_per_s: round1(size / 1024 / 1024 / downloadSeconds),
  };
  console.log(
    `  25 MB file: upload ${figures.upload_25mb_mb_per_s} MB/s, RSS growth ${figures.upload_25mb_rss_growth_mb} MB; four in one message: ${figures.upload_4x25mb_mb_per_s} MB/s, RSS growth ${figures.upload_4x25mb_rss_growth_mb} MB; download ${figures.download_25mb_mb_per_s} MB/s`,
  );
  return figures;
}

/**
 * Answers by e-mail to the measured thread over SMTP, one after another, as the client: the time
 * from connecting to the listener's 250 (given once the message is committed to the thread), text
 * alone and with a 1 MB PDF; then the thread page is checked for the last answer.
 */
async function measureInbound(
  base: string,
  smtpPort: number,
  cookies: { client: string; matchId: number },
): Promise<Record<string, number>> {
  const config = loadConfig({
    SESSION_SECRET: SECRET,
    LOG_LEVEL: "silent",
    SITE_URL: base,
    INBOUND_MAIL_DOMAIN: INBOUND_DOMAIN,
  });
  const to = replyAddress(config, cookies.matchId, "client")!;
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: false,
  });
  const pdf = Buffer.alloc(1024 * 1024, 0x20);
  pdf.write("%PDF-1.7\n");
  const figures: Record<string, number> = {};
  try {
    for (const [label, attachments] of [
      ["text", []],
      ["pdf_1mb", [{ filename: "notes.pdf", content: pdf }]],
    ] as const) {
      const times: number[] = [];
      const count = label === "text" ? inboundMails : Math.max(5, Math.round(inboundMails / 5));
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        await transport.sendMail({
          from: "client1@bench.example",
          to,
          subject: "Re: bench",
          text: `Answer ${label} ${i} by e-mail.\n\nOn Sun, 29 Nov 2026, Wakala wrote:\n> quoted`,
          attachments: [...attachments],
        });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        round1(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
      figures[`inbound_${label}_p50_ms`] = at(0.5);
      figures[`inbound_${label}_p99_ms`] = at(0.99);
      console.log(
        `  answer by e-mail (${label}, ${count} mails): mail to message in the thread p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
      );
    }
  } finally {
    transport.close();
  }
  const page = await (
    await fetch(`${base}/my-briefs/threads/${cookies.matchId}`, {
      headers: { Cookie: cookies.client },
    })
  ).text();
  if (!page.includes("Answer pdf_1mb"))
    throw new Error("the answers by e-mail are not in the thread");
  return figures;
}
