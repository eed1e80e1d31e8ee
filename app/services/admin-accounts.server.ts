import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { users } from "~/db/schema";
import { generatePassword, hashPassword, needsRehash, verifyPassword } from "./passwords.server";
import { endSessionsOf } from "./sessions.server";

export type AdminUser = { id: number; username: string };

export async function findAdmin(db: DbOrTx, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return user;
}

/** Creates an admin, or sets the password of the existing one; ends its other sessions. */
export async function setAdminPassword(
  db: DbOrTx,
  username: string,
  password: string,
): Promise<{ user: AdminUser; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const existing = await findAdmin(db, username);
  if (existing) {
    await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    await endSessionsOf(db, { userId: existing.id });
    return { user: { id: existing.id, username: existing.username }, created: false };
  }
  const [user] = await db
    .insert(users)
    .values({ username: username.trim(), passwordHash })
    .returning({ id: users.id, username: users.username });
  return { user: user!, created: true };
}

/**
 * After a successful login with `password`: stores a fresh hash when the stored one was made with
 * less work than new hashes get (an older cost), unless the password changed meanwhile.
 */
export async function rehashPasswordIfWeaker(
  db: DbOrTx,
  user: { id: number; passwordHash: string },
  password: string,
): Promise<boolean> {
  if (!needsRehash(user.passwordHash)) return false;
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Where a message with a generated password goes: onto the terminal when a person watches one;
 * otherwise (a service manager's or a container's log, which others may read and which keeps it)
 * into `file`, readable by its owner only, and `onFile` hears the file's path, never the password.
 */
export function generatedPasswordOutput(options: {
  file: string;
  onFile: (file: string) => void;
  terminal?: boolean;
  write?: (text: string) => void;
}): (message: string) => void {
  const {
    file,
    onFile,
    terminal = Boolean(process.stdout.isTTY),
    write = (text) => process.stdout.write(text),
  } = options;
  return (message) => {
    if (terminal) {
      write(`${message}\n`);
      return;
    }
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // A new file each time ("wx"), so the mode applies and no link planted at the path is followed.
    rmSync(file, { force: true });
    writeFileSync(file, `${message.trim()}\n`, { mode: 0o600, flag: "wx" });
    onFile(file);
  };
}

/**
 * The first admin, at start-up (docs/product.md, P1): ADMIN_USERNAME gets ADMIN_PASSWORD
 * when that is set (and differs from the stored one). With no password configured and no admin yet,
 * a random password is made and shown once (see generatedPasswordOutput); after that the stored
 * hash stays.
 */
export async function ensureFirstAdmin(
  db: DbOrTx,
  admin: Config["admin"],
  log: Pick<Logger, "info" | "warn">,
  print: (message: string) => void = generatedPasswordOutput({
    file: path.resolve("data", "admin-password.txt"),
    onFile: (file) => log.warn({ file }, "the generated admin password is in this file"),
  }),
): Promise<void> {
  const existing = await findAdmin(db, admin.username);
  if (admin.password) {
    if (existing && (await verifyPassword(admin.password, existing.passwordHash))) {
      await rehashPasswordIfWeaker(db, existing, admin.password);
      return;
    }
    await setAdminPassword(db, admin.username, admin.password);
    log.info({ username: admin.username }, "admin password set from ADMIN_PASSWORD");
    return;
  }
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return;
  const password = generatePassword();
  await setAdminPassword(db, admin.username, password);
  log.warn({ username: admin.username }, "created the first admin with a generated password");
  print(
    `\nAdmin account created. Username: ${admin.username}  Password: ${password}\n` +
      "This password is shown once. Change it with: npm run admin:password\n",
  );
}
