import { formatDate } from "~/domain/format";
import { format, getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderEmail, type RenderedEmail } from "./layout";

/** To an agency that has just upgraded: what Pro gives, what it costs, when it renews. */
export function proWelcomeEmail(
  {
    agencyName,
    nextBillingDate,
    dashboardUrl,
  }: { agencyName: string; nextBillingDate: Date | null; dashboardUrl: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const agencyEmailsMessages = getMessages(locale).agencyEmails;
  const proWelcomeMessages = agencyEmailsMessages.proWelcome;
  const fill = agencyMailFiller(site, { agencyName });
  const [intro, pricing, guarantee] = proWelcomeMessages.paragraphs.map(fill);
  const benefits = agencyEmailsMessages.proBenefits
    .map((text) => format(agencyEmailsMessages.bullet, { text }))
    .join("\n");
  return {
    subject: fill(proWelcomeMessages.subject),
    ...renderEmail({
      site,
      locale,
      preheader: fill(proWelcomeMessages.preheader),
      heading: fill(proWelcomeMessages.heading),
      paragraphs: [intro!, benefits, pricing!, guarantee!],
      details: [
        { label: proWelcomeMessages.fields.plan, value: proWelcomeMessages.plan },
        { label: proWelcomeMessages.fields.price, value: fill(proWelcomeMessages.priceValue) },
        {
          label: proWelcomeMessages.fields.nextBilling,
          value: nextBillingDate
            ? formatDate(nextBillingDate, locale)
            : agencyEmailsMessages.notGiven,
        },
      ],
      action: { label: proWelcomeMessages.action, url: dashboardUrl },
      footnote: agencyMailFootnote(site, agencyName, locale),
    }),
  };
}
