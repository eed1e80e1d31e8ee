import { setTimeout as sleep } from "node:timers/promises";
import { getMessages } from "~/domain/i18n";
import { toFormData, validAgencyInput, validBriefInput } from "../factories";

/**
 * A stream of submissions as visitors send them: the brief, listing and contact forms (HTML form
 * posts) and their JSON APIs. Every one carries a unique e-mail address, so the database can be
 * asked afterwards whether each acknowledged submission is there.
 */
export const SUBMISSION_KINDS = [
  "brief-form",
  "listing-form",
  "contact-form",
  "brief-api",
  "listing-api",
  "contact-api",
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export type Outcome = {
  kind: SubmissionKind;
  email: string;
  /** The HTTP status, or null when no answer came (a reset, a refused connection, a timeout). */
  status: number | null;
  /** Whether the server said the submission was stored (a 201, a 200 message, the form's success). */
  acknowledged: boolean;
  startedAt: number;
  ms: number;
  retryAfter: string | null;
  contentType: string | null;
  /** The start of the body of an answer that was not an acknowledgement. */
  body?: string;
  error?: string;
};

/** Where each kind is stored. */
export const TABLE_OF: Record<SubmissionKind, "briefs" | "agencies" | "contact_messages"> = {
  "brief-form": "briefs",
  "brief-api": "briefs",
  "listing-form": "agencies",
  "listing-api": "agencies",
  "contact-form": "contact_messages",
  "contact-api": "contact_messages",
};

/** The signed token the public forms carry, fetched from a form page. */
export async function formToken(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/contact`)).text();
  const token = /name="form_started" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("No form token on /contact");
  return token;
}

function request(
  baseUrl: string,
  kind: SubmissionKind,
  email: string,
  seq: number,
  token: string,
): { path: string; init: RequestInit } {
  const name = `${email.split("@")[0]}`;
  const fields: Record<string, unknown> = kind.startsWith("brief")
    ? validBriefInput({ email, companyName: `Fault Co ${name}` })
    : kind.startsWith("listing")
      ? validAgencyInput({ email, agencyName: `Fault Agency ${name}` })
      : { name: "Fault Tester", email, message: `Fault test message ${seq}.` };
  const path = {
    "brief-form": "/submit",
    "listing-form": "/list",
    "contact-form": "/contact",
    "brief-api": "/api/submit-brief",
    "listing-api": "/api/submit-agency",
    "contact-api": "/api/contact",
  }[kind];
  if (kind.endsWith("-api")) {
    return {
      path,
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(fields),
      },
    };
  }
  const form = toFormData({ ...fields, form_started: token });
  return {
    path,
    init: {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: baseUrl,
      },
      body: new URLSearchParams(form as unknown as Record<string, string>).toString(),
      redirect: "manual",
    },
  };
}

const contactSent = getMessages().publicPages.contact.success.title;

function isAcknowledgement(kind: SubmissionKind, response: Response, body: string): boolean {
  if (kind === "contact-api") return response.status === 200 && body.includes('"message"');
  if (kind.endsWith("-api")) return response.status === 201;
  if (kind === "contact-form") return response.status === 200 && body.includes(contactSent);
  const location = response.headers.get("location") ?? "";
  return (
    response.status >= 300 &&
    response.status < 400 &&
    location.includes(kind === "brief-form" ? "/thank-you-brief" : "/thank-you-agency")
  );
}

/** Sends one submission and says what came back. */
export async function submit(
  baseUrl: string,
  kind: SubmissionKind,
  email: string,
  seq: number,
  token: string,
  timeoutMs = 15_000,
): Promise<Outcome> {
  const { path, init } = request(baseUrl, kind, email, seq, token);
  const startedAt = Date.now();
  const t = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    const acknowledged = isAcknowledgement(kind, response, body);
    return {
      kind,
      email,
      status: response.status,
      acknowledged,
      startedAt,
      ms: performance.now() - t,
      retryAfter: response.headers.get("retry-after"),
      contentType: response.headers.get("content-type"),
      ...(acknowledged ? {} : { body: body.slice(0, 20_000) }),
    };
  } catch (error) {
    return {
      kind,
      email,
      status: null,
      acknowledged: false,
      startedAt,
      ms: performance.now() - t,
      retryAfter: null,
      contentType: null,
      error: String((error as Error).cause ?? error),
    };
  }
}

export type SubmissionStream = {
  outcomes: Outcome[];
  /** Lets the submissions in flight finish, then resolves with every outcome. */
  stop(): Promise<Outcome[]>;
};

/**
 * `concurrency` visitors, each sending one submission after another (kinds in turn) until
 * stopped. Addresses are `<runId>-<n>@example.ae`.
 */
export function streamSubmissions(
  baseUrl: string,
  options: {
    runId: string;
    token: string;
    concurrency?: number;
    kinds?: readonly SubmissionKind[];
    /** A pause after each submission, per visitor. */
    pauseMs?: number;
    timeoutMs?: number;
  },
): SubmissionStream {
  const kinds = options.kinds ?? SUBMISSION_KINDS;
  const outcomes: Outcome[] = [];
  let seq = 0;
  let stopped = false;
  const visitor = async (v: number) => {
    for (let i = v; !stopped; i++) {
      const n = seq++;
      const kind = kinds[i % kinds.length]!;
      const email = `${options.runId}-${n}@example.ae`;
      outcomes.push(await submit(baseUrl, kind, email, n, options.token, options.timeoutMs));
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  const running = Promise.all(
    Array.from({ length: options.concurrency ?? 4 }, (_, v) => visitor(v)),
  );
  return {
    outcomes,
    async stop() {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

type Queryable = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/** The acknowledged submissions that the database does not hold. */
export async function missingAcknowledged(db: Queryable, outcomes: Outcome[]): Promise<Outcome[]> {
  const stored = new Set<string>();
  for (const table of ["briefs", "agencies", "contact_messages"]) {
    const { rows } = await db.query(`select lower(email) as email from ${table}`);
    for (const row of rows as { email: string }[]) stored.add(`${table}:${row.email}`);
  }
  return outcomes.filter((o) => o.acknowledged && !stored.has(`${TABLE_OF[o.kind]}:${o.email}`));
}

/** Counts per kind, for the report. */
export function summarise(outcomes: Outcome[]) {
  const byStatus: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.status === null ? `no answer (${o.error?.slice(0, 60)})` : String(o.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return {
    sent: outcomes.length,
    acknowledged: outcomes.filter((o) => o.acknowledged).length,
    byStatus,
    slowestMs: Math.round(Math.max(0, ...outcomes.map((o) => o.ms))),
  };
}
