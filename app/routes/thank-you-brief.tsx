import { useMessages } from "~/components/i18n";
import { ThankYouMessage } from "~/components/submissions/thank-you-message";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/thank-you-brief";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/thank-you-brief",
    ...m.pages.thankYouBrief,
    robots: "noindex,nofollow",
  }));

export default function ThankYouBriefPage() {
  const m = useMessages();
  const t = m.submissions.thankYou.brief;
  return (
    <ThankYouMessage
      title={m.pages.thankYouBrief.title}
      lead={t.lead}
      steps={t.steps}
      another={{ to: "/submit", label: t.another }}
    />
  );
}
