import { sharedPage } from "~/components/layout/page-scripts";
import { BadgeCheck, FileText, Handshake, Inbox, Store, UserCheck } from "lucide-react";
import { useMessages } from "~/components/i18n";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";
import { StepList, type Step } from "~/components/marketing/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/how-it-works";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/how-it-works", ...m.pages.howItWorks }));

/** Three steps for businesses and three for agencies (docs/product.md#routes-and-screens). */
export default function HowItWorksPage() {
  const howItWorksMessages = useMessages().publicPages.howItWorks;
  const business = howItWorksMessages.forBusinesses;
  const agency = howItWorksMessages.forAgencies;
  const businessSteps: Step[] = [
    { key: "submit", icon: FileText, ...business.steps.submit },
    { key: "review", icon: UserCheck, ...business.steps.review },
    { key: "connect", icon: Handshake, ...business.steps.connect },
  ];
  const agencySteps: Step[] = [
    { key: "list", icon: Store, ...agency.steps.list },
    { key: "approve", icon: BadgeCheck, ...agency.steps.approve },
    { key: "leads", icon: Inbox, ...agency.steps.leads },
  ];
  return (
    <>
      <PageHero
        eyebrow={howItWorksMessages.eyebrow}
        title={howItWorksMessages.title}
        intro={howItWorksMessages.intro}
      />
      <section aria-labelledby="for-businesses" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="for-businesses" title={business.title} intro={business.intro} />
        <div className="mx-auto mt-10 max-w-7xl">
          <StepList steps={businessSteps} />
        </div>
        <p className="mt-10 text-center">
          <ButtonLink to="/submit" variant="primary" size="lg">
            {business.cta}
          </ButtonLink>
        </p>
      </section>
      <section
        aria-labelledby="for-agencies"
        className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading id="for-agencies" title={agency.title} intro={agency.intro} />
        <div className="mx-auto mt-10 max-w-7xl">
          <StepList steps={agencySteps} />
        </div>
        <p className="mt-10 text-center">
          <ButtonLink to="/list" variant="secondary" size="lg">
            {agency.cta}
          </ButtonLink>
        </p>
      </section>
      <CtaBand
        id="how-closing-title"
        title={howItWorksMessages.closing.title}
        body={howItWorksMessages.closing.body}
      >
        <ButtonLink to="/submit" variant="primary" size="lg">
          {howItWorksMessages.closing.submitBrief}
        </ButtonLink>
        <ButtonLink to="/agencies" variant="secondary" size="lg">
          {howItWorksMessages.closing.browseAgencies}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
