import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_SELLER } from "#tests/context";
import { ConfigError, DEMO_SELLER, loadConfig } from "./config.server";

const secretDir = () => mkdtempSync(path.join(os.tmpdir(), "wakala-config-"));

const stripeKeys = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  STRIPE_PRICE_ID: "price_123",
};

describe("loadConfig", () => {
  it("gives working defaults on a fresh machine", () => {
    const dir = secretDir();
    const config = loadConfig({}, { secretDir: dir });
    expect(config).toMatchObject({
      port: 3000,
      siteUrl: "http://localhost:3000",
      siteName: "Wakala",
      supportEmail: "hello@wakala.ae",
      database: { kind: "pglite", dir: "./data/pglite" },
      mail: {
        smtpUrl: undefined,
        devMailbox: true,
        devMailboxForAnyone: false,
        retentionDays: 30,
      },
      seedDemo: true,
      isProduction: false,
    });
    // The generated session secret is kept and reused on the next start.
    expect(config.sessionSecrets).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(
      config.sessionSecrets[0],
    );
    expect(loadConfig({}, { secretDir: dir }).sessionSecrets).toEqual(config.sessionSecrets);
  });

  it("reads SESSION_SECRET as a comma-separated list, newest first", () => {
    const [newest, older] = ["n".repeat(32), "o".repeat(40)];
    const dir = secretDir();
    expect(loadConfig({ SESSION_SECRET: newest }, { secretDir: dir }).sessionSecrets).toEqual([
      newest,
    ]);
    expect(
      loadConfig({ SESSION_SECRET: ` ${newest} , ${older}` }, { secretDir: dir }).sessionSecrets,
    ).toEqual([newest, older]);
    // A secret given in the environment is used instead of the generated file, not beside it.
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    ["a short one after a good one", `${"n".repeat(32)},short`],
    ["an empty one", `${"n".repeat(32)},,${"o".repeat(32)}`],
    ["a trailing comma", `${"n".repeat(32)},`],
  ])("refuses a SESSION_SECRET list with %s, without printing it", (_label, value) => {
    const attempt = () => loadConfig({ SESSION_SECRET: value }, { secretDir: secretDir() });
    expect(attempt).toThrow(
      /^Invalid configuration: SESSION_SECRET must be at least 32 characters \(each secret/,
    );
    expect(attempt).not.toThrow("nnnn");
  });

  it("keeps sent mail for MAIL_RETENTION_DAYS days", () => {
    const config = loadConfig({ MAIL_RETENTION_DAYS: "7" }, { secretDir: secretDir() });
    expect(config.mail.retentionDays).toBe(7);
  });

  it("uses the PostgreSQL server when DATABASE_URL is set", () => {
    const config = loadConfig(
      { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/wakala" },
      { secretDir: secretDir() },
    );
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:5432/wakala",
      poolSize: 10,
    });
  });

  it("reads the operations settings, with defaults for a public site", () => {
    const defaults = loadConfig({}, { secretDir: secretDir() });
    expect(defaults.rateLimitMultiplier).toBe(1);
    expect(defaults.shutdownGraceMs).toBe(10_000);
    expect(defaults.mail.retryBaseMs).toBe(30_000);
    expect(defaults.savedSearchInstantDelaySeconds).toBe(120);
    const set = loadConfig(
      {
        RATE_LIMIT_MULTIPLIER: "1000",
        SHUTDOWN_GRACE_SECONDS: "25",
        MAIL_RETRY_SECONDS: "2",
        MAIL_POLL_MS: "250",
        SAVED_SEARCH_INSTANT_DELAY_SECONDS: "0",
        DATABASE_POOL_SIZE: "4",
        DATABASE_URL: "postgres://postgres@127.0.0.1:5432/wakala",
      },
      { secretDir: secretDir() },
    );
    expect(set.rateLimitMultiplier).toBe(1000);
    expect(set.shutdownGraceMs).toBe(25_000);
    expect(set.mail.retryBaseMs).toBe(2000);
    expect(set.mail.pollMs).toBe(250);
    expect(set.savedSearchInstantDelaySeconds).toBe(0);
    expect(set.database).toMatchObject({ poolSize: 4 });
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT .*"eighty"/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ SITE_URL: "ftp://wakala.ae" }, /^Invalid configuration: SITE_URL must be an http\(s\) URL/],
    [{ SUPPORT_EMAIL: "not-mail" }, /^Invalid configuration: SUPPORT_EMAIL must be an e-mail/],
    [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL must be an smtp/],
    [{ SEED_DEMO: "maybe" }, /^Invalid configuration: SEED_DEMO /],
    [{ SESSION_SECRET: "short" }, /^Invalid configuration: SESSION_SECRET must be at least 32/],
    [
      { MAIL_RETENTION_DAYS: "0" },
      /^Invalid configuration: MAIL_RETENTION_DAYS must be at least 1/,
    ],
    [{ MAIL_RETENTION_DAYS: "1.5" }, /^Invalid configuration: MAIL_RETENTION_DAYS must be a whole/],
    [
      { RATE_LIMIT_MULTIPLIER: "0" },
      /^Invalid configuration: RATE_LIMIT_MULTIPLIER must be at least 1/,
    ],
    [{ MAIL_RETRY_SECONDS: "0.5" }, /^Invalid configuration: MAIL_RETRY_SECONDS must be a whole/],
    [{ MAIL_POLL_MS: "50" }, /^Invalid configuration: MAIL_POLL_MS must be at least 100/],
    [{ DATABASE_POOL_SIZE: "1" }, /^Invalid configuration: DATABASE_POOL_SIZE must be at least 2/],
    [{ SHUTDOWN_GRACE_SECONDS: "x" }, /^Invalid configuration: SHUTDOWN_GRACE_SECONDS /],
    [
      { SAVED_SEARCH_INSTANT_DELAY_SECONDS: "3601" },
      /^Invalid configuration: SAVED_SEARCH_INSTANT_DELAY_SECONDS must be at most 3600/,
    ],
    [
      { SAVED_SEARCH_INSTANT_DELAY_SECONDS: "-1" },
      /^Invalid configuration: SAVED_SEARCH_INSTANT_DELAY_SECONDS must be 0/,
    ],
    [
      { SAVED_SEARCH_INSTANT_DELAY_SECONDS: "1.5" },
      /^Invalid configuration: SAVED_SEARCH_INSTANT_DELAY_SECONDS must be a whole/,
    ],
  ])("stops with one line naming the wrong variable: %o", (env, message) => {
    const attempt = () => loadConfig(env, { secretDir: secretDir() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it.each([
    [{ SESSION_SECRET: "hunter2-is-secret" }, "hunter2-is-secret"],
    [{ ADMIN_PASSWORD: "hunter2" }, "hunter2"],
    [{ DATABASE_URL: "mysql://owner:s3cretpw@db.internal/wakala" }, "s3cretpw"],
    [{ SMTP_URL: "http://mailer:smtp-pass@mail.example" }, "smtp-pass"],
  ])("never prints a secret in the error line: %o", (env, secret) => {
    const attempt = () => loadConfig(env, { secretDir: secretDir() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).not.toThrow(secret);
  });

  it("treats any SITE_URL that is not this machine as production, whatever NODE_ENV says", () => {
    const complete = {
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.wakala.ae:587",
      ...TEST_SELLER,
      TRUST_PROXY: "1",
      ...stripeKeys,
    };
    for (const NODE_ENV of [undefined, "development", "test", "production"]) {
      for (const SITE_URL of [
        "https://wakala.ae",
        "https://192.168.1.20",
        "https://localhost.wakala.ae",
      ]) {
        const config = loadConfig({ ...complete, NODE_ENV, SITE_URL });
        expect(config.isProduction, `${NODE_ENV} ${SITE_URL}`).toBe(true);
      }
    }
    for (const SITE_URL of [
      "http://localhost:3000",
      "http://app.localhost:5173",
      "http://127.0.0.1:4321",
      "http://[::1]:3000",
    ]) {
      for (const NODE_ENV of [undefined, "production"]) {
        const config = loadConfig({ NODE_ENV, SITE_URL }, { secretDir: secretDir() });
        expect(config.isProduction, `${NODE_ENV} ${SITE_URL}`).toBe(false);
      }
    }
  });

  it("refuses to start production without https, secrets, SMTP and Stripe, naming each gap", () => {
    const configured = {
      SITE_URL: "https://wakala.ae",
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.wakala.ae:587",
      ...TEST_SELLER,
      TRUST_PROXY: "1",
      ...stripeKeys,
    };
    const without = (name: keyof typeof configured) => {
      const env: Record<string, string> = { ...configured };
      delete env[name];
      return () => loadConfig(env, { secretDir: secretDir() });
    };
    const production = /in production \(a SITE_URL other than localhost\)/;
    expect(() => loadConfig({ ...configured, SITE_URL: "http://wakala.ae" })).toThrow(
      /^Invalid configuration: SITE_URL must be an https:\/\/ address in production/,
    );
    expect(without("SESSION_SECRET")).toThrow(/^Invalid configuration: SESSION_SECRET is required/);
    expect(without("SESSION_SECRET")).toThrow(production);
    expect(without("SMTP_URL")).toThrow(/^Invalid configuration: SMTP_URL is required/);
    expect(without("STRIPE_SECRET_KEY")).toThrow(/STRIPE_SECRET_KEY is required when any STRIPE_/);
    const noStripe = {
      ...configured,
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      STRIPE_PRICE_ID: "",
    };
    expect(() => loadConfig(noStripe)).toThrow(/STRIPE_SECRET_KEY.*are required in production/);
    expect(loadConfig({ ...noStripe, BILLING_TEST_MODE: "1" }).billing).toEqual({
      provider: "test",
    });

    const config = loadConfig(configured);
    expect(config).toMatchObject({
      isProduction: true,
      host: "0.0.0.0",
      seedDemo: false,
      billing: { provider: "stripe" },
      mail: { devMailbox: false, from: "Wakala <no-reply@wakala.ae>" },
    });
  });

  it("takes the seller from SELLER_*, all or none, with a TRN exactly when VAT-registered", () => {
    const local = { SITE_URL: "http://localhost:3000" };
    const load = (env: Record<string, string>) => () =>
      loadConfig({ ...local, ...env }, { secretDir: secretDir() });
    // None set on a laptop: the demo seller, which says so on every invoice.
    expect(load({})().seller).toEqual(DEMO_SELLER);
    expect(DEMO_SELLER.legalName).toMatch(/demo/);
    expect(load(TEST_SELLER)().seller).toEqual({
      legalName: "Wakala Marketplace FZ-LLC",
      legalNameAr: "وكالة ماركت بليس م.م.ح",
      address: "Office 1203, Boulevard Plaza Tower 1, Downtown",
      emirate: "Dubai",
      country: "AE",
      trn: "100123456700003",
      email: null,
      vatRegistered: true,
    });
    // Half a seller is refused everywhere, naming the first gap.
    for (const name of Object.keys(TEST_SELLER).filter((n) => n !== "SELLER_TRN")) {
      expect(load({ ...TEST_SELLER, [name]: "" })).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required when any SELLER_ variable is set`),
      );
    }
    expect(load({ ...TEST_SELLER, SELLER_TRN: "" })).toThrow(/SELLER_TRN is required when/);
    expect(load({ ...TEST_SELLER, SELLER_VAT_REGISTERED: "0" })).toThrow(
      /SELLER_TRN is set but SELLER_VAT_REGISTERED is not 1/,
    );
    expect(load({ SELLER_TRN: "100123456700003" })).toThrow(/SELLER_LEGAL_NAME is required/);
    const unregistered = load({ ...TEST_SELLER, SELLER_VAT_REGISTERED: "0", SELLER_TRN: "" })();
    expect(unregistered.seller).toMatchObject({ vatRegistered: false, trn: null });
    // Hostile values name the variable.
    for (const [name, value, refusal] of [
      ["SELLER_TRN", "10012345670000", /SELLER_TRN must be the seller's 15-digit/],
      ["SELLER_TRN", "1001234567000031", /SELLER_TRN must be the seller's 15-digit/],
      ["SELLER_TRN", "100 1234 5670 0003", /SELLER_TRN must be the seller's 15-digit/],
      ["SELLER_LEGAL_NAME", "Wakala\u202e FZ-LLC", /SELLER_LEGAL_NAME must be one line without/],
      ["SELLER_ADDRESS", "Office 1\nDubai", /SELLER_ADDRESS must be one line without/],
      ["SELLER_LEGAL_NAME_AR", "و".repeat(201), /at most 200 characters/],
      ["SELLER_EMIRATE", "Muscat", /SELLER_EMIRATE must be one of Abu Dhabi/],
    ] as const) {
      expect(load({ ...TEST_SELLER, [name]: value })).toThrow(refusal);
    }
  });

  it("refuses production without a whole seller: no Pro payment without an invoice to issue", () => {
    const configured = {
      SITE_URL: "https://wakala.ae",
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.wakala.ae:587",
      TRUST_PROXY: "1",
      ...stripeKeys,
    };
    expect(() => loadConfig(configured)).toThrow(
      /^Invalid configuration: SELLER_LEGAL_NAME, SELLER_LEGAL_NAME_AR, SELLER_ADDRESS, SELLER_EMIRATE and SELLER_VAT_REGISTERED are required in production/,
    );
    expect(() => loadConfig({ ...configured, ...TEST_SELLER, SELLER_ADDRESS: "" })).toThrow(
      /SELLER_ADDRESS is required when any SELLER_ variable is set/,
    );
    expect(loadConfig({ ...configured, ...TEST_SELLER }).seller.legalName).toBe(
      "Wakala Marketplace FZ-LLC",
    );
  });

  it("refuses production without TRUST_PROXY: an https site is reached through a proxy", () => {
    // The app speaks plain HTTP, so an https SITE_URL means a TLS-terminating proxy in front:
    // without the setting every client would count as the proxy's address in the rate limits.
    const configured = {
      SITE_URL: "https://wakala.ae",
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.wakala.ae:587",
      ...TEST_SELLER,
      BILLING_TEST_MODE: "1",
    };
    const refusal = /^Invalid configuration: TRUST_PROXY is required in production .*proxies/;
    expect(() => loadConfig(configured)).toThrow(ConfigError);
    expect(() => loadConfig(configured)).toThrow(refusal);
    expect(() => loadConfig({ ...configured, TRUST_PROXY: "" })).toThrow(refusal);
    expect(() => loadConfig({ ...configured, TRUST_PROXY: "0" })).toThrow(refusal);
    expect(loadConfig({ ...configured, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...configured, TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    // Outside production the setting stays optional (a laptop has no proxy).
    expect(loadConfig({}, { secretDir: secretDir() }).trustProxy).toBe(false);
  });

  it("refuses the demo seed and DEV_MAILBOX=1 in production; DEV_MAILBOX=public says what it does", () => {
    const configured = {
      SITE_URL: "https://staging.wakala.ae",
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.wakala.ae:587",
      ...TEST_SELLER,
      BILLING_TEST_MODE: "1",
      TRUST_PROXY: "1",
    };
    expect(() => loadConfig({ ...configured, SEED_DEMO: "1" })).toThrow(
      /^Invalid configuration: SEED_DEMO=1 is refused in production/,
    );
    expect(loadConfig({ ...configured, SEED_DEMO: "0" }).seedDemo).toBe(false);
    for (const on of ["1", "true", "yes"]) {
      expect(() => loadConfig({ ...configured, DEV_MAILBOX: on })).toThrow(
        /^Invalid configuration: DEV_MAILBOX=1 is refused in production.*DEV_MAILBOX=public/,
      );
    }
    // A staging site may keep mail in the mailbox, for anyone to read, instead of SMTP.
    const staging = loadConfig({ ...configured, SMTP_URL: "", DEV_MAILBOX: "public" });
    expect(staging.mail).toMatchObject({
      smtpUrl: undefined,
      devMailbox: true,
      devMailboxForAnyone: true,
    });
    expect(() => loadConfig({ ...configured, SMTP_URL: "", DEV_MAILBOX: "0" })).toThrow(
      /SMTP_URL is required/,
    );
  });

  it("on a local site: demo data, the mailbox for this machine only, listening on 127.0.0.1", () => {
    const local = loadConfig({ NODE_ENV: "production" }, { secretDir: secretDir() });
    expect(local).toMatchObject({
      isProduction: false,
      host: "127.0.0.1",
      seedDemo: true,
      mail: { devMailbox: true, devMailboxForAnyone: false },
      billing: { provider: "test" },
    });
    const opened = loadConfig(
      { HOST: "0.0.0.0", DEV_MAILBOX: "1", SEED_DEMO: "no" },
      { secretDir: secretDir() },
    );
    expect(opened).toMatchObject({
      host: "0.0.0.0",
      seedDemo: false,
      mail: { devMailbox: true, devMailboxForAnyone: true },
    });
    expect(
      loadConfig({ DEV_MAILBOX: "public" }, { secretDir: secretDir() }).mail.devMailboxForAnyone,
    ).toBe(true);
    expect(() => loadConfig({ DEV_MAILBOX: "open" }, { secretDir: secretDir() })).toThrow(
      /^Invalid configuration: DEV_MAILBOX /,
    );
  });

  it("uses Stripe with all three keys, the test provider with none, and refuses half a set", () => {
    const local = { SESSION_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...local, ...stripeKeys }).billing).toEqual({
      provider: "stripe",
      secretKey: "sk_test_123",
      webhookSecret: "whsec_123",
      priceId: "price_123",
    });
    expect(loadConfig(local).billing).toEqual({ provider: "test" });
    expect(loadConfig({ ...local, STRIPE_SECRET_KEY: " ", STRIPE_PRICE_ID: "" }).billing).toEqual({
      provider: "test",
    });
    expect(() =>
      loadConfig({ ...local, STRIPE_SECRET_KEY: "sk_test_123", STRIPE_PRICE_ID: "price_123" }),
    ).toThrow(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required when any STRIPE_ variable is set",
    );
  });

  it("keeps uploads in the database, or in S3-compatible storage with a bucket and its keys", () => {
    const local = { SESSION_SECRET: "x".repeat(32) };
    expect(loadConfig(local).storage).toEqual({ kind: "database" });
    const keys = { S3_BUCKET: "wakala", S3_ACCESS_KEY_ID: "AKIA1", S3_SECRET_ACCESS_KEY: "s3cr3t" };
    expect(loadConfig({ ...local, ...keys }).storage).toEqual({
      kind: "s3",
      endpoint: "https://s3.us-east-1.amazonaws.com",
      region: "us-east-1",
      bucket: "wakala",
      accessKeyId: "AKIA1",
      secretAccessKey: "s3cr3t",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...local,
        ...keys,
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "me-central-1",
        S3_FORCE_PATH_STYLE: "1",
      }).storage,
    ).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      region: "me-central-1",
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...local, S3_ACCESS_KEY_ID: "AKIA1" })).toThrow(
      "Invalid configuration: S3_BUCKET is required when S3_ACCESS_KEY_ID is set",
    );
    expect(() => loadConfig({ ...local, ...keys, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set",
    );
    expect(() => loadConfig({ ...local, ...keys, S3_ENDPOINT: "ftp://x" })).toThrow(
      /^Invalid configuration: S3_ENDPOINT must be an http\(s\) URL/,
    );
    // The secret is never printed, even when wrong.
    expect(() => loadConfig({ ...local, S3_SECRET_ACCESS_KEY: "s3cr3t" })).toThrow(
      /S3_BUCKET is required when S3_SECRET_ACCESS_KEY is set$/,
    );
  });

  it("reads flags and trims the site URL", () => {
    const config = loadConfig(
      { SEED_DEMO: "0", SITE_URL: "http://app.localhost:3000/", TRUST_PROXY: "1" },
      { secretDir: secretDir() },
    );
    expect(config.seedDemo).toBe(false);
    expect(config.siteUrl).toBe("http://app.localhost:3000");
    expect(config.trustProxy).toBe(1);
  });
});
