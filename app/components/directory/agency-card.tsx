import { Link } from "react-router";
import { agencyMailto, experienceLabel, firstWithMore } from "~/domain/agency-display";
import type { PublicAgency } from "~/domain/directory";
import { format } from "~/domain/i18n";
import { services as serviceSet } from "~/domain/value-sets";
import { useMessages, useSite } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { AgencyLogo } from "./agency-logo";
import { Chip, ProBadge, VerifiedBadge } from "./badges";

export type CardAgency = Pick<
  PublicAgency,
  | "slug"
  | "agencyName"
  | "logoUrl"
  | "isPro"
  | "location"
  | "experience"
  | "description"
  | "services"
  | "industries"
  | "website"
  | "email"
>;

/**
 * A directory card, as docs/product.md#routes-and-screens lists it, with every fallback text. The
 * whole card opens the profile (the name's link is stretched over it); Website and Contact sit
 * above that link.
 */
export function AgencyCard({ agency }: { agency: CardAgency }) {
  const cardMessages = useMessages().directory.card;
  const brand = useSite()?.name ?? "";
  const name = agency.agencyName.trim() || cardMessages.nameFallback;
  const services = firstWithMore(agency.services);
  const industries = firstWithMore(agency.industries);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex items-start gap-4">
        <AgencyLogo name={name} logoUrl={agency.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link
              to={`/agencies/${encodeURIComponent(agency.slug)}`}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
              prefetch="intent"
            >
              {name}
            </Link>
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <VerifiedBadge label={cardMessages.verified} />
            {agency.isPro && <ProBadge label={cardMessages.pro} />}
          </div>
        </div>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600">
        <div>
          <dt className="sr-only">{cardMessages.locationLabel}</dt>
          <dd>{agency.location || cardMessages.locationFallback}</dd>
        </div>
        <div className="flex gap-2 before:text-slate-400 before:content-['·']">
          <dt className="sr-only">{cardMessages.experienceLabel}</dt>
          <dd>{experienceLabel(agency.experience) ?? cardMessages.experienceFallback}</dd>
        </div>
      </dl>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700">
        {agency.description.trim() || cardMessages.descriptionFallback}
      </p>
      <div className="mt-4">
        {services.shown.length === 0 ? (
          <p className="text-sm text-slate-500">{cardMessages.servicesFallback}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {services.shown.map((s) => (
              <li key={s}>
                <Chip>{serviceSet.label(s)}</Chip>
              </li>
            ))}
            {services.more > 0 && (
              <li>
                <Chip tone="slate">{format(cardMessages.more, { count: services.more })}</Chip>
              </li>
            )}
          </ul>
        )}
      </div>
      {industries.shown.length > 0 && (
        <div className="mt-3">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {cardMessages.industryExperience}
          </h4>
          <p className="mt-1 text-sm text-slate-700">
            {industries.shown.join(", ")}
            {industries.more > 0 && (
              <span className="text-slate-500">
                {" "}
                {format(cardMessages.more, { count: industries.more })}
              </span>
            )}
          </p>
        </div>
      )}
      <div className="relative z-10 mt-auto flex gap-2 pt-5">
        {agency.website && (
          <a
            href={agency.website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={format(cardMessages.websiteLabel, { name })}
            className={`${buttonClasses("secondary")} flex-1`}
          >
            {cardMessages.website}
          </a>
        )}
        {agency.email ? (
          <a
            href={agencyMailto(agency.email, cardMessages.mailSubject, brand)}
            aria-label={format(cardMessages.contactLabel, { name })}
            className={`${buttonClasses("primary")} flex-1`}
          >
            {cardMessages.contact}
          </a>
        ) : (
          <button
            type="button"
            disabled
            className={`${buttonClasses("primary")} flex-1 cursor-not-allowed opacity-50`}
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
      <div className="flex items-start gap-4">
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
