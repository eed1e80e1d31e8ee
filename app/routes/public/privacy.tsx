import { sharedPage } from "~/components/layout/page-scripts";
import { useMessages, useSite } from "~/components/i18n";
import { LegalDocument, legalLinkClasses } from "~/components/legal/legal-document";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/privacy";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/privacy", ...m.pages.privacy }));

/** The privacy policy: the 11 numbered sections (docs/product.md#routes-and-screens). */
export default function PrivacyPage() {
  const privacyMessages = useMessages().publicPages.privacy;
  const site = useSite();
  const email = site?.supportEmail ?? "";
  return (
    <LegalDocument
      title={privacyMessages.title}
      lastUpdated={privacyMessages.lastUpdated}
      notice={privacyMessages.languageNotice}
      intro={privacyMessages.intro}
      sections={privacyMessages.sections}
      values={{
        brand: site?.name,
        emailLink: (
          <a href={`mailto:${email}`} dir="ltr" className={legalLinkClasses}>
            {email}
          </a>
        ),
      }}
    />
  );
}
