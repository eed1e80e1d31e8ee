import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { briefs } from "~/db/schema";
import type { BriefInput } from "~/domain/brief";
import { enqueueEmail } from "~/mail/outbox.server";
import { briefConfirmationEmail } from "~/mail/templates/brief-confirmation";
import { briefNotificationEmail } from "~/mail/templates/brief-notification";
import { queueLeadAlerts } from "./lead-alerts.server";
import type { RateLimitRule } from "./rate-limit.server";

/** Briefs per client address, the HTML form and the JSON API together. */
export const submitBriefRateLimit: RateLimitRule = {
  name: "submit-brief:address",
  limit: 10,
  windowMs: 10 * 60_000,
};

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/**
 * Stores a client's brief and, in the same transaction, queues the confirmation to the client, the
 * notification to the operator and the lead alerts to fitting Pro agencies: all or none.
 */
export async function submitBrief(
  db: Db,
  input: BriefInput,
  config: SiteConfig,
): Promise<{ id: number }> {
  const site = { name: config.siteName, url: config.siteUrl };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(briefs)
      .values({
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        projectType: input.projectType,
        budget: input.budget,
        timeline: input.timeline,
        description: input.description,
      })
      .returning({ id: briefs.id });
    await enqueueEmail(tx, {
      to: input.email,
      replyTo: config.supportEmail,
      ...briefConfirmationEmail(input, site),
      about: { briefId: row!.id },
    });
    await enqueueEmail(tx, {
      to: config.supportEmail,
      replyTo: input.email,
      ...briefNotificationEmail({ ...input, id: row!.id }, site),
      about: { briefId: row!.id },
    });
    await queueLeadAlerts(tx, { ...input, id: row!.id }, config);
    return { id: row!.id };
  });
}
