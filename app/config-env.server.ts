import { z } from "zod";
import { DEFAULT_REVIEW_AFTER_HIRE_DAYS, DEFAULT_REVIEW_INVITE_DAYS } from "~/domain/reviews";
import { THREAD_MAIL_DELAY_MINUTES } from "~/domain/project-room";
import { hasControlOrBidi } from "~/domain/tax-documents";
import { emirates } from "~/domain/value-sets";
import { isTimeZone, type Weekday } from "~/domain/working-hours";
import { DEFAULT_SAVED_SEARCH_INSTANT_DELAY_SECONDS } from "~/domain/saved-searches";

/**
 * The environment variables the app reads, each with its check and default (README, Configuration).
 * config.server.ts turns them into the Config the app runs on.
 */
/** Environment variables that an empty string should treat as unset. */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), "must be a postgres:// or postgresql:// URL");

const flag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["1", "true", "yes"].includes(v)));

/** A flag that stays undefined when unset, for defaults that depend on other settings. */
const optionalFlag = z
  .enum(["0", "1", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : ["1", "true", "yes"].includes(v)));

/** A legal name or address line: printed on tax invoices, so one plain line. */
const legalText = z
  .string()
  .max(200, "must be at most 200 characters")
  .refine((v) => !hasControlOrBidi(v), {
    message: "must be one line without control or bidirectional characters",
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|loopback|)$/, "must be a number of proxy hops (such as 1) or 'loopback'")
    .default(""),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://wakala.ae" })
    .default("http://localhost:3000")
    .transform((v) => v.replace(/(?<!\/)\/+$/, "")),
  SITE_NAME: z.string().trim().min(1).max(60).default("Wakala"),
  SUPPORT_EMAIL: z.email({ message: "must be an e-mail address" }).default("hello@wakala.ae"),
  INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).default("https://www.instagram.com/wakala.ae"),
  LINKEDIN_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://www.linkedin.com/company/wakala-ae"),
  DATABASE_URL: postgresUrl.optional().or(z.literal("").transform(() => undefined)),
  PGLITE_DIR: z.string().trim().min(1).default("./data/pglite"),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((v) => /^smtps?:\/\/.+/.test(v), "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** 0: this machine only; 1: any client, outside production; public: any client, production too. */
  DEV_MAILBOX: z
    .enum(["0", "1", "true", "false", "yes", "no", "public", ""])
    .optional()
    .transform((v) =>
      v === "public" ? "public" : v && ["1", "true", "yes"].includes(v) ? "anyone" : "local",
    ),
  MAIL_RETENTION_DAYS: z.coerce
    .number()
    .int("must be a whole number of days")
    .min(1, "must be at least 1 (day)")
    .max(3650)
    .default(30),
  REVIEW_INVITE_DAYS: z.coerce
    .number()
    .min(0, "must be 0 (at once) or more days")
    .max(365, "must be at most 365 (days)")
    .default(DEFAULT_REVIEW_INVITE_DAYS),
  REVIEW_AFTER_HIRE_DAYS: z.coerce
    .number()
    .min(0, "must be 0 (at once) or more days")
    .max(365, "must be at most 365 (days)")
    .default(DEFAULT_REVIEW_AFTER_HIRE_DAYS),
  SAVED_SEARCH_INSTANT_DELAY_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(0, "must be 0 (at once) or more seconds")
    .max(3600, "must be at most 3600 (seconds)")
    .default(DEFAULT_SAVED_SEARCH_INSTANT_DELAY_SECONDS),
  THREAD_MAIL_DELAY_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(0, "must be 0 (at once) or more seconds")
    .max(3600, "must be at most 3600 (seconds)")
    .default(THREAD_MAIL_DELAY_MINUTES * 60),
  /** The domain of the signed reply addresses; its MX points at the inbound SMTP listener. */
  INBOUND_MAIL_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i,
        "must be a domain name such as reply.wakala.ae",
      )
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  INBOUND_SMTP_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, "must be a port number (25 for an MX)")
      .transform(Number)
      .pipe(z.number().max(65535, "must be a port number (25 for an MX)"))
      .optional(),
  ),
  INBOUND_SMTP_HOST: optionalText,
  INBOUND_SMTP_TLS_KEY_FILE: optionalText,
  INBOUND_SMTP_TLS_CERT_FILE: optionalText,
  /** The working week of a match's time to answer (issue 31): days and time zone. */
  WORKING_DAYS: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(sun|mon|tue|wed|thu|fri|sat)(,(sun|mon|tue|wed|thu|fri|sat))*$/,
      "must be days such as mon,tue,wed,thu,fri",
    )
    .default("mon,tue,wed,thu,fri")
    .transform((v) => [...new Set(v.split(","))] as Weekday[]),
  WORKING_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "must be a time zone such as Asia/Dubai")
    .default("Asia/Dubai"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  BILLING_TEST_MODE: flag(false),
  // The seller on Pro's tax invoices (issue 32, docs/decisions/023-tax-invoices.md): all or none.
  SELLER_LEGAL_NAME: optionalText.pipe(legalText.optional()),
  SELLER_LEGAL_NAME_AR: optionalText.pipe(legalText.optional()),
  SELLER_ADDRESS: optionalText.pipe(legalText.optional()),
  SELLER_EMIRATE: optionalText.pipe(
    z.enum(emirates.values, { message: `must be one of ${emirates.values.join(", ")}` }).optional(),
  ),
  SELLER_TRN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{15}$/, "must be the seller's 15-digit Tax Registration Number")
      .optional(),
  ),
  SELLER_VAT_REGISTERED: optionalFlag,
  ADMIN_USERNAME: z.string().trim().min(1).max(64).default("admin"),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  /** A comma-separated list, newest first: cookies are signed with the first, accepted with any. */
  SESSION_SECRET: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(",").map((secret) => secret.trim()))
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 32),
        "must be at least 32 characters (each secret of a comma-separated list)",
      )
      .optional(),
  ),
  SEED_DEMO: optionalFlag,
  /** Every rate limit times this: load tests only (see README, Operations). */
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000)
    .default(1),
  /** The first retry of a failed e-mail; each further one waits twice as long, up to an hour. */
  MAIL_RETRY_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 (second)")
    .max(3600)
    .default(30),
  /** How often the outbox worker looks for mail to send, in milliseconds. */
  MAIL_POLL_MS: z.coerce
    .number()
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 (ms)")
    .max(60_000)
    .default(2000),
  /** Connections each process keeps to a PostgreSQL server (DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int("must be a whole number")
    // Start-up holds one connection for its lock while migrating on another.
    .min(2, "must be at least 2")
    .max(500)
    .default(10),
  /** How long SIGTERM waits for requests in flight before closing their connections. */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 (second)")
    .max(300)
    .default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** S3-compatible object storage for uploaded files (decision 016); the database when unset. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
});

export type Env = z.infer<typeof envSchema>;
