import { sharedPage } from "~/components/layout/page-scripts";
import { useMessages } from "~/components/i18n";
import { ThankYouMessage } from "~/components/submissions/thank-you-message";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/thank-you";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

// The generic variant (docs/product.md#routes-with-two-readings): a listing under review, with a
// reply in 1-2 working days.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/thank-you", ...m.pages.thankYou, robots: "noindex,nofollow" }));

export default function ThankYouPage() {
  const messages = useMessages();
  const listingMessages = messages.submissions.thankYou.listing;
  return (
    <ThankYouMessage
      title={messages.pages.thankYou.title}
      lead={listingMessages.lead}
      steps={listingMessages.steps}
      next={{ to: "/", label: messages.submissions.thankYou.home }}
      another={{ to: "/list", label: listingMessages.another }}
    />
  );
}
