import { MailCheck } from "lucide-react";
import { EMAIL_CHANGE_LINK_HOURS } from "~/domain/agency-access";
import { useMessages } from "../i18n";
import { RichText } from "../rich-text";

/** The dashboard's note of a new listing address that waits for its mailed link. */
export function EmailChangePending({ newEmail, email }: { newEmail: string; email: string }) {
  const emailChangeMessages = useMessages().dashboard.emailChange;
  return (
    <section
      aria-labelledby="email-change-title"
      className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 break-words">
        <h2 id="email-change-title" className="font-semibold">
          {emailChangeMessages.pendingTitle}
        </h2>
        <p className="mt-1">
          <RichText
            text={emailChangeMessages.pendingBody}
            values={{
              newEmail: <bdi dir="ltr">{newEmail}</bdi>,
              email: <bdi dir="ltr">{email}</bdi>,
              hours: EMAIL_CHANGE_LINK_HOURS,
            }}
          />
        </p>
      </div>
    </section>
  );
}
