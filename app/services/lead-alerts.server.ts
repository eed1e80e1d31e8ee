import { arrayOverlaps, sql, type SQL } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { agencies, matches } from "~/db/schema";
import { defaultLocale, locales } from "~/domain/i18n";
import { servicesForProjectType } from "~/domain/project-services";
import { leadAlertRateLimit } from "~/domain/rate-limits";
import { projectTypes, type Service } from "~/domain/value-sets";
import { leadAlertEmail, type LeadAlertBrief } from "~/mail/templates/lead-alert";
import { rateLimitWindow } from "./rate-limit.server";

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
 * Queues a lead alert for every approved Pro agency offering a service that fits a brief the
 * operator has just qualified (docs/product.md, P9 and P13; services/qualify-brief), in
 * the caller's transaction, and returns how many. An agency already matched with the brief gets
 * none: its match mail holds the whole brief. One statement
 * whatever the number of agencies: the e-mail is rendered once per locale (it names no agency) and
 * copied per row by the database, in the language of each listing (agencies.locale), found through
 * the services index. Each alert names its brief and its agency, so deleting either deletes it.
 * Each agency gets at most leadAlertRateLimit's alerts an hour: the statement raises every fitting
 * agency's count in rate_limits (the same rows consumeRateLimit keeps) and queues mail only where
 * it was raised.
 */
export async function queueLeadAlerts(
  tx: DbOrTx,
  brief: LeadAlertBrief & { id: number },
  config: SiteConfig,
  now = new Date(),
): Promise<number> {
  const services = leadAlertServices(brief.projectType);
  if (services.length === 0) return 0;
  const site = { name: config.siteName, url: config.siteUrl };
  const mails = locales.map((locale) => ({ locale, ...leadAlertEmail(brief, site, locale) }));
  // The part of the agency's locale: `case agencies.locale when 'ar' then <Arabic> else <English>`.
  const inLocaleOf = (part: "subject" | "html" | "text"): SQL => {
    const fallback = mails.find((mail) => mail.locale === defaultLocale)!;
    const others = mails.filter((mail) => mail !== fallback);
    return sql`case ${agencies.locale} ${sql.join(
      others.map((mail) => sql`when ${mail.locale}::text then ${mail[part]}::text`),
      sql` `,
    )} else ${fallback[part]}::text end`;
  };
  const rule = leadAlertRateLimit;
  const { windowStart, expiresAt } = rateLimitWindow(rule, now);
  // Keys as consumeRateLimit(rule, String(id)) writes them. The alerts are then found by id (a
  // join on the key text made the planner loop over every pair: 3x slower at 3,000 alerts).
  const prefix = `${rule.name}:`;
  const result = (await tx.execute(sql`
    with counted as (
      insert into rate_limits (key, window_start, expires_at, count)
      select ${prefix}::text || ${agencies.id}::text, ${windowStart.toISOString()}::timestamptz,
        ${expiresAt.toISOString()}::timestamptz, 1
      from ${agencies}
      where ${agencies.approved} and ${agencies.isPro}
        and ${arrayOverlaps(agencies.services, [...services])}
        and ${agencies.id} not in (
          select ${matches.agencyId} from ${matches} where ${matches.briefId} = ${brief.id}::integer
        )
      -- Rows locked in one order, so briefs queued at once wait for each other, never deadlock.
      order by ${agencies.id}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
        where rate_limits.count < ${rule.limit}
      returning substr(key, ${prefix.length + 1})::integer as agency_id
    ),
    queued as (
      insert into email_outbox (to_address, reply_to, subject, html, text, brief_id, agency_id)
      select ${agencies.email}, ${config.supportEmail}::text, ${inLocaleOf("subject")},
        ${inLocaleOf("html")}, ${inLocaleOf("text")}, ${brief.id}::integer, ${agencies.id}
      from ${agencies}
      where ${agencies.id} in (select agency_id from counted)
      returning 1
    )
    select count(*)::integer as count from queued
  `)) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
