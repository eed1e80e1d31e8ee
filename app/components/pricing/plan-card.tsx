import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { planFeatureText, type Plan } from "~/domain/plans";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import { ButtonLink, buttonClasses } from "../ui/button-link";

/** One plan of the pricing table: name, price, what it includes, and its button. */
export function PlanCard({ plan }: { plan: Plan }) {
  const pricing = useMessages().publicPages.pricing;
  const planMessages = pricing.plans[plan.id];
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        "relative flex h-full flex-col rounded-3xl p-8",
        plan.mostPopular ? "shadow-xl ring-2 ring-brand-600" : "border border-slate-200 shadow-sm",
        plan.href === null ? "bg-slate-50" : "bg-white",
      )}
    >
      {plan.mostPopular && (
        <p className="absolute inset-x-0 -top-3.5 mx-auto w-fit rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow-sm">
          {pricing.mostPopular}
        </p>
      )}
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {planMessages.name}
      </h2>
      <p className="mt-2 text-slate-600">{planMessages.summary}</p>
      <PlanPrice plan={plan} />
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={String(feature.id)} className="flex items-start gap-3">
            {feature.included ? (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <span className={feature.included ? "text-slate-800" : "text-slate-500"}>
              <span className="sr-only">
                {feature.included ? pricing.included : pricing.notIncluded}:{" "}
              </span>
              {planFeatureText(pricing.plans, plan, feature.id)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {plan.href ? (
          <ButtonLink
            to={plan.href}
            variant={plan.mostPopular ? "primary" : "secondary"}
            size="lg"
            className="w-full"
          >
            {planMessages.cta}
          </ButtonLink>
        ) : (
          <button
            type="button"
            disabled
            className={clsx(
              buttonClasses("secondary", "lg"),
              "w-full cursor-not-allowed border-slate-300 text-slate-500 opacity-70",
            )}
          >
            {planMessages.cta}
          </button>
        )}
      </div>
    </article>
  );
}

function PlanPrice({ plan }: { plan: Plan }) {
  const pricing = useMessages().publicPages.pricing;
  const formatters = useFormatters();
  if (plan.price.kind === "custom") {
    return (
      <p className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">
        {pricing.plans.enterprise.price}
      </p>
    );
  }
  return (
    <p className="mt-6 flex items-baseline gap-2">
      <span className="text-4xl font-extrabold tracking-tight text-slate-900">
        {formatters.price(plan.price.amountAed)}
      </span>{" "}
      <span className="text-slate-600">{pricing.perMonth}</span>
    </p>
  );
}
