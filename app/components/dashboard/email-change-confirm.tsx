import { MailCheck, MailX } from "lucide-react";
import { EMAIL_CHANGE_LINK_HOURS } from "~/domain/agency-access";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";
import { TokenPostButton } from "./token-post-button";

/**
 * The page of the link that confirms a listing's new address: one button that posts the token
 * (opening the link changes nothing, so mail scanners cannot use it up), or why it can't be used.
 */
export function EmailChangeConfirm({
  token,
  refusal,
}: {
  token: string;
  refusal: "invalid" | "duplicate" | undefined;
}) {
  const emailChangeMessages = useMessages().dashboard.emailChange;
  const unusable = !token || refusal;
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {unusable ? (
            <MailX aria-hidden="true" className="size-6" />
          ) : (
            <MailCheck aria-hidden="true" className="size-6" />
          )}
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {unusable ? emailChangeMessages.invalidTitle : emailChangeMessages.confirmTitle}
        </h1>
        {unusable ? (
          <>
            <p role="alert" className="mt-2 text-slate-700">
              {refusal === "duplicate"
                ? emailChangeMessages.duplicate
                : format(emailChangeMessages.invalidBody, { hours: EMAIL_CHANGE_LINK_HOURS })}
            </p>
            <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
              {emailChangeMessages.backToDashboard}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{emailChangeMessages.confirmBody}</p>
            <TokenPostButton token={token} label={emailChangeMessages.confirmSubmit} />
          </>
        )}
      </div>
    </section>
  );
}
