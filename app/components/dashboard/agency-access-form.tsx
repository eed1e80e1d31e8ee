import { LoaderCircle, MailCheck, Store } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { format } from "~/domain/i18n";
import { ErrorList, TextField } from "../forms/field";
import { useMessages, useSite } from "../i18n";
import { buttonClasses } from "../ui/button-link";

export type AccessState = { sent?: string; errors?: { email?: string[]; form?: string[] } };

/**
 * 'Agency Dashboard Access' (spec section 2): the listing's e-mail address gets a one-time
 * sign-in link (DECISIONS.md item 2). After sending it says 'check your inbox', whether or not
 * the address has a listing.
 */
export function AgencyAccessForm({
  intro,
  action,
  state,
  minutes,
  notice,
}: {
  intro: string;
  /** The page whose action sends the link (and where the link will lead). */
  action: "/dashboard" | "/dashboard/upgrade";
  state: AccessState | undefined;
  minutes: number;
  /** A line above the form, e.g. why an old link did not work. */
  notice?: string;
}) {
  const m = useMessages().dashboard.access;
  const siteName = useSite()?.name ?? "";
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "request-link";

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
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.title}</h1>
        {state?.sent ? (
          <div role="status" className="mt-4 space-y-3 text-slate-700">
            <p className="text-lg font-semibold text-slate-900">{m.sentTitle}</p>
            <p>{format(m.sentBody, { email: state.sent, siteName, minutes })}</p>
            <p className="text-sm text-slate-600">{m.sentHint}</p>
            <Link
              to={action}
              className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {m.tryAgain}
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
            <Form method="post" action={action} className="mt-6 flex flex-col gap-4" noValidate>
              <input type="hidden" name="intent" value="request-link" />
              <ErrorList errors={state?.errors?.form} />
              <TextField
                id="access-email"
                name="email"
                type="email"
                label={m.emailLabel}
                placeholder={m.emailPlaceholder}
                autoComplete="email"
                required
                errors={state?.errors?.email}
              />
              <button
                type="submit"
                disabled={sending}
                className={`${buttonClasses("primary", "lg")} disabled:opacity-60`}
              >
                {sending && (
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-5 animate-spin motion-reduce:animate-none"
                  />
                )}
                {sending ? m.submitting : m.submit}
              </button>
            </Form>
            <p className="mt-6 text-sm text-slate-600">
              {m.noListing}{" "}
              <Link to="/list" className="font-medium text-brand-700 hover:underline">
                {m.listAgency}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
