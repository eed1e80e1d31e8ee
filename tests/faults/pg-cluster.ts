import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

/**
 * A PostgreSQL cluster of the fault tests' own: `initdb` in a temporary directory, `pg_ctl` on a
 * free port, so stopping it touches no other database on the machine. PostgreSQL refuses to run
 * as root: as root, its commands run as the `postgres` user (runuser), who owns the directory.
 */
export type PgCluster = {
  port: number;
  dir: string;
  /** A connection URL for `database` (created with createDatabase). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl stop -m fast`: open connections are cut, as in a restart or a failover. */
  stop(): void;
  start(): void;
  /** Stops the server if running and deletes the directory. */
  destroy(): void;
};

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const found = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const fromConfig = found.status === 0 ? found.stdout.trim() : "";
  if (fromConfig && existsSync(path.join(fromConfig, "initdb"))) return fromConfig;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = path.join(debian, v, "bin");
      if (existsSync(path.join(dir, "initdb"))) return dir;
    }
  }
  throw new Error("initdb was not found: install PostgreSQL, or set PG_BIN to its bin directory");
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "wakala-faults-pg-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    const [exe, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", file, ...args]]
      : [file, args];
    const result = spawnSync(exe, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c max_connections=100",
    // Durability of this throwaway cluster against a power cut is not what is tested.
    "-c fsync=off",
  ].join(" ");
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      options,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  let running = true;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    dir,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, "")}"`);
      } finally {
        await client.end();
      }
    },
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      if (running) {
        try {
          stop();
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
