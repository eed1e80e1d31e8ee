import { Link } from "~/components/ui/link";
import {
  agencyMailto,
  agencyTextIn,
  cardExcerpt,
  experienceLabel,
  firstWithMore,
  labelList,
  locationLabel,
} from "~/domain/agency-display";
import type { PublicAgency } from "~/domain/directory";
import { format, pluralText } from "~/domain/i18n";
import { industries as industrySet, services as serviceSet, teamSizes } from "~/domain/value-sets";
import { useLocale, useMessages, useSite } from "../i18n";
import { useFormatters } from "../use-formatters";
import { buttonClasses } from "../ui/button-link";
import { AgencyLogo } from "./agency-logo";
import { ProBadge, VerifiedBadge } from "./badges";

export type CardAgency = Pick<
  PublicAgency,
  | "slug"
  | "agencyName"
  | "agencyNameAr"
  | "logoUrl"
  | "logoKey"
  | "isPro"
  | "location"
  | "experience"
  | "description"
  | "descriptionAr"
  | "services"
  | "industries"
  | "website"
  | "email"
  | "ratingAverage"
  | "ratingCount"
  | "teamSize"
  | "minBudgetAed"
  | "responseHours"
>;

/**
 * A directory card, as docs/product.md#routes-and-screens lists it, with every fallback text, in the
 * page's locale (the agency's name and description, the labels). The
 * whole card opens the profile (the name's link is stretched over it); Website and Contact sit
 * above that link.
 */
export function AgencyCard({ agency }: { agency: CardAgency }) {
  const messages = useMessages();
  const cardMessages = messages.directory.card;
  const brand = useSite()?.name ?? "";
  const locale = useLocale();
  const texts = agencyTextIn(locale, agency);
  const name = texts.name.trim() || cardMessages.nameFallback;
  const services = firstWithMore(agency.services);
  const industries = firstWithMore(agency.industries);
  const formatters = useFormatters();
  return (
    <article className="agency-card">
      <div className="card-head">
        <AgencyLogo name={name} logoUrl={agency.logoUrl} logoKey={agency.logoKey} />
        <div className="min-w-0 flex-1">
          <h3 className="card-title">
            <Link
              to={`/agencies/${encodeURIComponent(agency.slug)}`}
              className="stretched-link"
              discover="none"
            >
              {name}
            </Link>
          </h3>
          <div className="chips mt-1">
            <VerifiedBadge label={cardMessages.verified} />
            {agency.isPro && <ProBadge label={cardMessages.pro} />}
          </div>
          <CardRating agency={agency} />
        </div>
      </div>
      <p className="card-meta">
        <span>{locationLabel(locale, agency.location)}</span>
        <span className="dot-before">
          {experienceLabel(agency.experience, locale) ?? cardMessages.experienceFallback}
        </span>
      </p>
      {agency.responseHours != null && (
        <p className="card-meta mt-1">
          {`${messages.directory.profile.responds} ${pluralText(messages.directory.profile.respondsWithin, agency.responseHours, locale)}`}
        </p>
      )}
      {(agency.teamSize || agency.minBudgetAed != null) && (
        <p className="card-meta mt-1">
          {agency.minBudgetAed != null && (
            <span>
              {format(cardMessages.minBudget, { amount: formatters.price(agency.minBudgetAed) })}
            </span>
          )}
          {agency.teamSize && (
            <span className={agency.minBudgetAed != null ? "dot-before" : undefined}>
              {teamSizes.labelIn(locale, agency.teamSize)}
            </span>
          )}
        </p>
      )}
      <p className="card-description">
        {cardExcerpt(texts.description) || cardMessages.descriptionFallback}
      </p>
      {services.shown.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{cardMessages.servicesFallback}</p>
      ) : (
        <ul className="chips mt-4">
          {services.shown.map((s) => (
            <li key={s} className="chip">
              {serviceSet.labelIn(locale, s)}
            </li>
          ))}
          {services.more > 0 && (
            <li className="chip chip-slate">
              {format(cardMessages.more, { count: services.more })}
            </li>
          )}
        </ul>
      )}
      {industries.shown.length > 0 && (
        <div className="mt-3">
          <h4 className="card-label">{cardMessages.industryExperience}</h4>
          <p className="card-text">
            {labelList(locale, industrySet, industries.shown)}
            {industries.more > 0 && (
              <span className="text-slate-500">
                {" "}
                {format(cardMessages.more, { count: industries.more })}
              </span>
            )}
          </p>
        </div>
      )}
      <div className="card-actions">
        {agency.website && (
          <a
            href={agency.website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={format(cardMessages.websiteLabel, { name })}
            className={buttonClasses("secondary")}
          >
            {cardMessages.website}
          </a>
        )}
        {agency.email ? (
          <a
            href={agencyMailto(agency.email, cardMessages.mailSubject, brand)}
            aria-label={format(cardMessages.contactLabel, { name })}
            className={buttonClasses("primary")}
          >
            {cardMessages.contact}
          </a>
        ) : (
          <button
            type="button"
            disabled
            className={`${buttonClasses("primary")} cursor-not-allowed opacity-50`}
          >
            {cardMessages.contact}
          </button>
        )}
      </div>
    </article>
  );
}

/** A grey card shape shown while a filter change loads (six of them). */
export function AgencyCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-full animate-pulse rounded-2xl border border-slate-200 bg-white p-5 motion-reduce:animate-none"
    >
      <div className="card-head">
        <div className="size-14 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <div className="h-3 rounded bg-slate-200" />
        <div className="h-3 rounded bg-slate-200" />
        <div className="h-3 w-4/5 rounded bg-slate-200" />
      </div>
      <div className="mt-5 flex gap-2">
        <div className="h-6 w-24 rounded-full bg-slate-200" />
        <div className="h-6 w-20 rounded-full bg-slate-200" />
      </div>
      <div className="mt-6 flex gap-2">
        <div className="h-10 flex-1 rounded-lg bg-slate-200" />
        <div className="h-10 flex-1 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/**
 * An agency's rating on a card, when it has verified reviews: one star from the stylesheet and
 * '4.7 (12)' (24 cards, so no five icons each), read out in words.
 */
export function CardRating({
  agency,
}: {
  agency: Pick<PublicAgency, "ratingAverage" | "ratingCount">;
}) {
  const messages = useMessages();
  const formatters = useFormatters();
  if (agency.ratingAverage === null || agency.ratingCount === 0) return null;
  return (
    <p
      className="card-rating"
      role="img"
      aria-label={format(messages.reviewDisplay.cardRating, {
        average: formatters.rating(agency.ratingAverage),
        count: formatters.number(agency.ratingCount),
      })}
    >
      {`${formatters.rating(agency.ratingAverage)} (${formatters.number(agency.ratingCount)})`}
    </p>
  );
}
