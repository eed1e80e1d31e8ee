import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { briefs } from "~/db/schema";
import { queueLeadAlerts } from "./lead-alerts.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export type QualifyBriefResult =
  /** Qualified now; `alerts` lead alerts were queued. */
  | { status: "qualified"; qualifiedAt: Date; alerts: number }
  /** It was qualified before (by the operator or a match): nothing was sent again. */
  | { status: "already-qualified"; qualifiedAt: Date }
  | { status: "not-found" };

/**
 * The operator's 'Qualify' (docs/product.md, P13): marks the brief as fit to reach paying
 * agencies and, in the same transaction, queues its lead alerts to the fitting Pro agencies. Only
 * the call that sets `qualified_at` queues them: the update is conditional, so a second call (a
 * double click, two operators, a match at the same moment) waits for the first and sends nothing.
 */
export async function qualifyBrief(
  db: Db,
  briefId: number,
  config: SiteConfig,
  now = new Date(),
): Promise<QualifyBriefResult> {
  return db.transaction(async (tx): Promise<QualifyBriefResult> => {
    const qualified = await markQualified(tx, briefId, config, now);
    if (qualified) return { status: "qualified", ...qualified };
    const [brief] = await tx
      .select({ qualifiedAt: briefs.qualifiedAt })
      .from(briefs)
      .where(eq(briefs.id, briefId));
    return brief?.qualifiedAt
      ? { status: "already-qualified", qualifiedAt: brief.qualifiedAt }
      : { status: "not-found" };
  });
}

/**
 * Sets the brief's `qualified_at` unless it is set already, and then queues its lead alerts, in
 * the caller's transaction (createMatch qualifies the brief it matches this way). Undefined when
 * the brief is gone or was qualified before.
 */
export async function markQualified(
  tx: DbOrTx,
  briefId: number,
  config: SiteConfig,
  now = new Date(),
): Promise<{ qualifiedAt: Date; alerts: number } | undefined> {
  const [brief] = await tx
    .update(briefs)
    .set({ qualifiedAt: now })
    .where(and(eq(briefs.id, briefId), isNull(briefs.qualifiedAt)))
    .returning();
  if (!brief) return undefined;
  const alerts = await queueLeadAlerts(tx, brief, config, now);
  return { qualifiedAt: brief.qualifiedAt!, alerts };
}
