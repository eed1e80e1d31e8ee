import { clsx } from "clsx";
import { Link } from "react-router";
import { format } from "~/domain/i18n";
import { MAX_AGENCIES_PER_BRIEF } from "~/domain/matching";
import { budgets, projectTypes, timelines } from "~/domain/value-sets";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import { MatchForm } from "./match-form";
import type { AgencyOption, BoardBriefView } from "~/domain/views/match-board";

/** One brief on /admin/matches: what it asks for, its matches, and the form to add one. */
export function BriefCard({
  brief,
  page,
  allAgencies,
}: {
  brief: BoardBriefView;
  page: number;
  /** Every approved agency by name, when the page lists them all; else the brief's own list. */
  allAgencies: AgencyOption[] | null;
}) {
  const matchingMessages = useMessages().matching;
  const formatters = useFormatters();
  const titleId = `brief-${brief.id}-title`;
  const open = brief.choices !== null;
  const matched = new Set(brief.matches.map((match) => match.agencyId));
  const others = allAgencies
    ? allAgencies.filter((agency) => !matched.has(agency.id))
    : (brief.choices?.others ?? []);

  return (
    <article
      id={`brief-${brief.id}`}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              <bdi>{brief.companyName}</bdi>
            </h2>
            <span
              className={clsx(
                "inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1",
                open
                  ? "bg-amber-50 text-amber-900 ring-amber-300"
                  : "bg-emerald-50 text-emerald-800 ring-emerald-200",
              )}
            >
              {open ? matchingMessages.brief.openBadge : matchingMessages.brief.fullBadge}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-500">
            {format(matchingMessages.brief.submitted, {
              date: formatters.date(brief.createdAt),
            })}
          </p>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{matchingMessages.brief.projectType}</dt>
              <dd className="font-medium text-slate-900">
                {projectTypes.label(brief.projectType)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{matchingMessages.brief.budget}</dt>
              <dd className="font-medium text-slate-900">
                {format(matchingMessages.brief.budgetValue, {
                  budget: budgets.label(brief.budget),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{matchingMessages.brief.timeline}</dt>
              <dd className="font-medium text-slate-900">{timelines.label(brief.timeline)}</dd>
            </div>
          </dl>
          <p
            dir="auto"
            className="mt-4 line-clamp-5 text-sm leading-relaxed break-words text-slate-700 sm:line-clamp-none"
          >
            {brief.excerpt}
          </p>
          <Link
            to={`/admin/briefs/${brief.id}`}
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {matchingMessages.brief.viewBrief}
            <span className="sr-only">
              : <bdi>{brief.companyName}</bdi>
            </span>
          </Link>
        </div>

        <div className="flex shrink-0 flex-col gap-4 border-t border-slate-100 pt-5 lg:w-[26rem] lg:border-t-0 lg:border-s lg:ps-8 lg:pt-0">
          <div>
            <h3 className="flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-900">
              {matchingMessages.brief.matchesHeading}
              <span className="text-xs font-normal text-slate-500">
                {format(matchingMessages.brief.matchCount, {
                  count: brief.matches.length,
                  max: MAX_AGENCIES_PER_BRIEF,
                })}
              </span>
            </h3>
            {brief.matches.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{matchingMessages.brief.noMatches}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1.5">
                {brief.matches.map((match) => (
                  <li
                    key={match.id}
                    className="flex flex-col text-sm sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-3"
                  >
                    <Link
                      to={`/agencies/${match.slug}`}
                      dir="auto"
                      className="font-medium break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {match.agencyName}
                    </Link>
                    <span className="text-xs text-slate-500">
                      {format(matchingMessages.brief.matchedOn, {
                        date: formatters.date(match.matchedAt),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {brief.choices ? (
            <MatchForm
              key={brief.matches.length}
              briefId={brief.id}
              companyName={brief.companyName}
              page={page}
              suggestions={brief.choices.suggestions}
              others={others}
              othersComplete={allAgencies !== null}
            />
          ) : (
            <p className="text-sm text-slate-600">
              {format(matchingMessages.brief.full, { max: MAX_AGENCIES_PER_BRIEF })}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
