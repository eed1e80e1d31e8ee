import pino from "pino";
import type { AppLoadContext } from "react-router";
import { loadConfig, type Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { localeOfPath } from "~/domain/i18n";
import { isLocalHostname } from "~/domain/local-address";
import { requestLocale } from "~/http/request-locale.server";
import type { PaymentProvider } from "~/payments/provider";

/** A whole, VAT-registered seller (SELLER_*), as production needs one. */
export const TEST_SELLER = {
  SELLER_LEGAL_NAME: "Wakala Marketplace FZ-LLC",
  SELLER_LEGAL_NAME_AR: "وكالة ماركت بليس م.م.ح",
  SELLER_ADDRESS: "Office 1203, Boulevard Plaza Tower 1, Downtown",
  SELLER_EMIRATE: "Dubai",
  SELLER_TRN: "100123456700003",
  SELLER_VAT_REGISTERED: "1",
};

/**
 * The configuration a fresh machine gets, with a fixed secret; override what the test needs. A
 * public SITE_URL makes a production site, which also gets the SMTP, billing and proxy settings it
 * needs.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  const production =
    env.SITE_URL !== undefined && !isLocalHostname(new URL(env.SITE_URL).hostname)
      ? {
          SMTP_URL: "smtp://mail.wakala.ae",
          BILLING_TEST_MODE: "1",
          TRUST_PROXY: "1",
          ...TEST_SELLER,
        }
      : {};
  return loadConfig({
    SESSION_SECRET: "test-secret-".padEnd(40, "x"),
    LOG_LEVEL: "silent",
    ...production,
    ...env,
  });
}

/** What the server hands loaders and actions, for calling route modules directly in tests. */
export function testContext(db: Db, config: Config = testConfig()): AppLoadContext {
  return {
    db,
    config,
    log: pino({ level: "silent" }),
    requestId: "test",
    cspNonce: "test-nonce",
    clientAddress: "203.0.113.7",
    peerAddress: "127.0.0.1",
  };
}

/** Loader/action arguments for a route module called directly. */
export function routeArgs(
  db: Db,
  url: string,
  init?: RequestInit & {
    config?: Config;
    params?: Record<string, string>;
    payments?: PaymentProvider;
  },
) {
  const { config, params = {}, payments, ...requestInit } = init ?? {};
  return {
    request: new Request(new URL(url, "http://localhost:3000"), requestInit),
    context: { ...testContext(db, config), ...(payments ? { payments } : {}) },
    params,
    unstable_pattern: "",
  };
}

/**
 * Runs a route module's loader or action as the server runs it for `url` (server/app.ts): in the
 * locale of its path, so /ar/submit answers, and stores, in Arabic.
 */
export function asRequestTo<T>(url: string, work: () => T): T {
  return requestLocale.run(localeOfPath(new URL(url, "http://localhost:3000").pathname), work);
}
