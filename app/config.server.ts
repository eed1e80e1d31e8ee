import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isLocalHostname } from "~/domain/local-address";
import type { TaxParty } from "~/domain/tax-documents";
import type { WorkingWeek } from "~/domain/working-hours";
import type { S3Settings } from "~/storage/s3-storage.server";
import { envSchema, type Env } from "./config-env.server";

export type Config = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /** Express "trust proxy": how many reverse proxies stand before the app (client addresses). */
  trustProxy: number | "loopback" | false;
  siteUrl: string;
  siteName: string;
  supportEmail: string;
  social: { instagram: string; linkedin: string };
  database: { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dir: string };
  /** RATE_LIMIT_MULTIPLIER: 1 on a public site. */
  rateLimitMultiplier: number;
  /** SHUTDOWN_GRACE_SECONDS, in milliseconds. */
  shutdownGraceMs: number;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Whether /dev/mailbox exists at all (outside production, or DEV_MAILBOX=public). */
    devMailbox: boolean;
    /** Whether it is shown to any client (DEV_MAILBOX=1 or public) or only on this machine. */
    devMailboxForAnyone: boolean;
    /** Days that sent (or abandoned) mail is kept, development mailbox included. */
    retentionDays: number;
    /** MAIL_RETRY_SECONDS, in milliseconds: the first retry's delay. */
    retryBaseMs: number;
    /** MAIL_POLL_MS: how often the outbox worker looks for due mail. */
    pollMs: number;
  };
  /** REVIEW_INVITE_DAYS: days after a match before its client is asked for a review (decision 014). */
  reviewInviteDays: number;
  /**
   * REVIEW_AFTER_HIRE_DAYS: days after a hire before its client is asked to review the agency
   * hired (issue 31); REVIEW_INVITE_DAYS then counts only for briefs without proposals.
   */
  reviewAfterHireDays: number;
  /**
   * SAVED_SEARCH_INSTANT_DELAY_SECONDS: how long an instant alert waits after its first new
   * agency, so agencies approved together arrive in one mail (decision 015).
   */
  savedSearchInstantDelaySeconds: number;
  /** THREAD_MAIL_DELAY_SECONDS: how long a thread's message waits unread before it is mailed. */
  threadMailDelaySeconds: number;
  /** WORKING_DAYS and WORKING_TIME_ZONE: the clock of a match's 48 working hours to answer. */
  workingWeek: WorkingWeek;
  /** Answers to the project room's mails (docs/decisions/019-answering-by-email.md). */
  inbound: {
    /**
     * The domain of the signed Reply-To addresses: INBOUND_MAIL_DOMAIN, or outside production with
     * mail kept in the development mailbox, "reply.localhost" (the mailbox answers through the
     * same code). Undefined: the mails' Reply-To is SUPPORT_EMAIL and no answer is read.
     */
    replyDomain: string | undefined;
    /** The SMTP listener (INBOUND_SMTP_PORT), in this process only when set. */
    listener:
      { port: number; host: string; tls?: { keyFile: string; certFile: string } } | undefined;
  };
  /**
   * Stripe when its keys are set, else the built-in test provider (docs/product.md, P7).
   */
  billing:
    | { provider: "stripe"; secretKey: string; webhookSecret: string; priceId: string }
    | { provider: "test" };
  /**
   * The seller on Pro's invoices (SELLER_*; docs/decisions/023-tax-invoices.md). Outside
   * production with none of them set, a demo seller marked as such; a half-filled seller is
   * refused everywhere, and production needs a whole one before it takes any Pro payment.
   */
  seller: Seller;
  admin: { username: string; password?: string };
  /**
   * SESSION_SECRET, newest first: cookies and form start times are signed with the first and
   * accepted when signed with any, so a secret can be rotated without signing anyone out.
   */
  sessionSecrets: string[];
  /** Where the server keeps files it makes: the development session secret, a generated admin password. */
  dataDir: string;
  seedDemo: boolean;
  logLevel: Env["LOG_LEVEL"];
  /** Where uploaded files are kept: the database, or S3-compatible storage (decision 016). */
  storage: { kind: "database" } | ({ kind: "s3" } & S3Settings);
};

