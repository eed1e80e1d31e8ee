import { ArrowRight, MapPin } from "lucide-react";
import { agencyTextIn, firstWithMore, locationLabel } from "~/domain/agency-display";
import type { PublicAgency } from "~/domain/directory";
import { format } from "~/domain/i18n";
import { services as serviceSet } from "~/domain/value-sets";
import { CardRating } from "../directory/agency-card";
import { AgencyLogo } from "../directory/agency-logo";
import { ProBadge } from "../directory/badges";
import { useLocale, useMessages } from "../i18n";
import { Link } from "../ui/link";
import { useFormatters } from "../use-formatters";

/**
 * The hero's real supply: the directory's Pro agencies, each with its logo, Pro mark, rating,
 * first services and emirate, linking to its profile; the line under the heading says the place
 * is paid for (docs/product.md, P14). Then a link to the whole directory.
 */
export function FeaturedAgencies({ agencies, total }: { agencies: PublicAgency[]; total: number }) {
  const messages = useMessages();
  const featuredMessages = messages.publicPages.home.hero.featured;
  const formatters = useFormatters();
  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:p-6"
    >
      <h2 id="featured-title" className="text-lg font-bold text-slate-900">
        {featuredMessages.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{featuredMessages.note}</p>
      <ul className="mt-4 divide-y divide-slate-100">
        {agencies.map((agency) => (
          <li key={agency.id}>
            <FeaturedAgency agency={agency} />
          </li>
        ))}
      </ul>
      <Link
        to="/agencies"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {format(featuredMessages.browseAll, { count: formatters.number(total) })}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}

function FeaturedAgency({ agency }: { agency: PublicAgency }) {
  const messages = useMessages();
  const locale = useLocale();
  const name = agencyTextIn(locale, agency).name;
  const { shown, more } = firstWithMore(agency.services, 2);
  const rated = agency.ratingAverage !== null && agency.ratingCount > 0;
  return (
    <article className="relative flex gap-3 py-3">
      <AgencyLogo name={name} logoUrl={agency.logoUrl} logoKey={agency.logoKey} />
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
          <Link
            to={`/agencies/${encodeURIComponent(agency.slug)}`}
            className="stretched-link hover:text-brand-700"
            discover="none"
          >
            {name}
          </Link>
          <ProBadge label={messages.directory.card.pro} />
        </h3>
        {rated ? (
          <CardRating agency={agency} />
        ) : (
          <p className="text-sm text-slate-500">
            {messages.publicPages.home.hero.featured.noReviews}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">
          {shown.map((service) => serviceSet.labelIn(locale, service)).join(" · ")}
          {more > 0 && ` ${format(messages.directory.card.more, { count: more })}`}
        </p>
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-500">
          <MapPin aria-hidden="true" className="size-3.5" />
          {locationLabel(locale, agency.location)}
        </p>
      </div>
    </article>
  );
}
