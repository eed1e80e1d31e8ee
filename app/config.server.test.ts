import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

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
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(
      config.sessionSecret,
    );
    expect(loadConfig({}, { secretDir: dir }).sessionSecret).toBe(config.sessionSecret);
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
    });
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

  it("requires a session secret and SMTP in production on a public address", () => {
    const production = { NODE_ENV: "production", SITE_URL: "https://wakala.ae" };
    expect(() => loadConfig(production)).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ ...production, SESSION_SECRET: "x".repeat(32) })).toThrow(
      /SMTP_URL is required in production/,
    );
    const configured = {
      ...production,
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.wakala.ae:587",
    };
    expect(() => loadConfig(configured)).toThrow(/STRIPE_SECRET_KEY.*are required in production/);
    const config = loadConfig({ ...configured, ...stripeKeys });
    expect(config.isProduction).toBe(true);
    expect(config.billing.provider).toBe("stripe");
    expect(config.mail.devMailbox).toBe(false);
    expect(config.mail.from).toBe("Wakala <no-reply@wakala.ae>");
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
    const production = {
      ...local,
      NODE_ENV: "production",
      SITE_URL: "https://wakala.ae",
      SMTP_URL: "smtp://mail.wakala.ae",
    };
    expect(loadConfig({ ...production, BILLING_TEST_MODE: "1" }).billing).toEqual({
      provider: "test",
    });
  });

  it("treats the optimised build on localhost as a local site, not production", () => {
    const config = loadConfig({ NODE_ENV: "production" }, { secretDir: secretDir() });
    expect(config.isProduction).toBe(false);
    expect(config.mail.devMailbox).toBe(true);
  });

  it("reads flags and trims the site URL", () => {
    const config = loadConfig(
      { SEED_DEMO: "0", SITE_URL: "https://example.ae/", TRUST_PROXY: "1" },
      { secretDir: secretDir() },
    );
    expect(config.seedDemo).toBe(false);
    expect(config.siteUrl).toBe("https://example.ae");
    expect(config.trustProxy).toBe(1);
  });
});
