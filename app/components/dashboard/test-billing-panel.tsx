import { FlaskConical } from "lucide-react";
import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";

/**
 * Shown only with the built-in test payment provider: moves the subscription on the way time
 * and a bank would (docs/product.md, P7), through the same events Stripe would send.
 */
export function TestBillingPanel({ canFail }: { canFail: boolean }) {
  const testCheckoutMessages = useMessages().dashboard.testCheckout;
  const button =
    "inline-flex h-9 items-center rounded-lg border border-violet-300 bg-white px-3 text-sm font-semibold text-violet-900 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:opacity-60";
  return (
    <section
      aria-labelledby="test-billing-title"
      className="rounded-2xl border border-dashed border-violet-300 bg-violet-50 p-5"
    >
      <h2
        id="test-billing-title"
        className="flex items-center gap-2 text-sm font-bold tracking-wide text-violet-900 uppercase"
      >
        <FlaskConical aria-hidden="true" className="size-4" />
        {testCheckoutMessages.simulateTitle}
      </h2>
      <p className="mt-1 text-sm text-violet-900">{testCheckoutMessages.simulateBody}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionForm fields={{ intent: "test-advance" }}>
          {(pending) => (
            <button type="submit" disabled={pending} className={button}>
              {testCheckoutMessages.advance}
            </button>
          )}
        </ActionForm>
        {canFail && (
          <ActionForm fields={{ intent: "test-fail-renewal" }}>
            {(pending) => (
              <button type="submit" disabled={pending} className={button}>
                {testCheckoutMessages.failRenewal}
              </button>
            )}
          </ActionForm>
        )}
      </div>
    </section>
  );
}