/** The seller of Pro as its invoices show it, and whether it charges VAT. */
export type Seller = TaxParty & { vatRegistered: boolean };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Variables whose value is a secret: never printed, even when wrong. */
const SECRET_VARIABLES = /PASSWORD|SECRET|KEY|TOKEN/;

/**
 * A wrong value as the error line shows it: a secret only by its length, a URL without the
 * password it may carry, anything else as it is.
 */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return "nothing";
  if (SECRET_VARIABLES.test(name)) return `a value of ${value.length} characters, not shown`;
  return `"${value.replace(/(\/\/[^/:@\s]*):[^@\s]*@/, "$1:***@")}"`;
}

/**
 * Reads and validates the environment. Throws a ConfigError whose message is one line naming
 * the first wrong variable, so start-up can print it and stop.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { secretDir?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${shownValue(name, env[name])})`,
    );
  }
  const e = parsed.data;
  // Production is any site whose SITE_URL is not a name of this machine, whatever NODE_ENV says
  // (docs/decisions/003): a server that strangers can reach never runs with development
  // conveniences. `npm start` and the browser tests run the optimised build on localhost.
  const siteUrl = new URL(e.SITE_URL);
  const isProduction = !isLocalHostname(siteUrl.hostname);
  const database: Config["database"] = e.DATABASE_URL
    ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: "pglite", dir: e.PGLITE_DIR };
  if (isProduction) checkProductionSettings(e);

  const dataDir = options.secretDir ?? defaultSecretDir(database);
  const sessionSecrets = e.SESSION_SECRET ?? [readOrCreateSecret(dataDir)];

  const host = siteUrl.hostname;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // A laptop's server answers only this machine unless told otherwise; a production site
    // listens on every interface (a container's port, a reverse proxy on another host).
    host: e.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    trustProxy:
      e.TRUST_PROXY === ""
        ? false
        : e.TRUST_PROXY === "loopback"
          ? "loopback"
          : Number(e.TRUST_PROXY),
    siteUrl: e.SITE_URL,
    siteName: e.SITE_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    social: { instagram: e.INSTAGRAM_URL, linkedin: e.LINKEDIN_URL },
    database,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${host === "localhost" ? "wakala.ae" : host}>`,
      // The /dev/mailbox page: always outside production, in production only with
      // DEV_MAILBOX=public (checkProductionSettings refuses DEV_MAILBOX=1 there).
      devMailbox: !isProduction || e.DEV_MAILBOX === "public",
      devMailboxForAnyone: e.DEV_MAILBOX !== "local",
      retentionDays: e.MAIL_RETENTION_DAYS,
      retryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
      pollMs: e.MAIL_POLL_MS,
    },
    reviewInviteDays: e.REVIEW_INVITE_DAYS,
    reviewAfterHireDays: e.REVIEW_AFTER_HIRE_DAYS,
    savedSearchInstantDelaySeconds: e.SAVED_SEARCH_INSTANT_DELAY_SECONDS,
    threadMailDelaySeconds: e.THREAD_MAIL_DELAY_SECONDS,
    workingWeek: { timeZone: e.WORKING_TIME_ZONE, days: e.WORKING_DAYS },
    inbound: inboundConfig(e, isProduction),
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    billing: billingConfig(e, isProduction),
    seller: sellerConfig(e, isProduction),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    sessionSecrets,
    dataDir,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    storage: storageConfig(e),
  };
}

const IN_PRODUCTION = "in production (a SITE_URL other than localhost)";

/**
 * What a production site must have: an https address, its own session secret, real e-mail and
 * payments, and none of the development conveniences. Throws a ConfigError naming the first gap.
 */
