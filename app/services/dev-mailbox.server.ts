import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devMailbox } from "~/db/schema";

/** The newest mail kept by the development mailbox transport (no SMTP server configured). */
export async function listDevMailbox(db: Db, limit = 100) {
  return db
    .select({
      id: devMailbox.id,
      toAddress: devMailbox.toAddress,
      subject: devMailbox.subject,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
}

export async function getDevMail(db: Db, id: number) {
  const [mail] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return mail;
}
