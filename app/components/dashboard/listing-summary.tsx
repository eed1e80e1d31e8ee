import { Mail, MapPin, Pencil, Phone, User } from "lucide-react";
import { experienceLabel, locationLabel } from "~/domain/agency-display";
import { industries as industrySet, services as serviceSet } from "~/domain/value-sets";
import type { OwnListing } from "~/domain/views/agency-dashboard";
import { AgencyLogo } from "../directory/agency-logo";
import { Chip, ProBadge, VerifiedBadge } from "../directory/badges";
import { useLocale, useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";

/**
 * The agency's listing as the dashboard shows it: badges, its name in Arabic (or an invitation to
 * add one), contact, services, links; labels in the page's locale.
 */
export function ListingSummary({ listing }: { listing: OwnListing }) {
  const { dashboard } = useMessages();
  const dashboardMessages = dashboard.dashboard;
  const locale = useLocale();
  return (
    <section
      aria-labelledby="listing-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-4">
        <AgencyLogo name={listing.agencyName} logoUrl={listing.logoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id="listing-title" className="text-xl font-bold break-words text-slate-900">
            <bdi>{listing.agencyName}</bdi>
          </h2>
          {listing.agencyNameAr && (
            <p className="mt-0.5 text-sm text-slate-600">
              <span className="sr-only">{dashboardMessages.nameInArabic}: </span>
              <span lang="ar" dir="rtl" className="break-words">
                {listing.agencyNameAr}
              </span>
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {listing.approved ? (
              <VerifiedBadge label={dashboardMessages.verified} />
            ) : (
              <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300">
                {dashboardMessages.pendingReview}
              </span>
            )}
            {listing.isPro && <ProBadge label={dashboardMessages.pro} />}
          </div>
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4" />
            {locationLabel(locale, listing.location)}
            <span aria-hidden="true">·</span>
            {experienceLabel(listing.experience, locale)}
          </p>
        </div>
      </div>

      {!listing.approved && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {dashboardMessages.pendingBody}
        </p>
      )}
      {listing.approved && listing.needsReview && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {dashboardMessages.needsReviewBody}
        </p>
      )}
      {!listing.agencyNameAr && !listing.descriptionAr && (
        <p className="mt-4 text-sm text-slate-600">{dashboardMessages.addArabic}</p>
      )}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{dashboardMessages.contact}</h3>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <User aria-hidden="true" className="size-4 text-slate-500" />
              <bdi>{listing.contactName}</bdi>
            </li>
            <li className="flex items-center gap-2 break-all">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span dir="ltr">{listing.email}</span>
            </li>
            {listing.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-slate-500" />
                <span dir="ltr">{listing.phone}</span>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{dashboardMessages.services}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {listing.services.map((service) => (
              <li key={service}>
                <Chip>{serviceSet.labelIn(locale, service)}</Chip>
              </li>
            ))}
          </ul>
          {listing.industries.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">
                {dashboardMessages.industries}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {listing.industries.map((industry) => (
                  <li key={industry}>
                    <Chip tone="slate">{industrySet.labelIn(locale, industry)}</Chip>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        {listing.approved && (
          <ButtonLink to={`/agencies/${encodeURIComponent(listing.slug)}`} variant="secondary">
            {dashboardMessages.viewProfile}
          </ButtonLink>
        )}
        {!listing.isPro && (
          <ButtonLink to="/dashboard/upgrade" variant="secondary">
            {dashboardMessages.upgrade}
          </ButtonLink>
        )}
        <ButtonLink to="/dashboard?edit=1" variant="secondary" preventScrollReset>
          <Pencil aria-hidden="true" className="size-4" />
          {dashboardMessages.editListing}
        </ButtonLink>
      </div>
    </section>
  );
}