function checkProductionSettings(e: Env): void {
  const refuse = (line: string) => {
    throw new ConfigError(`Invalid configuration: ${line}`);
  };
  if (!e.SITE_URL.startsWith("https://")) {
    refuse(`SITE_URL must be an https:// address ${IN_PRODUCTION}`);
  }
  if (!e.SESSION_SECRET) refuse(`SESSION_SECRET is required ${IN_PRODUCTION}`);
  if (e.TRUST_PROXY === "" || e.TRUST_PROXY === "0") {
    // The app speaks plain HTTP, so an https site reaches it through a TLS-terminating proxy;
    // without the setting every visitor would be the proxy's address to the rate limits.
    refuse(
      `TRUST_PROXY is required ${IN_PRODUCTION}: the app is reached through a reverse proxy, ` +
        "so set the number of proxies in front of it (1 for one nginx, Caddy or load balancer; " +
        "'loopback' for a proxy on this machine), or every visitor would share the proxy's rate limits",
    );
  }
  if (e.DEV_MAILBOX === "anyone") {
    refuse(
      `DEV_MAILBOX=1 is refused ${IN_PRODUCTION}: anyone could read every sign-in link. ` +
        "For a staging site without real users, DEV_MAILBOX=public keeps mail readable by anyone",
    );
  }
  if (!e.SMTP_URL && e.DEV_MAILBOX !== "public") {
    // Production without SMTP would silently keep every mail in the database.
    refuse(`SMTP_URL is required ${IN_PRODUCTION}`);
  }
  if (e.SEED_DEMO) {
    refuse(`SEED_DEMO=1 is refused ${IN_PRODUCTION}: demo agencies would go live`);
  }
}

function inboundConfig(e: Env, isProduction: boolean): Config["inbound"] {
  const refuse = (line: string) => {
    throw new ConfigError(`Invalid configuration: ${line}`);
  };
  if (e.INBOUND_SMTP_PORT !== undefined && !e.INBOUND_MAIL_DOMAIN) {
    refuse(
      "INBOUND_SMTP_PORT needs INBOUND_MAIL_DOMAIN: the domain whose MX points at this listener",
    );
  }
  if (Boolean(e.INBOUND_SMTP_TLS_KEY_FILE) !== Boolean(e.INBOUND_SMTP_TLS_CERT_FILE)) {
    refuse(
      "INBOUND_SMTP_TLS_KEY_FILE and INBOUND_SMTP_TLS_CERT_FILE go together: set both or neither",
    );
  }
  const devMailboxAnswers = !e.SMTP_URL && (!isProduction || e.DEV_MAILBOX === "public");
  return {
    replyDomain: e.INBOUND_MAIL_DOMAIN ?? (devMailboxAnswers ? "reply.localhost" : undefined),
    listener:
      e.INBOUND_SMTP_PORT === undefined
        ? undefined
        : {
            port: e.INBOUND_SMTP_PORT,
            host: e.INBOUND_SMTP_HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
            tls:
              e.INBOUND_SMTP_TLS_KEY_FILE && e.INBOUND_SMTP_TLS_CERT_FILE
                ? { keyFile: e.INBOUND_SMTP_TLS_KEY_FILE, certFile: e.INBOUND_SMTP_TLS_CERT_FILE }
                : undefined,
          },
  };
}

function billingConfig(e: Env, isProduction: boolean): Config["billing"] {
  const keys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_ID: e.STRIPE_PRICE_ID,
  };
  const missing = Object.entries(keys).filter(([, v]) => !v);
  if (missing.length === 0) {
    return {
      provider: "stripe",
      secretKey: keys.STRIPE_SECRET_KEY!,
      webhookSecret: keys.STRIPE_WEBHOOK_SECRET!,
      priceId: keys.STRIPE_PRICE_ID!,
    };
  }
  if (missing.length < 3) {
    // Half a Stripe set-up would take money without hearing about it (or not take it at all).
    throw new ConfigError(
      `Invalid configuration: ${missing[0]![0]} is required when any STRIPE_ variable is set`,
    );
  }
  if (isProduction && !e.BILLING_TEST_MODE) {
    throw new ConfigError(
      "Invalid configuration: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are required in production (or set BILLING_TEST_MODE=1 to use the test payment provider)",
    );
  }
  return { provider: "test" };
}

