import { format, getMessages } from "~/domain/i18n";
import { PRO_MONTHLY_PRICE_AED, PRO_REFUND_WINDOW_DAYS } from "~/domain/plans";
import {
  agencyMailFiller,
  agencyMailFootnote,
  formatMailDate,
  type AgencyMailSite,
} from "./agency-mail-format";
import { renderEmail, type RenderedEmail } from "./layout";

/** To an agency that has just upgraded: what Pro gives, what it costs, when it renews. */
export function proWelcomeEmail(
  {
    agencyName,
    nextBillingDate,
    dashboardUrl,
  }: { agencyName: string; nextBillingDate: Date | null; dashboardUrl: string },
  site: AgencyMailSite,
): RenderedEmail & { subject: string } {
  const m = getMessages().agencyEmails;
  const t = m.proWelcome;
  const price = `AED ${PRO_MONTHLY_PRICE_AED}`;
  const fill = agencyMailFiller(site, { agencyName, price, days: PRO_REFUND_WINDOW_DAYS });
  const [intro, pricing, guarantee] = t.paragraphs.map(fill);
  const benefits = m.proBenefits.map((text) => format(m.bullet, { text })).join("\n");
  return {
    subject: fill(t.subject),
    ...renderEmail({
      site,
      preheader: fill(t.preheader),
      heading: fill(t.heading),
      paragraphs: [intro!, benefits, pricing!, guarantee!],
      details: [
        { label: t.fields.plan, value: t.plan },
        { label: t.fields.price, value: fill(t.priceValue) },
        {
          label: t.fields.nextBilling,
          value: nextBillingDate ? formatMailDate(nextBillingDate) : m.notGiven,
        },
      ],
      action: { label: t.action, url: dashboardUrl },
      footnote: agencyMailFootnote(site, agencyName),
    }),
  };
}
