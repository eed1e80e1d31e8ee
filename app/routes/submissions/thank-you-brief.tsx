import { sharedPage } from "~/components/layout/page-scripts";
import { useMessages } from "~/components/i18n";
import { ThankYouMessage } from "~/components/submissions/thank-you-message";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/thank-you-brief";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/thank-you-brief",
    ...m.pages.thankYouBrief,
    robots: "noindex,nofollow",
  }));

export default function ThankYouBriefPage() {
  const messages = useMessages();
  const briefMessages = messages.submissions.thankYou.brief;
  return (
    <ThankYouMessage
      title={messages.pages.thankYouBrief.title}
      lead={briefMessages.lead}
      steps={briefMessages.steps}
      next={{ to: "/agencies", label: messages.submissions.thankYou.browseAgencies }}
      another={{ to: "/submit", label: briefMessages.another }}
    />
  );
}