/** Outside production without SELLER_*: a seller that says on every invoice it is a demo. */
export const DEMO_SELLER: Seller = {
  legalName: "Wakala Marketplace FZ-LLC (demo seller, not a real invoice)",
  legalNameAr: "وكالة ماركت بليس م.م.ح (بائع تجريبي، ليست فاتورة حقيقية)",
  address: "Office 101, Demo Tower, Sheikh Zayed Road",
  emirate: "Dubai",
  country: "AE",
  trn: "100000000000003",
  email: null,
  vatRegistered: true,
};

/**
 * The seller from SELLER_*: all of the legal names, address and emirate and SELLER_VAT_REGISTERED,
 * with SELLER_TRN exactly when registered. None set: the demo seller outside production, a refusal
 * in production (Pro billing never starts without a seller to put on the invoice).
 */
function sellerConfig(e: Env, isProduction: boolean): Seller {
  const given = {
    SELLER_LEGAL_NAME: e.SELLER_LEGAL_NAME,
    SELLER_LEGAL_NAME_AR: e.SELLER_LEGAL_NAME_AR,
    SELLER_ADDRESS: e.SELLER_ADDRESS,
    SELLER_EMIRATE: e.SELLER_EMIRATE,
    SELLER_VAT_REGISTERED: e.SELLER_VAT_REGISTERED,
  };
  const missing = Object.entries(given).filter(([, v]) => v === undefined);
  const refuse = (line: string) => {
    throw new ConfigError(`Invalid configuration: ${line}`);
  };
  if (missing.length === Object.keys(given).length && e.SELLER_TRN === undefined) {
    if (isProduction) {
      refuse(
        `SELLER_LEGAL_NAME, SELLER_LEGAL_NAME_AR, SELLER_ADDRESS, SELLER_EMIRATE and SELLER_VAT_REGISTERED are required ${IN_PRODUCTION}: every Pro payment gets an invoice naming the seller`,
      );
    }
    return DEMO_SELLER;
  }
  if (missing.length > 0) {
    refuse(`${missing[0]![0]} is required when any SELLER_ variable is set (the invoice's seller)`);
  }
  if (e.SELLER_VAT_REGISTERED && !e.SELLER_TRN) {
    refuse("SELLER_TRN is required when SELLER_VAT_REGISTERED=1: a tax invoice shows it");
  }
  if (!e.SELLER_VAT_REGISTERED && e.SELLER_TRN) {
    refuse("SELLER_TRN is set but SELLER_VAT_REGISTERED is not 1: set both or neither");
  }
  return {
    legalName: e.SELLER_LEGAL_NAME!,
    legalNameAr: e.SELLER_LEGAL_NAME_AR!,
    address: e.SELLER_ADDRESS!,
    emirate: e.SELLER_EMIRATE!,
    country: "AE",
    trn: e.SELLER_TRN ?? null,
    email: null,
    vatRegistered: Boolean(e.SELLER_VAT_REGISTERED),
  };
}

/**
 * S3-compatible storage when S3_BUCKET is set, with its keys (required then); S3_REGION defaults to
 * us-east-1 and S3_ENDPOINT to AWS's address for the region. Any S3_ variable without a bucket is a
 * mistake, not a quiet fallback to the database.
 */
function storageConfig(e: Env): Config["storage"] {
  const set = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_REGION: e.S3_REGION,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  if (!e.S3_BUCKET) {
    const stray = Object.entries(set).find(([, v]) => v);
    if (stray) {
      throw new ConfigError(`Invalid configuration: S3_BUCKET is required when ${stray[0]} is set`);
    }
    return { kind: "database" };
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(`Invalid configuration: ${missing} is required when S3_BUCKET is set`);
  }
  const region = e.S3_REGION ?? "us-east-1";
  return {
    kind: "s3",
    endpoint: e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    region,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function defaultSecretDir(database: Config["database"]): string {
  if (database.kind === "pglite" && !database.dir.startsWith("memory://")) {
    return path.dirname(path.resolve(database.dir));
  }
  return path.resolve("data");
}

/** The development session secret: made once, then kept beside the data so sessions survive restarts. */
function readOrCreateSecret(dir: string): string {
  const file = path.join(dir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  const secret = randomBytes(32).toString("hex");
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
