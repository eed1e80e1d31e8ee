import { CreditCard, FlaskConical } from "lucide-react";
import { format } from "~/domain/i18n";
import { ActionForm, usePendingSubmission } from "../forms/action-form";
import { useMessages, useSite } from "../i18n";
import { buttonClasses } from "../ui/button-link";

/** The test provider's checkout: clearly TEST MODE, pay, decline or go back. */
export function TestCheckoutView({
  agencyName,
  email,
  declined,
}: {
  agencyName: string;
  email: string;
  declined: boolean;
}) {
  const { dashboard } = useMessages();
  const testCheckoutMessages = dashboard.testCheckout;
  const siteName = useSite()?.name ?? "";
  // Any choice under way holds back the others: a payment must not be sent twice.
  const busy = usePendingSubmission({}) !== undefined;
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <p className="flex items-center justify-center gap-2 rounded-t-2xl bg-violet-700 px-4 py-2 text-center text-sm font-bold tracking-wide text-white uppercase">
        <FlaskConical aria-hidden="true" className="size-4" />
        {testCheckoutMessages.banner}
      </p>
      <div className="rounded-b-2xl border border-t-0 border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{testCheckoutMessages.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{testCheckoutMessages.intro}</p>
        <dl className="mt-6 space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{format(testCheckoutMessages.plan, { siteName })}</dt>
            <dd className="text-end font-semibold text-slate-900">
              {dashboard.subscription.price}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{agencyName}</dt>
            <dd className="text-end break-all text-slate-700">{email}</dd>
          </div>
        </dl>
        {declined && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {testCheckoutMessages.declined}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3">
          <ActionForm fields={{ intent: "pay" }} className="flex flex-col">
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClasses("primary", "lg")} disabled:opacity-60`}
            >
              <CreditCard aria-hidden="true" className="size-5" />
              {testCheckoutMessages.pay}
            </button>
          </ActionForm>
          <ActionForm fields={{ intent: "decline" }} className="flex flex-col">
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClasses("secondary", "lg")} disabled:opacity-60`}
            >
              {testCheckoutMessages.decline}
            </button>
          </ActionForm>
          <ActionForm fields={{ intent: "cancel" }} className="flex flex-col">
            <button
              type="submit"
              disabled={busy}
              className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline"
            >
              {testCheckoutMessages.cancel}
            </button>
          </ActionForm>
        </div>
      </div>
    </section>
  );
}
