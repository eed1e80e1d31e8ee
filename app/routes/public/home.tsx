import { sharedPage } from "~/components/layout/page-scripts";
import { ComingNextSection } from "~/components/home/coming-next-section";
import { LiveNowSection } from "~/components/home/live-now-section";
import { HomeHero } from "~/components/home/home-hero";
import { LiveFigures } from "~/components/home/live-figures";
import { StepsSection } from "~/components/home/steps-section";
import { VerifiedReviews } from "~/components/home/verified-reviews";
import { TrustSection } from "~/components/home/trust-section";
import { useMessages } from "~/components/i18n";
import { CtaBand } from "~/components/marketing/cta-band";
import { ButtonLink } from "~/components/ui/button-link";
import { pageMeta } from "~/domain/seo";
import { loadHomePage } from "~/services/home-page.server";
import type { Route } from "./+types/home";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

/** The featured agencies, the live figures and the newest verified reviews, from the data (services/home-page.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadHomePage(context.db);
}

// The default title, description and keywords are the home page's.
export const meta: Route.MetaFunction = (args) => pageMeta(args, { path: "/" });

/** The home page: every section (docs/product.md#routes-and-screens), in its order. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const closing = useMessages().publicPages.home.closing;
  return (
    <>
      <HomeHero featured={loaderData.featured} total={loaderData.figures.agencies} />
      <LiveFigures figures={loaderData.figures} />
      <TrustSection />
      <StepsSection />
      <VerifiedReviews reviews={loaderData.reviews} />
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
