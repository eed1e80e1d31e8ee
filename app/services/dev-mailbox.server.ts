import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { AppLoadContext } from "react-router";
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

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether this request may see the development mailbox. It holds sign-in links, so by default
 * only a browser on this machine may (a server started on 0.0.0.0 by mistake shows it to nobody
 * else); DEV_MAILBOX=1 shows it to anyone, for a staging site without SMTP.
 */
export function mayReadDevMailbox(context: Pick<AppLoadContext, "config" | "peerAddress">) {
  const { devMailbox: exists, devMailboxForAnyone } = context.config.mail;
  return exists && (devMailboxForAnyone || LOOPBACK.test(context.peerAddress));
}
