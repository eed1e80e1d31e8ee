import { CircleCheck, Sparkles } from "lucide-react";
import { useMessages } from "../i18n";
import { HeroBackdrop } from "../marketing/hero-backdrop";
import { ButtonLink } from "../ui/button-link";
import type { PublicAgency } from "~/domain/directory";
import { FeaturedAgencies } from "./featured-agencies";

const highlightKeys = ["curated", "vetted", "free"] as const;

/**
 * The home page's opening: the promise, the two calls to action, and agencies from the directory
 * (the featured Pro agencies, when there are any).
 */
export function HomeHero({ featured, total }: { featured: PublicAgency[]; total: number }) {
  const heroMessages = useMessages().publicPages.home.hero;
  return (
    <section className="relative isolate overflow-hidden page-band">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Sparkles aria-hidden="true" className="size-4" />
            {heroMessages.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
            {heroMessages.title}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-slate-600 sm:text-xl lg:mx-0">
            {heroMessages.subtitle}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink to="/submit" variant="primary" size="lg">
              {heroMessages.submitBrief}
            </ButtonLink>
            <ButtonLink to="/list" variant="secondary" size="lg">
              {heroMessages.listAgency}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            {highlightKeys.map((key) => (
              <li key={key} className="inline-flex items-center gap-2 whitespace-nowrap">
                <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
                {heroMessages.highlights[key]}
              </li>
            ))}
          </ul>
        </div>
        {featured.length > 0 && <FeaturedAgencies agencies={featured} total={total} />}
      </div>
    </section>
  );
}
