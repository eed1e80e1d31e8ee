import type { Server } from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, type Config } from "~/config.server";
import { DatabaseLockedError, openDatabase, type Database } from "~/db/client.server";
import { seedDemoImages } from "~/db/seed/demo-images.server";
import { seedDemoIfEmpty } from "~/db/seed/seed.server";
import { objectStorage } from "~/storage/storage.server";
import { ensureFirstAdmin, generatedPasswordOutput } from "~/services/admin-accounts.server";
import {
  issueDemoTaxDocuments,
  issueMissingTaxDocuments,
  purgeExpiredTaxDocuments,
} from "~/services/tax-documents.server";
import { startOutboxWorker, type OutboxWorker } from "~/mail/outbox-worker.server";
import { refreshResponsiveness } from "~/services/agency-responsiveness.server";
import { remindPendingMatches } from "~/services/match-answers.server";
import { expireProposals } from "~/services/proposals.server";
import { followUpDecisions } from "~/services/brief-decisions.server";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp";
import { createMailTransport } from "~/mail/transport.server";
import { sendReviewMails } from "~/services/review-invitations.server";
import { resolveSignInRequests, sweepSignInLinks } from "~/services/sign-in-links.server";
import { runSavedSearchJob } from "~/services/saved-search-alerts.server";
import { mailThreadMessages } from "~/services/thread-mail.server";
import { purgeDeletedObjects } from "~/services/storage-deletions.server";
import { createApp } from "./app";
import { createDraining } from "./draining";
import { answerClientErrors } from "./body-reading";
import { createLogger } from "./logger";

/** How long an idle keep-alive connection stays open (ms). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type RunningServer = {
  server: Server;
  config: Config;
  database: Database;
  url: string;
  /** The inbound SMTP listener's port, when INBOUND_SMTP_PORT started one (decision 019). */
  inboundSmtpPort?: number;
  /** Stops accepting, lets requests in flight finish, stops the worker, closes the database. */
  shutdown(signal?: string): Promise<void>;
};

/** How long idle keep-alive connections stay open once requests in flight are done. */
const IDLE_LINGER_MS = 500;

/**
 * Starts the whole application: configuration, database (migrated, demo data on an empty one),
 * the e-mail outbox worker and the HTTP server.
 */
