import { useMessages, useSite } from "~/components/i18n";
import { LegalDocument, legalLinkClasses } from "~/components/legal/legal-document";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/privacy", ...m.pages.privacy }));

/** The privacy policy: the 11 numbered sections of spec sections 1 and 2. */
export default function PrivacyPage() {
  const t = useMessages().publicPages.privacy;
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
        emailLink: (
          <a href={`mailto:${email}`} className={legalLinkClasses}>
            {email}
          </a>
        ),
      }}
    />
  );
}
