import { ArrowLeft } from "lucide-react";
import {
  decisionReasons,
  DECISION_NOTE_MAX_LENGTH,
  type DecisionReason,
} from "~/domain/brief-decisions";
import { format } from "~/domain/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import { VAT_RATE_PERCENT } from "~/domain/proposal-money";
import { OPEN_PROPOSAL_STATES } from "~/domain/proposals";
import { projectTypes } from "~/domain/value-sets";
import type { BriefComparison as Comparison, ProposalVersion } from "~/domain/views/proposals";
import { useLocale } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { Form, Link } from "../ui/link";
import { useFormatters } from "../use-formatters";

type Entry = Comparison["entries"][number];

/**
 * The client's comparison of a brief's proposals (issue 31, decision 022), rendered on the
 * server: a table with one column per agency on a wide screen, the same facts stacked per agency
 * on a phone. "Hire" asks for a confirmation first (a page of its own, `?hire=`), with the reason
 * the other agencies are told; the brief can also be closed without hiring. Plain forms.
 */
export function BriefComparison({
  comparison,
  hireId,
}: {
  comparison: Comparison;
  /** The proposal whose "Hire" was chosen (`?hire=`): its confirmation is shown. */
  hireId: number | undefined;
}) {
  const locale = useLocale();
  const texts = roomTexts(locale).decision;
  const brief = projectTypes.labelIn(locale, comparison.projectType);
  const withProposal = comparison.entries.filter((e) => e.proposal);
  const hiring =
    comparison.outcome === null
      ? withProposal.find((e) => e.proposal!.id === hireId && isOpen(e))
      : undefined;
  const hired = comparison.entries.find((e) => e.hired);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-14">
      <Link
        to="/my-briefs"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {roomTexts(locale).thread.backToBriefs}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {format(texts.compareTitle, { brief })}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600">{texts.compareIntro}</p>
      {comparison.outcome !== null && (
        <p
          role="status"
          className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-slate-900"
        >
          {format(texts.outcomes[comparison.outcome], { agency: hired?.agencyName ?? "" })}
        </p>
      )}
      {hiring && (
        <HireConfirmation
          entry={hiring}
          hasOthers={comparison.entries.some((e) => e.matchId !== hiring.matchId && e.active)}
        />
      )}
      {withProposal.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {texts.noProposals}
        </p>
      ) : (
        <>
          <ComparisonTable entries={withProposal} decided={comparison.outcome !== null} />
          <ol className="mt-6 space-y-4 md:hidden">
            {withProposal.map((entry) => (
              <li key={entry.matchId}>
                <EntryCard entry={entry} decided={comparison.outcome !== null} />
              </li>
            ))}
          </ol>
        </>
      )}
      {comparison.outcome === null && <CloseBrief />}
    </div>
  );
}

const isOpen = (entry: Entry) =>
  entry.proposal !== undefined &&
  (OPEN_PROPOSAL_STATES as readonly string[]).includes(entry.proposal.state);

const newest = (entry: Entry) => entry.proposal?.versions[0] as ProposalVersion;

/** The facts compared, one row each: the same for the table and the stacked cards. */
function useRows() {
  const locale = useLocale();
  const texts = roomTexts(locale);
  const f = useFormatters();
  const aed = (fils: number) => f.money(fils, "AED");
  return [
    {
      label: texts.decision.state,
      cell: (e: Entry) =>
        `${texts.proposal.states[e.proposal!.state]} · ${format(texts.proposal.version, {
          version: newest(e).version,
          date: f.date(newest(e).sentAt!),
        })}`,
    },
    { label: texts.proposal.total, cell: (e: Entry) => aed(newest(e).totalFils), strong: true },
    {
      label: format(texts.proposal.vat, { percent: VAT_RATE_PERCENT }),
      cell: (e: Entry) =>
        newest(e).vatPercent > 0 ? aed(newest(e).vatFils) : texts.proposal.noVat,
    },
    {
      label: texts.decision.timeline,
      cell: (e: Entry) =>
        format(texts.proposal.dates, {
          start: f.date(newest(e).startDate),
          end: f.date(newest(e).endDate),
        }),
    },
    {
      label: texts.proposal.validLabel,
      cell: (e: Entry) => (newest(e).validUntil ? f.date(newest(e).validUntil!) : ""),
    },
    {
      label: texts.decision.milestones,
      cell: (e: Entry) =>
        newest(e)
          .milestones.map((m) => `${m.percent}% ${m.label}`)
          .join(" · "),
    },
    { label: texts.proposal.summaryLabel, cell: (e: Entry) => newest(e).summary },
  ];
}

