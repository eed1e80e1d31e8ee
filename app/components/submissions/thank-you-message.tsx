import { CircleCheck } from "lucide-react";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";

/**
 * A thank-you page (docs/product.md#routes-and-screens): what was received, the 'What happens
 * next?' steps, and the ways on: the next useful step, or send another.
 */
export function ThankYouMessage({
  title,
  lead,
  steps,
  next,
  another,
}: {
  title: string;
  lead: string;
  steps: readonly string[];
  /** The main button: what to do now (browse the agencies while the matches come, go home). */
  next: { to: string; label: string };
  another: { to: string; label: string };
}) {
  const thankYouMessages = useMessages().submissions.thankYou;
  return (
    <div className="page-band">
      <div className="mx-auto max-w-2xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-600" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p>
        <section
          aria-labelledby="what-happens-next"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 text-start shadow-sm sm:p-8"
        >
          <h2 id="what-happens-next" className="text-lg font-semibold text-slate-900">
            {thankYouMessages.whatNext}
          </h2>
          <ol className="mt-5 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        {/* The main button is the next useful step (`next`); sending another is there, but
            secondary. */}
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={next.to} variant="primary" size="lg">
            {next.label}
          </ButtonLink>
          <ButtonLink to={another.to} variant="secondary" size="lg">
            {another.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