export async function startServer(
  options: {
    dev?: boolean;
    env?: Record<string, string | undefined>;
    /** Tests hand in a build; otherwise Vite (dev) or build/server/index.js. */
    build?: ServerBuild | (() => Promise<ServerBuild>);
    workerIntervalMs?: number;
    /** Whether a person watches the output (a generated admin password is printed only then). */
    terminal?: boolean;
  } = {},
): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const log = createLogger(config.logLevel);
  const started = performance.now();
  if (config.isProduction && config.mail.devMailbox) {
    log.warn(
      "DEV_MAILBOX=public: every e-mail, sign-in links included, is kept at /dev/mailbox for anyone to read. Use it only on a staging site without real users",
    );
  }

  const database = await openDatabase(config.database);
  log.info({ driver: database.driver }, "database opened");
  // Several processes starting at once on one PostgreSQL server take turns here.
  await database.exclusively(async () => {
    await database.migrate();
    const seeded = await seedDemoIfEmpty(database.db, { enabled: config.seedDemo, log });
    if (seeded) {
      log.info(seeded, "demo data written to the empty database");
      // The demo's invoices dated as paid, not on the day the demo started (docs/decisions/023).
      await issueDemoTaxDocuments(database.db, config.seller);
      // Drawn logos and portfolio images, through the uploads' pipeline and storage.
      const images = await seedDemoImages(database.db, objectStorage({ db: database.db, config }));
      log.info({ images }, "demo images stored");
    }
    // Payments recorded before tax invoices existed get theirs, once (docs/decisions/023).
    const issued = await issueMissingTaxDocuments(database.db, config.seller);
    if (issued.invoices > 0) log.info(issued, "tax invoices issued for earlier payments");
    await ensureFirstAdmin(
      database.db,
      config.admin,
      log,
      generatedPasswordOutput({
        file: path.join(config.dataDir, "admin-password.txt"),
        terminal: options.terminal,
        onFile: (file) =>
          log.warn(
            { file },
            `The generated admin password is in ${file} (readable by this user only): sign in, then delete the file`,
          ),
      }),
    );
  });

  const worker: OutboxWorker = startOutboxWorker({
    db: database.db,
    transport: createMailTransport(config, database.db),
    log: log.child({ component: "outbox" }),
    intervalMs: options.workerIntervalMs ?? config.mail.pollMs,
    retentionDays: config.mail.retentionDays,
    retryBaseMs: config.mail.retryBaseMs,
    // Every minute, or every 30 polls when the worker polls faster (the browser tests).
    maintenanceIntervalMs: Math.min(60_000, 30 * (options.workerIntervalMs ?? config.mail.pollMs)),
    requests: [{ name: "sign-in links", run: () => resolveSignInRequests(database.db, config) }],
    jobs: [
      { name: "expired sign-in links", run: () => sweepSignInLinks(database.db) },
      { name: "review mails", run: () => sendReviewMails(database.db, config) },
      { name: "saved-search alerts", run: () => runSavedSearchJob(database.db, config) },
      { name: "thread mails", run: () => mailThreadMessages(database.db, config) },
      { name: "match reminders", run: () => remindPendingMatches(database.db, config) },
      { name: "responsiveness", run: () => refreshResponsiveness(database.db) },
      { name: "expired proposals", run: () => expireProposals(database.db) },
      { name: "decision follow-up", run: () => followUpDecisions(database.db, config) },
      {
        name: "expired tax documents",
        run: async () => ({ deleted: await purgeExpiredTaxDocuments(database.db) }),
      },
      {
        name: "deleted files",
        run: () => purgeDeletedObjects(database.db, objectStorage({ db: database.db, config })),
      },
    ],
  });

  const draining = createDraining();
  let app;
  if (options.build) {
    app = createApp({ config, database, log, draining, build: options.build });
  } else if (options.dev) {
    // Vite's hot-reload socket listens on a port of its own (24678): on the app's address, so
    // `npm run dev` answers only this machine too, unless HOST says every interface.
    const everyInterface = ["0.0.0.0", "::"].includes(config.host);
    const vite = await import("vite").then((v) =>
      v.createServer({
        server: { middlewareMode: true, hmr: everyInterface ? true : { host: config.host } },
      }),
    );
    app = createApp({
      config,
      database,
      log,
      draining,
      devMiddleware: vite.middlewares,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const buildFile = path.resolve("build/server/index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    app = createApp({ config, database, log, draining, build });
  }

  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      // Express 5 calls back with the error too (a port in use, say), not only once listening.
      const s = app.listen(config.port, config.host, (error?: Error) =>
        error ? reject(error) : resolve(s),
      );
    });
  } catch (error) {
    await worker.stop();
    await database.close();
    // The usual start-up mistake gets one line, like a wrong setting.
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new ConfigError(
        `Port ${config.port} is already in use: stop what uses it, or set PORT to another port`,
      );
    }
    throw error;
  }
  answerClientErrors(server);
  // Answers to the project room's mails, when this process is their MX (decision 019).
  let inbound: InboundSmtp | undefined;
  if (config.inbound.listener) {
    try {
      inbound = await startInboundSmtp({
        config,
        db: database.db,
        storage: objectStorage({ db: database.db, config }),
        log: log.child({ component: "inbound-smtp" }),
      });
    } catch (error) {
      net.Server.prototype.close.call(server);
      server.closeAllConnections();
      await worker.stop();
      await database.close();
      if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
        throw new ConfigError(
          `INBOUND_SMTP_PORT ${config.inbound.listener.port} is already in use: stop what uses it, or set INBOUND_SMTP_PORT on one process only`,
        );
      }
      throw error;
    }
  }
  // An idle keep-alive connection stays open 65 s, not Node's 5 s: a client or proxy that sends
  // its next request on a pooled connection just as the server closes it gets its connection
  // reset instead of an answer (a browser test's API client met it once). Proxies keep idle
  // upstream connections for up to 60 s; clients read the timeout from the Keep-Alive header.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node asks that the time to receive a request's headers be longer than the keep-alive time.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  log.info(
    { url, startupMs: Math.round(performance.now() - started), mailbox: !config.mail.smtpUrl },
    `${config.siteName} is listening on ${url}`,
  );

  let stopping: Promise<void> | undefined;
  const shutdown = (signal?: string) =>
    (stopping ??= (async () => {
      log.info({ signal }, "shutting down");
      // No new connections (net.Server's close: http.Server's would also cut idle keep-alive
      // connections at once, racing a request a client is sending on one). A request that still
      // arrives on an open connection is refused with 503 and `Connection: close`.
      draining.start();
      const closed = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(server, () => resolve()),
      );
      const grace = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
      await draining.idle();
      // Idle keep-alive connections get a moment to send their next request (refused, closed),
      // then the rest are closed.
      await sleep(Math.min(IDLE_LINGER_MS, config.shutdownGraceMs));
      server.closeAllConnections();
      await closed;
      clearTimeout(grace);
      await inbound?.close();
      await worker.stop();
      await database.close();
      log.info("stopped");
    })());

  return { server, config, database, url, inboundSmtpPort: inbound?.port, shutdown };
}

/** Runs the server as the process's main program: clear one-line errors, signals handled. */
export async function runMain(options: { dev?: boolean } = {}) {
  let running: RunningServer;
  try {
    running = await startServer(options);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // Whatever hangs (a database that does not answer its close), the process ends in time.
      setTimeout(() => {
        console.error("Shutdown took longer than its grace period: exiting");
        process.exit(1);
      }, running.config.shutdownGraceMs + 5000).unref();
      running.shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
