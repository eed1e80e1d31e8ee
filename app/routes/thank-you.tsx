import { useMessages } from "~/components/i18n";
import { ThankYouMessage } from "~/components/submissions/thank-you-message";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/thank-you";

// The generic variant (DECISIONS.md): a listing under review, with a reply in 1-2 working days.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/thank-you", ...m.pages.thankYou, robots: "noindex,nofollow" }));

export default function ThankYouPage() {
  const m = useMessages();
  const t = m.submissions.thankYou.listing;
  return (
    <ThankYouMessage
      title={m.pages.thankYou.title}
      lead={t.lead}
      steps={t.steps}
      another={{ to: "/list", label: t.another }}
    />
  );
}
