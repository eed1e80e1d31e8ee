import { ArrowLeft, ExternalLink, FolderOpen, Mail, MapPin, Phone, Send } from "lucide-react";
import { Link } from "~/components/ui/link";
import {
  agencyMailto,
  agencyTextIn,
  experienceLabel,
  locationLabel,
  phoneHref,
} from "~/domain/agency-display";
import type { PublicAgency } from "~/domain/directory";
import type { AgencyReviews } from "~/domain/review-display";
import { industries as industrySet, services as serviceSet } from "~/domain/value-sets";
import { format } from "~/domain/i18n";
import { useLocale, useMessages, useSite } from "../i18n";
import { RichText } from "../rich-text";
import { useFormatters } from "../use-formatters";
import { buttonClasses } from "../ui/button-link";
import { AgencyFactsBar } from "./agency-facts";
import type { GalleryImage } from "~/domain/agency-images";
import { AgencyGallery } from "./agency-gallery";
import { AgencyLogo } from "./agency-logo";
import { AgencyReviewsSection } from "./agency-reviews";
import { Chip, PendingBadge, ProBadge, VerifiedBadge } from "./badges";
import { ProposalCta, ProposalLabel, proposalPath, VerifiedMeaning } from "./proposal-cta";
import { StarRating } from "./star-rating";

/**
 * The full public profile at /agencies/{slug} (docs/product.md#routes-and-screens), in the page's
 * locale: the agency's name and description in it when given (agencyTextIn), the labels in it.
 */
