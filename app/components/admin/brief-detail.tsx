import { ArrowLeft, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { phoneHref } from "~/domain/agency-display";
import { format } from "~/domain/i18n";
import {
  budgets,
  emirates,
  industries,
  languages,
  projectTypes,
  timelines,
} from "~/domain/value-sets";
import { buttonClasses } from "../ui/button-link";
import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";
import { RichText } from "../rich-text";
import { useFormatters } from "../use-formatters";
import type { LeadBrief } from "~/domain/views/agency-dashboard";
import { StatusBadge } from "./approval-switch";
import { DeleteControl } from "./delete-control";
import { QualifiedBadge } from "./qualified-badge";

export type BriefDetailData = LeadBrief & {
  id: number;
  createdAt: Date;
  /** When it was qualified (its lead alerts sent); null while it waits for the operator. */
  qualifiedAt: Date | null;
  /** What the client stated on the form (optional): canonical values, null when not given. */
  emirate: string | null;
  industry: string | null;
  preferredLanguage: string | null;
  /** The agency the client asked a proposal from; null when none (or deleted since). */
  requestedAgency: { agencyName: string; slug: string; approved: boolean } | null;
  matches: {
    matchId: number;
    matchedAt: Date;
    agencyName: string;
    slug: string;
    approved: boolean;
  }[];
};

const link =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * /admin/briefs/{id}: every field of a brief, whether it is qualified (with the button that
 * qualifies it), the agencies matched to it, and its delete.
 */
export function BriefDetail({ brief }: { brief: BriefDetailData }) {
  const adminConsoleMessages = useMessages().adminConsole;
  const formatters = useFormatters();
  const briefMessages = adminConsoleMessages.brief;
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <Link to="/admin?tab=briefs" className={`inline-flex items-center gap-1.5 text-sm ${link}`}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {briefMessages.back}
        </Link>
        <h1 className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          <RichText
            text={briefMessages.title}
            values={{ id: brief.id, company: <bdi>{brief.companyName}</bdi> }}
          />
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={new Date(brief.createdAt).toISOString()}>
            {format(briefMessages.submitted, { date: formatters.dateTime(brief.createdAt) })}
          </time>
        </p>
      </div>

      {brief.requestedAgency && (
        <p className="rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4 font-medium text-slate-900">
          <RichText
            text={briefMessages.requested}
            values={{
              agency: (
                <Link
                  to={`/agencies/${encodeURIComponent(brief.requestedAgency.slug)}`}
                  dir="auto"
                  className={link}
                >
                  {brief.requestedAgency.agencyName}
                </Link>
              ),
            }}
          />
          {!brief.requestedAgency.approved && (
            <span className="ms-2">
              <StatusBadge approved={false} />
            </span>
          )}
        </p>
      )}

      <dl className="grid gap-x-8 gap-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <Field label={briefMessages.fields.company}>
          <bdi>{brief.companyName}</bdi>
        </Field>
        <Field label={briefMessages.fields.contact}>
          <bdi>{brief.contactName}</bdi>
        </Field>
        <Field label={briefMessages.fields.email}>
          <a href={`mailto:${brief.email}`} dir="ltr" className={`break-all ${link}`}>
            {brief.email}
          </a>
        </Field>
        <Field label={briefMessages.fields.phone}>
          {brief.phone ? (
            <a href={phoneHref(brief.phone)} dir="ltr" className={link}>
              {brief.phone}
            </a>
          ) : (
            <span className="text-slate-500">{briefMessages.phoneFallback}</span>
          )}
        </Field>
        <Field label={briefMessages.fields.projectType}>
          {projectTypes.label(brief.projectType)}
        </Field>
        <Field label={briefMessages.fields.budget}>{budgets.label(brief.budget)}</Field>
        <Field label={briefMessages.fields.timeline}>{timelines.label(brief.timeline)}</Field>
        <Field label={briefMessages.fields.emirate}>
          <Stated value={brief.emirate} label={emirates.label} />
        </Field>
        <Field label={briefMessages.fields.industry}>
          <Stated value={brief.industry} label={industries.label} />
        </Field>
        <Field label={briefMessages.fields.preferredLanguage}>
          <Stated value={brief.preferredLanguage} label={languages.label} />
        </Field>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-slate-500">
            {briefMessages.fields.description}
          </dt>
          <dd dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-900">
            {brief.description}
          </dd>
        </div>
      </dl>

      <Qualification brief={brief} />

      <section aria-labelledby="brief-matches">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="brief-matches" className="text-lg font-semibold text-slate-900">
            {briefMessages.matchesHeading}
          </h2>
          <Link to="/admin/matches" className={`inline-flex items-center gap-1.5 text-sm ${link}`}>
            <Shuffle aria-hidden="true" className="size-4" />
            {briefMessages.matchLink}
          </Link>
        </div>
        {brief.matches.length === 0 ? (
          <p className="mt-3 text-slate-600">{briefMessages.noMatches}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {brief.matches.map((match) => (
              <li
                key={match.matchId}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <Link
                  to={`/agencies/${encodeURIComponent(match.slug)}`}
                  dir="auto"
                  className={link}
                >
                  {match.agencyName}
                </Link>
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  {!match.approved && <StatusBadge approved={false} />}
                  <time dateTime={new Date(match.matchedAt).toISOString()}>
                    {format(briefMessages.matchedOn, {
                      date: formatters.dateTime(match.matchedAt),
                    })}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="brief-delete"
        className="rounded-2xl border border-red-200 bg-white p-5 sm:p-6"
      >
        <h2 id="brief-delete" className="text-lg font-semibold text-red-800">
          {briefMessages.dangerHeading}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{briefMessages.dangerBody}</p>
        <DeleteControl
          intent="delete-brief"
          id={brief.id}
          action={`/admin/briefs/${brief.id}`}
          label={format(adminConsoleMessages.delete.deleteLabel, { name: brief.companyName })}
          question={format(adminConsoleMessages.delete.briefQuestion, { name: brief.companyName })}
        />
      </section>
    </article>
  );
}

/** A value the client may leave out: its label, or 'Not given'. */
function Stated({ value, label }: { value: string | null; label: (value: string) => string }) {
  const notGiven = useMessages().adminConsole.brief.phoneFallback;
  return value ? label(value) : <span className="text-slate-500">{notGiven}</span>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Lead alerts (docs/product.md, P13): when the brief was qualified, or the button that
 * qualifies it (a plain post to this page's action; qualifying twice sends nothing again).
 */
function Qualification({ brief }: { brief: BriefDetailData }) {
  const qualifyMessages = useMessages().adminConsole.brief.qualify;
  const formatters = useFormatters();
  return (
    <section
      aria-labelledby="brief-qualify"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="brief-qualify" className="text-lg font-semibold text-slate-900">
          {qualifyMessages.heading}
        </h2>
        <QualifiedBadge qualified={brief.qualifiedAt !== null} />
      </div>
      {brief.qualifiedAt ? (
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={new Date(brief.qualifiedAt).toISOString()}>
            {format(qualifyMessages.qualifiedOn, {
              date: formatters.dateTime(brief.qualifiedAt),
            })}
          </time>
        </p>
      ) : (
        <>
          <p id="brief-qualify-hint" className="mt-2 text-sm text-slate-600">
            {qualifyMessages.waiting}
          </p>
          <ActionForm
            action={`/admin/briefs/${brief.id}`}
            fields={{ intent: "qualify-brief", id: brief.id }}
            className="mt-4"
          >
            {(pending) => (
              <button
                type="submit"
                disabled={pending}
                aria-describedby="brief-qualify-hint"
                className={`${buttonClasses("primary")} disabled:opacity-60`}
              >
                {qualifyMessages.button}
              </button>
            )}
          </ActionForm>
        </>
      )}
    </section>
  );
}
