import { format } from "~/domain/i18n";
import { REVIEW_LINK_DAYS, type ReviewLinkRefusalKind } from "~/domain/reviews";
import { useMessages } from "../i18n";
import { AnswerPanel } from "../ui/answer-panel";

/** After the review form: thanks for a review, or for saying not to ask for one. */
export function ReviewThanks({ declined, agencyName }: { declined: boolean; agencyName: string }) {
  const thanks = useMessages().reviews.thanks;
  return (
    <AnswerPanel
      icon="done"
      title={declined ? thanks.declinedTitle : thanks.title}
      body={format(declined ? thanks.declinedBody : thanks.body, { agencyName })}
      actions={[{ to: "/agencies", label: thanks.browse }]}
    />
  );
}

/** Why a review link cannot be used (nothing was stored). */
export function ReviewLinkRefused({ refusal }: { refusal: ReviewLinkRefusalKind }) {
  const refusals = useMessages().reviews.refusals;
  const texts: Record<ReviewLinkRefusalKind, { title: string; body: string }> = {
    wrong: { title: refusals.wrongTitle, body: refusals.wrongBody },
    used: { title: refusals.usedTitle, body: refusals.usedBody },
    declined: { title: refusals.declinedTitle, body: refusals.declinedBody },
    expired: {
      title: refusals.expiredTitle,
      body: format(refusals.expiredBody, { days: REVIEW_LINK_DAYS }),
    },
    "other-agency": { title: refusals.wrongTitle, body: refusals.otherAgency },
  };
  return (
    <AnswerPanel
      icon="refused"
      {...texts[refusal]}
      actions={[
        { to: "/contact", label: refusals.contact },
        { to: "/agencies", label: refusals.browse },
      ]}
    />
  );
}
