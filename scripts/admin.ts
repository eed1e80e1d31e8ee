/**
 * `npm run admin:create -- --username NAME [--password PASSWORD]`: adds an admin account.
 * `npm run admin:password -- [--username NAME] [--password PASSWORD]`: sets an admin's password
 * (and signs that admin out everywhere). Without --password a random one is made and printed on
 * the terminal, or, when the output is not a terminal, written to data/admin-password.txt (owner only).
 * Works on the configured database (DATABASE_URL or the PGlite directory); with PGlite, stop the
 * server first (one process at a time).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "~/config.server";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import {
  findAdmin,
  generatedPasswordOutput,
  setAdminPassword,
} from "~/services/admin-accounts.server";
import { generatePassword } from "~/services/passwords.server";

class UsageError extends Error {}

const usage = `Usage:
  npm run admin:create -- --username NAME [--password PASSWORD]
  npm run admin:password -- [--username NAME] [--password PASSWORD]`;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "create" && command !== "password") throw new UsageError(usage);
  const { values } = parseArgs({
    args,
    options: { username: { type: "string" }, password: { type: "string" } },
    strict: true,
  });
  const config = loadConfig();
  const username = (
    values.username ?? (command === "password" ? config.admin.username : "")
  ).trim();
  if (!/^[\w.@-]{1,64}$/.test(username)) {
    throw new UsageError("--username: 1-64 letters, digits, '.', '@', '_' or '-'");
  }
  const password = values.password ?? generatePassword();
  if (password.length < 8) throw new UsageError("--password: at least 8 characters");

  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const existing = await findAdmin(database.db, username);
    if (command === "create" && existing)
      throw new UsageError(`The admin "${username}" exists; use admin:password`);
    if (command === "password" && !existing)
      throw new UsageError(`No admin "${username}"; use admin:create`);
    await setAdminPassword(database.db, username, password);
    console.log(
      command === "create"
        ? `Admin "${username}" created.`
        : `Password of "${username}" changed; its sessions ended.`,
    );
    if (!values.password) {
      const show = generatedPasswordOutput({
        file: path.join(config.dataDir, "admin-password.txt"),
        onFile: (file) =>
          console.log(
            `Its password is in ${file} (readable by you only): sign in, then delete it.`,
          ),
      });
      show(`Username: ${username}  Password: ${password}  (shown once)`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
