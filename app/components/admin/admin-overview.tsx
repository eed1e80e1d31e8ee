import { clsx } from "clsx";
import { Link } from "react-router";
import { format } from "~/domain/i18n";
import { MATCH_PROMISE_HOURS } from "~/domain/matching";
import type { AdminOverviewData } from "~/domain/views/admin-overview";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

/**
 * The overview band at the top of /admin: what needs doing (pending agencies, unmatched briefs,
 * reviews and replies to moderate),
 * how fast briefs get their first match against the 24-48 hour promise, and a chart of briefs
 * and matches per week (an SVG drawn on the server, with the same figures in a table for screen
 * readers).
 */
export function AdminOverview({ overview }: { overview: AdminOverviewData }) {
  const overviewMessages = useMessages().admin.overview;
  const median = overview.medianHoursToFirstMatch;
  return (
    <section
      aria-labelledby="overview-heading"
      className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8"
    >
      <h2 id="overview-heading" className="sr-only">
        {overviewMessages.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={overviewMessages.pendingAgencies}
          value={overview.pendingAgencies.toLocaleString("en")}
          tone={overview.pendingAgencies > 0 ? "warn" : "ok"}
          note={
            overview.agenciesToRecheck > 0
              ? format(overviewMessages.toRecheck, { count: overview.agenciesToRecheck })
              : undefined
          }
        />
        <Figure
          label={overviewMessages.unmatchedBriefs}
          value={overview.unmatchedBriefs.toLocaleString("en")}
          tone={overview.unmatchedBriefs > 0 ? "warn" : "ok"}
        />
        <Figure
          label={overviewMessages.reviewsWaiting}
          value={overview.reviewsWaiting.toLocaleString("en")}
          tone={overview.reviewsWaiting > 0 ? "warn" : "ok"}
          link={{ to: "/admin?tab=reviews", label: overviewMessages.openReviews }}
        />
        <Figure
          label={overviewMessages.medianToMatch}
          value={
            median === null ? "–" : format(overviewMessages.hours, { hours: Math.round(median) })
          }
          tone={median === null ? "neutral" : median <= MATCH_PROMISE_HOURS ? "ok" : "bad"}
          note={
            overview.shareWithinPromise === null
              ? overviewMessages.noMatchesYet
              : format(overviewMessages.withinPromise, {
                  share: Math.round(overview.shareWithinPromise * 100),
                  count: overview.matchedBriefsConsidered,
                  hours: MATCH_PROMISE_HOURS,
                })
          }
        />
      </div>
      {overview.weeks.length > 0 && <WeeklyChart weeks={overview.weeks} />}
    </section>
  );
}

const tones = {
  ok: "border-emerald-200 bg-emerald-50",
  warn: "border-amber-200 bg-amber-50",
  bad: "border-red-200 bg-red-50",
  neutral: "border-slate-200 bg-white",
};

function Figure({
  label,
  value,
  tone,
  note,
  link,
}: {
  label: string;
  value: string;
  tone: keyof typeof tones;
  note?: string;
  /** Where the work this figure counts is done. */
  link?: { to: string; label: string };
}) {
  return (
    <div className={clsx("rounded-2xl border p-4", tones[tone])}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
      {link && (
        <Link
          to={link.to}
          className="mt-1 inline-block rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {link.label}
        </Link>
      )}
    </div>
  );
}

function WeeklyChart({ weeks }: { weeks: AdminOverviewData["weeks"] }) {
  const overviewMessages = useMessages().admin.overview;
  const max = Math.max(1, ...weeks.flatMap((w) => [w.briefs, w.matches]));
  const width = 600;
  const height = 160;
  const slot = width / weeks.length;
  const bar = Math.max(2, slot / 2 - 4);
  const y = (n: number) => height - (n / max) * (height - 16);
  const shortDate = useFormatters().dayMonth;
  return (
    <figure className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{overviewMessages.chartTitle}</span>
        <span className="flex gap-4 text-slate-600" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-600" />
            {overviewMessages.briefs}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-emerald-500" />
            {overviewMessages.matches}
          </span>
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-40 w-full"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <line x1="0" x2={width} y1={height} y2={height} className="stroke-slate-300" />
        {weeks.map((w, i) => (
          <g key={w.weekStart}>
            <rect
              x={i * slot + 2}
              y={y(w.briefs)}
              width={bar}
              height={height - y(w.briefs)}
              className="fill-brand-600"
            />
            <rect
              x={i * slot + 2 + bar + 2}
              y={y(w.matches)}
              width={bar}
              height={height - y(w.matches)}
              className="fill-emerald-500"
            />
          </g>
        ))}
      </svg>
      <div aria-hidden="true" className="mt-1 flex text-xs text-slate-500">
        {weeks.map((w, i) => (
          <span key={w.weekStart} className="flex-1 text-center">
            {i % 3 === 0 ? shortDate(w.weekStart) : ""}
          </span>
        ))}
      </div>
      <div className="sr-only">
        <table>
          <caption>{overviewMessages.chartDescription}</caption>
          <thead>
            <tr>
              <th scope="col">{overviewMessages.week}</th>
              <th scope="col">{overviewMessages.briefs}</th>
              <th scope="col">{overviewMessages.matches}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{shortDate(w.weekStart)}</th>
                <td>{w.briefs}</td>
                <td>{w.matches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