/** Wide screens: one column per agency. */
function ComparisonTable({ entries, decided }: { entries: Entry[]; decided: boolean }) {
  const texts = roomTexts(useLocale()).decision;
  const rows = useRows();
  return (
    <div className="mt-6 hidden overflow-x-auto md:block">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 text-start font-medium text-slate-600">
              <span className="sr-only">{texts.agency}</span>
            </th>
            {entries.map((e) => (
              <th key={e.matchId} scope="col" className="px-3 py-2 text-start text-slate-900">
                <Link
                  to={`/agencies/${e.agencySlug}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  <bdi>{e.agencyName}</bdi>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 text-start font-medium text-slate-600">
                {row.label}
              </th>
              {entries.map((e) => (
                <td
                  key={e.matchId}
                  className={`px-3 py-2 break-words ${row.strong ? "font-semibold text-slate-900" : "text-slate-700"}`}
                >
                  <bdi>{row.cell(e)}</bdi>
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {entries.map((e) => (
              <td key={e.matchId} className="space-y-2 px-3 py-3">
                <EntryActions entry={e} decided={decided} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Phones: each agency's facts stacked. */
function EntryCard({ entry, decided }: { entry: Entry; decided: boolean }) {
  const rows = useRows();
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">
        <Link to={`/agencies/${entry.agencySlug}`} className="text-brand-700 hover:underline">
          <bdi>{entry.agencyName}</bdi>
        </Link>
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-600">{row.label}</dt>
            <dd className={row.strong ? "font-semibold text-slate-900" : "text-slate-700"}>
              <bdi>{row.cell(entry)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 space-y-2">
        <EntryActions entry={entry} decided={decided} />
      </div>
    </article>
  );
}

/** The thread (the proposal in full, its versions) and, while open, "Hire". */
function EntryActions({ entry, decided }: { entry: Entry; decided: boolean }) {
  const texts = roomTexts(useLocale());
  return (
    <>
      <Link
        to={`/my-briefs/threads/${entry.matchId}#proposal`}
        className="block text-sm font-medium text-brand-700 hover:underline"
      >
        {texts.briefs.openThread}
      </Link>
      {!decided && isOpen(entry) && (
        <Link
          to={`?hire=${entry.proposal!.id}#hire`}
          preventScrollReset
          className={buttonClasses("primary")}
        >
          {format(texts.decision.hire, { agency: entry.agencyName })}
        </Link>
      )}
    </>
  );
}

function ReasonChoice({ name, required }: { name: string; required: boolean }) {
  const texts = roomTexts(useLocale()).decision;
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {decisionReasons.map((reason: DecisionReason) => (
        <label key={reason} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            value={reason}
            required={required}
            className="size-4 accent-brand-600"
          />
          {texts.reasons[reason]}
        </label>
      ))}
    </div>
  );
}

function NoteField({ id }: { id: string }) {
  const texts = roomTexts(useLocale()).decision;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {texts.noteLabel}
      </label>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        dir="auto"
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {format(texts.noteHint, { max: DECISION_NOTE_MAX_LENGTH })}
      </p>
    </div>
  );
}

/** "Hire {agency}?": the version and total hired, and the reason the others are told. */
function HireConfirmation({ entry, hasOthers }: { entry: Entry; hasOthers: boolean }) {
  const texts = roomTexts(useLocale()).decision;
  const f = useFormatters();
  const version = newest(entry);
  return (
    <section
      id="hire"
      aria-labelledby="hire-title"
      className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="hire-title" className="text-lg font-semibold text-slate-900">
        {format(texts.confirmTitle, { agency: entry.agencyName })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {format(texts.confirmBody, {
          agency: entry.agencyName,
          version: version.version,
          total: f.money(version.totalFils, "AED"),
        })}
      </p>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="accept-proposal" />
        <input type="hidden" name="proposalId" value={entry.proposal!.id} />
        <input type="hidden" name="version" value={version.version} />
        {hasOthers && (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{texts.othersReason}</legend>
            <ReasonChoice name="reason" required />
          </fieldset>
        )}
        <NoteField id="hire-note" />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClasses("primary")}>
            {format(texts.confirm, { agency: entry.agencyName })}
          </button>
          <Link to="?" className="text-sm font-medium text-brand-700 hover:underline">
            {texts.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** "Close this brief without hiring", folded until opened. */
function CloseBrief() {
  const texts = roomTexts(useLocale()).decision;
  return (
    <details className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">{texts.closeTitle}</summary>
      <p className="mt-2 text-sm text-slate-600">{texts.closeIntro}</p>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="close-brief" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{texts.reasonLabel}</legend>
          <ReasonChoice name="reason" required />
        </fieldset>
        <NoteField id="close-note" />
        <button type="submit" className={buttonClasses("secondary")}>
          {texts.close}
        </button>
      </Form>
    </details>
  );
}
