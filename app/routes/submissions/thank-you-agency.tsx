import { sharedPage } from "~/components/layout/page-scripts";
import { useMessages } from "~/components/i18n";
import { ThankYouMessage } from "~/components/submissions/thank-you-message";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/thank-you-agency";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/thank-you-agency",
    ...m.pages.thankYouAgency,
    robots: "noindex,nofollow",
  }));

export default function ThankYouAgencyPage() {
  const messages = useMessages();
  const agencyMessages = messages.submissions.thankYou.agency;
  return (
    <ThankYouMessage
      title={messages.pages.thankYouAgency.title}
      lead={agencyMessages.lead}
      steps={agencyMessages.steps}
      next={{ to: "/", label: messages.submissions.thankYou.home }}
      another={{ to: "/list", label: agencyMessages.another }}
    />
  );
}
