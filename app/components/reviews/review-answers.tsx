import { CircleAlert, CircleCheck } from "lucide-react";
import { format } from "~/domain/i18n";
import { REVIEW_LINK_DAYS, type ReviewLinkRefusalKind } from "~/domain/reviews";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";

/** After the review form: thanks for a review, or for saying the project did not go ahead. */
export function ReviewThanks({ declined, agencyName }: { declined: boolean; agencyName: string }) {
  const thanks = useMessages().reviews.thanks;
  return (
    <Answer
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
    <Answer
      icon="refused"
      {...texts[refusal]}
      actions={[
        { to: "/contact", label: refusals.contact },
        { to: "/agencies", label: refusals.browse },
      ]}
    />
  );
}

function Answer({
  icon,
  title,
  body,
  actions,
}: {
  icon: "done" | "refused";
  title: string;
  body: string;
  actions: { to: string; label: string }[];
}) {
  const Icon = icon === "done" ? CircleCheck : CircleAlert;
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-2xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-14 ${icon === "done" ? "text-green-600" : "text-amber-600"}`}
        />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">{body}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.to}
              to={action.to}
              variant={index === 0 ? "primary" : "secondary"}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </div>
  );
}
