import { ExternalLink, Mail, Phone } from "lucide-react";
import { Link } from "~/components/ui/link";
import {
  agencyMailto,
  agencyTextIn,
  experienceLabel,
  labelList,
  locationLabel,
  phoneHref,
} from "~/domain/agency-display";
import type { PublicAgency } from "~/domain/directory";
import { industries as industrySet, services as serviceSet } from "~/domain/value-sets";
import { useLocale, useMessages, useSite } from "../i18n";
import { AgencyLogo } from "./agency-logo";
import { Chip, ProBadge } from "./badges";

/**
 * The short profile at /a/{slug} (docs/product.md#routes-and-screens): a compact card to share, in
 * the page's locale like the full profile.
 */
export function AgencyShortProfileView({ agency }: { agency: PublicAgency }) {
  const messages = useMessages();
  const shortProfileMessages = messages.directory.shortProfile;
  const card = messages.directory.card;
  const brand = useSite()?.name ?? "";
  const locale = useLocale();
  const { name, description } = agencyTextIn(locale, agency);
  const link = "font-medium text-brand-700 underline-offset-2 hover:underline break-all";
  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <AgencyLogo name={name} logoUrl={agency.logoUrl} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-balance break-words text-slate-900">
              <bdi>{name}</bdi>
            </h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {agency.isPro && <ProBadge label={shortProfileMessages.pro} />}
              <span>{locationLabel(locale, agency.location)}</span>
            </div>
          </div>
        </header>
        <dl className="mt-8 flex flex-col gap-6">
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              {shortProfileMessages.services}
            </dt>
            <dd className="mt-2">
              <ul className="flex flex-wrap gap-2">
                {agency.services.map((s) => (
                  <li key={s}>
                    <Chip>{serviceSet.labelIn(locale, s)}</Chip>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              {shortProfileMessages.industryExpertise}
            </dt>
            <dd className="mt-2 text-slate-700">
              {labelList(locale, industrySet, agency.industries) ||
                shortProfileMessages.industriesFallback}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              {shortProfileMessages.experience}
            </dt>
            <dd className="mt-1 text-slate-700">
              {experienceLabel(agency.experience, locale) ?? card.experienceFallback}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">{shortProfileMessages.about}</dt>
            <dd dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-700">
              {description.trim() || card.descriptionFallback}
            </dd>
          </div>
          {agency.portfolio && (
            <div>
              <dt className="text-sm font-semibold text-slate-900">
                {shortProfileMessages.portfolio}
              </dt>
              <dd className="mt-1">
                <a
                  href={agency.portfolio}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className={link}
                >
                  {agency.portfolio}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <section aria-labelledby="short-get-in-touch" className="mt-8 rounded-2xl bg-slate-50 p-5">
          <h2 id="short-get-in-touch" className="font-semibold text-slate-900">
            {shortProfileMessages.getInTouch}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">{shortProfileMessages.email}: </span>
              <a
                href={agencyMailto(agency.email, card.mailSubject, brand)}
                dir="ltr"
                className={link}
              >
                {agency.email}
              </a>
            </li>
            {agency.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-slate-400" />
                <span className="sr-only">{shortProfileMessages.phone}: </span>
                <a href={phoneHref(agency.phone)} dir="ltr" className={link}>
                  {agency.phone}
                </a>
              </li>
            )}
            {agency.website && (
              <li className="flex items-center gap-2">
                <ExternalLink
                  aria-hidden="true"
                  className="size-4 text-slate-400 rtl:-scale-x-100"
                />
                <span className="sr-only">{shortProfileMessages.website}: </span>
                <a
                  href={agency.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className={link}
                >
                  {agency.website}
                </a>
              </li>
            )}
          </ul>
        </section>
        <p className="mt-6 text-center text-sm">
          <Link to={`/agencies/${encodeURIComponent(agency.slug)}`} className={link}>
            {shortProfileMessages.fullProfile}
          </Link>
        </p>
      </div>
    </article>
  );
}
