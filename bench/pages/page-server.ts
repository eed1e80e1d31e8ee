/**
 * The server the page tools look at: the built server (`build/server/main.js`) started on a free
 * port on a throw-away in-memory PGlite with the demo data, as the browser tests run it, or a
 * server already running at a given address. Neither tool builds: a missing or stale build is
 * an error that says to run `npm run build`.
 */
// @ts-expect-error: a plain JavaScript module of the start script, without types.
import { buildIsStale } from "../../scripts/build-freshness.mjs";
import { startAppProcess } from "../../tests/faults/app-process";
import { freePort } from "../../tests/faults/free-port";
import { PlainError } from "./pages";

export type PageServer = {
  /** Origin of the site, such as `http://127.0.0.1:43123`. */
  baseUrl: string;
  /** What it is, for the output: "the built server on ..." or "... (already running)". */
  label: string;
  /**
   * Why the server started here is no longer serving (it exited; with its last log lines), or
   * undefined while it runs (always undefined for a server already running elsewhere).
   */
  failure(): string | undefined;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
};

/** Throws unless build/ is there and newer than every source (scripts/build-freshness.mjs). */
export function assertFreshBuild() {
  const reason = (buildIsStale as () => string | false)();
  if (reason === "missing") {
    throw new PlainError("There is no build (build/ is missing): run `npm run build` first.");
  }
  if (reason) {
    throw new PlainError(
      "The build is older than the sources (app/, server/, public/, package-lock.json, ...): " +
        "run `npm run build` first.",
    );
  }
}

/**
 * The server at `baseUrl` when given (it must answer), else the built server started here
 * (tests/faults/app-process.ts): a local site whose SITE_URL is its own address (so canonical
 * URLs point at it), React's production build, PGLITE_DIR=memory:// and SEED_DEMO=1.
 */
export async function startPageServer(baseUrl?: string): Promise<PageServer> {
  if (baseUrl) {
    const origin = new URL(baseUrl).origin;
    const response = await fetch(origin, { redirect: "manual" }).catch((error: unknown) => {
      throw new PlainError(`${origin} does not answer: ${String(error)}`);
    });
    await response.body?.cancel();
    return {
      baseUrl: origin,
      label: `${origin} (already running)`,
      failure: () => undefined,
      stop: async () => {},
    };
  }
  assertFreshBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startAppProcess({
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    NODE_ENV: "production",
    PGLITE_DIR: "memory://",
    SEED_DEMO: "1",
    SESSION_SECRET: "page-tools-session-secret-0123456789abcdef",
    ADMIN_PASSWORD: "page-tools-admin-password",
    // Kept in memory, shown only if the server stops on its own.
    LOG_LEVEL: "info",
  });
  let exit: string | undefined;
  void app.exited.then(({ code, signal }) => (exit = signal ?? `code ${code}`));
  let stopping = false;
  return {
    baseUrl: origin,
    label: `the built server on ${origin} (in-memory PGlite, demo data)`,
    failure: () => {
      if (exit === undefined || stopping) return undefined;
      // Exit code 0 is the server's own graceful shutdown, on SIGTERM or SIGINT.
      const why = exit === "code 0" ? "code 0: something sent it SIGTERM or SIGINT" : exit;
      const lines = app.logs().map((line) => JSON.stringify(line));
      return `The server on ${origin} exited (${why}). Its last log lines:\n${lines.slice(-8).join("\n")}`;
    },
    stop: async () => {
      stopping = true;
      app.kill("SIGTERM");
      const timer = setTimeout(() => app.kill("SIGKILL"), 15_000);
      await app.exited;
      clearTimeout(timer);
    },
  };
}
