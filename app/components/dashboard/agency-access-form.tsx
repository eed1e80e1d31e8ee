import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { roomTexts } from "~/domain/messages/room-texts";
import { MailCheck, Store } from "lucide-react";
import { Form, Link } from "~/components/ui/link";
import { signInRequestSchema } from "~/domain/agency-access";
import { signInWithNext } from "~/domain/sign-in-next";
import { usePendingSubmission } from "../forms/action-form";
import { ErrorList, TextField } from "../forms/field";
import { PendingButton } from "../forms/pending-button";
import { useLocale, useMessages, useSite } from "../i18n";
import { RichText } from "../rich-text";
import { buttonClasses } from "../ui/button-link";
import { useSchemaForm } from "../forms/use-schema-form";

/** The lookup's last answer: Conform's result, and the address once a link is sent. */
export type AccessState = { result: SubmissionResult<string[]>; sent?: string };

/**
 * 'Agency Dashboard Access' (docs/product.md#routes-and-screens): the listing's e-mail address gets
 * a one-time sign-in link (docs/product.md, P2); a client's "My briefs" is the same form, for the
 * address their briefs were sent from (docs/decisions/018-project-room.md). After sending it says 'check your inbox',
 * whether or not the address has a listing. The address is checked in the browser with the server's
 * schema.
 */
export function AgencyAccessForm({
  intro,
  action,
  state,
  minutes,
  notice,
  audience = "agency",
  next,
}: {
  intro: string;
  /** The page whose action sends the link (and where the link will lead). */
  action: "/dashboard" | "/dashboard/upgrade" | "/my-briefs";
  state: AccessState | undefined;
  minutes: number;
  /** A line above the form, e.g. why an old link did not work. */
  notice?: string;
  /** Whose link: an agency's (its listing's address) or a client's ("My briefs"). */
  audience?: "agency" | "client";
  /** The page the link leads to instead of `action`'s (a thread opened signed out). */
  next?: string;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const accessMessages =
    audience === "agency" ? messages.dashboard.access : roomTexts(locale).access;
  const siteName = useSite()?.name ?? "";
  const sending = usePendingSubmission({ intent: "request-link" }) !== undefined;
  const [form, fields] = useSchemaForm(signInRequestSchema, {
    id: "agency-access",
    lastResult: state?.result,
    shouldValidate: "onSubmit",
  });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const page = next && next !== action ? signInWithNext(action, next) : action;

  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {state?.sent ? (
            <MailCheck aria-hidden="true" className="size-6" />
          ) : (
            <Store aria-hidden="true" className="size-6" />
          )}
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{accessMessages.title}</h1>
        {state?.sent ? (
          <div role="status" className="mt-4 space-y-3 text-slate-700">
            <p className="text-lg font-semibold text-slate-900">{accessMessages.sentTitle}</p>
            <p>
              <RichText
                text={accessMessages.sentBody}
                values={{ email: <bdi dir="ltr">{state.sent}</bdi>, siteName, minutes }}
              />
            </p>
            <p className="text-sm text-slate-600">
              {accessMessages.newestHint} {accessMessages.sentHint}
            </p>
            <Link
              to={page}
              className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {accessMessages.tryAgain}
            </Link>
          </div>
        ) : (
          <>
            {notice && (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {notice}
              </p>
            )}
            <p className="mt-2 text-slate-600">{intro}</p>
            <Form
              method="post"
              action={page}
              {...getFormProps(form)}
              className="mt-6 flex flex-col gap-4"
            >
              <input type="hidden" name="intent" value="request-link" />
              <ErrorList id={form.errorId} errors={form.errors} />
              <TextField
                key={emailKey}
                {...emailProps}
                label={accessMessages.emailLabel}
                placeholder={accessMessages.emailPlaceholder}
                autoComplete="email"
                required
                errors={fields.email.errors}
              />
              <PendingButton
                pending={sending}
                pendingLabel={accessMessages.submitting}
                className={`${buttonClasses("primary", "lg")} disabled:opacity-60`}
              >
                {accessMessages.submit}
              </PendingButton>
            </Form>
            <p className="mt-6 text-sm text-slate-600">
              {accessMessages.noListing}{" "}
              <Link
                to={audience === "agency" ? "/list" : "/submit"}
                className="font-medium text-brand-700 hover:underline"
              >
                {accessMessages.listAgency}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
