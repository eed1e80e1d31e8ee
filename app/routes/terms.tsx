import { Link } from "react-router";
import { useMessages, useSite } from "~/components/i18n";
import { LegalDocument, legalLinkClasses } from "~/components/legal/legal-document";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/terms", ...m.pages.terms }));

/** The terms of service: 11 sections (spec section 2), refunds as DECISIONS.md item 6 says. */
export default function TermsPage() {
  const messages = useMessages().publicPages;
  const t = messages.terms;
  const site = useSite();
  const email = site?.supportEmail ?? "";
  return (
    <LegalDocument
      title={t.title}
      lastUpdated={t.lastUpdated}
      intro={t.intro}
      sections={t.sections}
      values={{
        brand: site?.name,
        privacyLink: (
          <Link to="/privacy" className={legalLinkClasses}>
            {messages.privacy.privacyLinkLabel}
          </Link>
        ),
        emailLink: (
          <a href={`mailto:${email}`} className={legalLinkClasses}>
            {email}
          </a>
        ),
      }}
    />
  );
}
