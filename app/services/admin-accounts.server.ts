import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { users } from "~/db/schema";
import { generatePassword, hashPassword, verifyPassword } from "./passwords.server";
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
 * The first admin, at start-up (DECISIONS.md item 1): ADMIN_USERNAME gets ADMIN_PASSWORD when
 * that is set (and differs from the stored one). With no password configured and no admin yet,
 * a random password is made and printed once; after that the stored hash stays.
 */
export async function ensureFirstAdmin(
  db: DbOrTx,
  admin: Config["admin"],
  log: Pick<Logger, "info" | "warn">,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  const existing = await findAdmin(db, admin.username);
  if (admin.password) {
    if (existing && (await verifyPassword(admin.password, existing.passwordHash))) return;
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
