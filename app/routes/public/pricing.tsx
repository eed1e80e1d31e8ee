import { sharedPage } from "~/components/layout/page-scripts";
import { useMessages } from "~/components/i18n";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHero } from "~/components/marketing/page-hero";
import { useBrandText } from "~/components/marketing/use-brand-text";
import { PlanCard } from "~/components/pricing/plan-card";
import { PricingFaq } from "~/components/pricing/pricing-faq";
import { ButtonLink } from "~/components/ui/button-link";
import { plans } from "~/domain/plans";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/pricing";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/pricing", ...m.pages.pricing }));

/** The three plans (docs/product.md#plans), the FAQ and the calls to action. */
export default function PricingPage() {
  const pricingMessages = useMessages().publicPages.pricing;
  const brandText = useBrandText();
  return (
    <>
      <PageHero
        eyebrow={pricingMessages.eyebrow}
        title={pricingMessages.title}
        intro={pricingMessages.intro}
      />
      <section className="px-4 pt-12 sm:px-6 lg:px-8">
        <ul className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-8 max-w-3xl text-center text-slate-600">
          <p className="font-medium text-slate-800">{pricingMessages.billingNote}</p>
          <p className="mt-1">{pricingMessages.priorityNote}</p>
        </div>
      </section>
      <PricingFaq />
      <CtaBand
        id="pricing-closing-title"
        title={brandText(pricingMessages.closing.title)}
        body={pricingMessages.closing.body}
      >
        <ButtonLink to="/list" variant="primary" size="lg">
          {pricingMessages.closing.startFree}
        </ButtonLink>
        <ButtonLink to="/dashboard/upgrade" variant="secondary" size="lg">
          {pricingMessages.closing.tryPro}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