export function AgencyProfileView({
  agency,
  pending = false,
  reviews,
  gallery = [],
}: {
  agency: PublicAgency;
  /** An operator's preview of a listing not yet approved: not Verified, marked pending. */
  pending?: boolean;
  /** Its published reviews (a page of them); left out, the profile has no reviews section. */
  reviews?: AgencyReviews | null;
  /** Its portfolio images (decision 016): a Work section when there are any. */
  gallery?: GalleryImage[];
}) {
  const messages = useMessages();
  const profileMessages = messages.directory.profile;
  const card = messages.directory.card;
  const brand = useSite()?.name ?? "";
  const locale = useLocale();
  const { name, description } = agencyTextIn(locale, agency);
  const mailto = agencyMailto(agency.email, card.mailSubject, brand);
  const experience = experienceLabel(agency.experience, locale) ?? card.experienceFallback;
  const formatters = useFormatters();
  const rating = reviews?.summary.count ? reviews.summary : undefined;
  return (
    <article>
      <header className="page-band">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-10 sm:px-6 lg:px-8">
          <Link
            to="/agencies"
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {profileMessages.backToDirectory}
          </Link>
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
            <AgencyLogo name={name} logoUrl={agency.logoUrl} logoKey={agency.logoKey} size="lg" />
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
                <bdi>{name}</bdi>
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
                {pending ? (
                  <PendingBadge label={profileMessages.pendingReview} />
                ) : (
                  <VerifiedBadge label={card.verified} />
                )}
                {agency.isPro && <ProBadge label={profileMessages.proAgency} />}
                <span className="inline-flex items-center gap-1 text-sm">
                  <MapPin aria-hidden="true" className="size-4 text-slate-400" />
                  {locationLabel(locale, agency.location)}
                </span>
                {rating?.average != null && (
                  <a
                    href="#reviews"
                    aria-label={format(messages.reviewDisplay.cardRating, {
                      average: formatters.rating(rating.average),
                      count: formatters.number(rating.count),
                    })}
                    className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <StarRating value={rating.average} size="sm" />
                    {`${formatters.rating(rating.average)} (${formatters.number(rating.count)})`}
                  </a>
                )}
              </div>
            </div>
          </div>
          <AgencyFactsBar agency={agency} name={name} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {!pending && (
              <Link
                to={proposalPath(agency.slug)}
                className={`${buttonClasses("primary", "lgWrap")} max-lg:hidden`}
              >
                <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                <ProposalLabel name={name} />
              </Link>
            )}
            <a href={mailto} className={buttonClasses("secondary", "lg")}>
              <Mail aria-hidden="true" className="size-5" />
              {profileMessages.contactAgency}
            </a>
            {agency.website && (
              <a
                href={agency.website}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("secondary", "lg")}
              >
                <ExternalLink aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                {profileMessages.visitWebsite}
                <span className="sr-only"> {profileMessages.opensInNewTab}</span>
              </a>
            )}
            {agency.portfolio && (
              <a
                href={agency.portfolio}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("secondary", "lg")}
              >
                <FolderOpen aria-hidden="true" className="size-5" />
                {profileMessages.viewPortfolio}
                <span className="sr-only"> {profileMessages.opensInNewTab}</span>
              </a>
            )}
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <div className="flex flex-col gap-10">
          <ProfileSection title={profileMessages.services}>
            {agency.services.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {agency.services.map((s) => (
                  <li key={s}>
                    <Chip>{serviceSet.labelIn(locale, s)}</Chip>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{card.servicesFallback}</p>
            )}
          </ProfileSection>
          {agency.industries.length > 0 && (
            <ProfileSection title={profileMessages.industryExperience}>
              <ul className="flex flex-wrap gap-2">
                {agency.industries.map((i) => (
                  <li key={i}>
                    <Chip tone="slate">{industrySet.labelIn(locale, i)}</Chip>
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
          <ProfileSection title={profileMessages.experience}>
            <p className="text-slate-700">{experience}</p>
          </ProfileSection>
          <ProfileSection
            title={<RichText text={profileMessages.about} values={{ name: <bdi>{name}</bdi> }} />}
          >
            <p dir="auto" className="whitespace-pre-line break-words text-slate-700">
              {description.trim() || card.descriptionFallback}
            </p>
          </ProfileSection>
          {gallery.length > 0 && (
            <ProfileSection title={messages.directory.gallery.title}>
              <AgencyGallery images={gallery} name={name} />
            </ProfileSection>
          )}
          {reviews && (
            <AgencyReviewsSection
              reviews={reviews}
              agencyName={name}
              profilePath={`/agencies/${encodeURIComponent(agency.slug)}`}
            />
          )}
        </div>
        <div className="flex flex-col gap-6">
          <aside
            aria-labelledby="get-in-touch"
            className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="get-in-touch" className="text-lg font-semibold text-slate-900">
              {profileMessages.getInTouch}
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              <RichText
                text={profileMessages.getInTouchBody}
                values={{ brand, name: <bdi>{name}</bdi> }}
              />
            </p>
            <div className="mt-5 flex flex-col gap-3">
              <a href={mailto} className={buttonClasses("primary")}>
                <Mail aria-hidden="true" className="size-4" />
                {profileMessages.sendEmail}
              </a>
              {agency.phone && (
                <a href={phoneHref(agency.phone)} className={buttonClasses("secondary")}>
                  <Phone aria-hidden="true" className="size-4" />
                  {/* One flex item, so the words and the number wrap as one line of text. */}
                  <span>
                    <RichText
                      text={profileMessages.call}
                      values={{
                        phone: (
                          <bdi dir="ltr" className="whitespace-nowrap">
                            {agency.phone}
                          </bdi>
                        ),
                      }}
                    />
                  </span>
                </a>
              )}
            </div>
          </aside>
          {!pending && (
            <>
              <VerifiedMeaning />
              <div className="lg:sticky lg:top-6">
                <ProposalCta slug={agency.slug} name={name} />
              </div>
            </>
          )}
        </div>
      </div>
      {/* Room below the page for the phone's fixed call-to-action bar. */}
      {!pending && <div aria-hidden="true" className="h-16 lg:hidden" />}
    </article>
  );
}

function ProfileSection({
  title,
  children,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
