import { sharedPage } from "~/components/layout/page-scripts";
import { Link } from "~/components/ui/link";
import { useMessages, useSite } from "~/components/i18n";
import { LegalDocument, legalLinkClasses } from "~/components/legal/legal-document";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/terms";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/terms", ...m.pages.terms }));

/**
 * The terms of service: 11 sections (docs/product.md#routes-and-screens), refunds as P6
 * says.
 */
export default function TermsPage() {
  const publicPagesMessages = useMessages().publicPages;
  const termsMessages = publicPagesMessages.terms;
  const site = useSite();
  const email = site?.supportEmail ?? "";
  return (
    <LegalDocument
      title={termsMessages.title}
      lastUpdated={termsMessages.lastUpdated}
      notice={termsMessages.languageNotice}
      intro={termsMessages.intro}
      sections={termsMessages.sections}
      values={{
        brand: site?.name,
        privacyLink: (
          <Link to="/privacy" className={legalLinkClasses}>
            {publicPagesMessages.privacy.privacyLinkLabel}
          </Link>
        ),
        emailLink: (
          <a href={`mailto:${email}`} dir="ltr" className={legalLinkClasses}>
            {email}
          </a>
        ),
      }}
    />
  );
}
