import { arrayOverlaps, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { servicesForProjectType } from "~/domain/project-services";
import { projectTypes, type Service } from "~/domain/value-sets";
import { leadAlertEmail, type LeadAlertBrief } from "~/mail/templates/lead-alert";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/**
 * The services whose agencies a brief's lead alert goes to. "other" gets none: its list in
 * servicesForProjectType is a loose hint for the operator's ranking, and an alert says "this brief
 * fits your services", which nobody can tell of an "other" brief.
 */
export function leadAlertServices(projectType: string): readonly Service[] {
  if (!projectTypes.is(projectType) || projectType === "other") return [];
  return servicesForProjectType[projectType];
}

/**
 * Queues a lead alert for every approved Pro agency offering a service that fits a new brief
 * (DECISIONS.md item 9), in the caller's transaction, and returns how many. One statement whatever
 * the number of agencies: the e-mail is rendered once (it names no agency) and copied per row
 * by the database, found through the services index. Each alert names its brief and its agency,
 * so deleting either deletes the alert.
 */
export async function queueLeadAlerts(
  tx: DbOrTx,
  brief: LeadAlertBrief & { id: number },
  config: SiteConfig,
): Promise<number> {
  const services = leadAlertServices(brief.projectType);
  if (services.length === 0) return 0;
  const mail = leadAlertEmail(brief, { name: config.siteName, url: config.siteUrl });
  const result = (await tx.execute(sql`
    with queued as (
      insert into email_outbox (to_address, reply_to, subject, html, text, brief_id, agency_id)
      select ${agencies.email}, ${config.supportEmail}::text, ${mail.subject}::text,
        ${mail.html}::text, ${mail.text}::text, ${brief.id}::integer, ${agencies.id}
      from ${agencies}
      where ${agencies.approved} and ${agencies.isPro}
        and ${arrayOverlaps(agencies.services, [...services])}
      returning 1
    )
    select count(*)::integer as count from queued
  `)) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
