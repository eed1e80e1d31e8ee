import { sharedPage } from "~/components/layout/page-scripts";
import { ComingNextSection } from "~/components/home/coming-next-section";
import { LiveNowSection } from "~/components/home/live-now-section";
import { HomeHero } from "~/components/home/home-hero";
import { StepsSection } from "~/components/home/steps-section";
import { TestimonialSection } from "~/components/home/testimonial-section";
import { TrustSection } from "~/components/home/trust-section";
import { useMessages } from "~/components/i18n";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink } from "~/components/ui/button-link";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/home";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

// The default title, description and keywords are the home page's.
export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: "/" });

/** The home page: every section (docs/product.md#routes-and-screens), in its order. */
export default function HomePage() {
  const closing = useMessages().publicPages.home.closing;
  return (
    <>
      <HomeHero />
      <TrustSection />
      <StepsSection />
      <TestimonialSection />
      <LiveNowSection />
      <ComingNextSection />
      <CtaBand id="closing-title" title={closing.title} body={closing.body}>
        <ButtonLink to="/submit" variant="primary" size="lg">
          {closing.submitBrief}
        </ButtonLink>
        <ButtonLink to="/agencies" variant="secondary" size="lg">
          {closing.browseAgencies}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
