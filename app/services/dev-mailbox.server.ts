import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { AppLoadContext } from "react-router";
import { devMailbox } from "~/db/schema";
import { isLocalHostHeader } from "~/domain/local-address";

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
 * only a browser on this machine may: the connection comes from loopback (a server started on
 * 0.0.0.0 shows it to nobody else) and the Host header names this machine (a DNS-rebinding page,
 * whose own host name now points at 127.0.0.1, is refused). DEV_MAILBOX=1 (or public) shows it
 * to anyone, for a container or a staging site without SMTP (docs/decisions/003).
 */
export function mayReadDevMailbox(
  request: Request,
  context: Pick<AppLoadContext, "config" | "peerAddress">,
) {
  const { devMailbox: exists, devMailboxForAnyone } = context.config.mail;
  if (!exists) return false;
  if (devMailboxForAnyone) return true;
  return LOOPBACK.test(context.peerAddress) && isLocalHostHeader(request.headers.get("host"));
}
