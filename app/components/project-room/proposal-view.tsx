import { format } from "~/domain/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import { proposalChanges } from "~/domain/proposal-changes";
import type { ProposalVersion, ProposalView } from "~/domain/views/proposals";
import { useLocale } from "../i18n";
import { useFormatters } from "../use-formatters";
import { MessageText } from "./message-text";

/**
 * A proposal as its readers see it (issue 31, docs/decisions/021-proposals.md): the newest sent
 * version in full (scope, lines, totals to the fils, dates, validity, milestones), what changed
 * since the version before it, and the earlier versions, each as it was sent.
 */
export function ProposalVersions({ proposal }: { proposal: ProposalView }) {
  const texts = roomTexts(useLocale()).proposal;
  const sent = proposal.versions.filter((v) => v.sentAt !== null);
  const [newest, previous, ...rest] = sent;
  if (!newest) return null;
  return (
    <div className="space-y-3">
      <VersionCard version={newest} />
      {previous && <Changes before={previous} after={newest} />}
      {previous && (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">
            {texts.earlier}
          </summary>
          <div className="mt-3 space-y-3">
            {[previous, ...rest].map((v) => (
              <VersionCard key={v.version} version={v} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

/** "Changed since version N: total, dates, line items" for a revision. */
function Changes({ before, after }: { before: ProposalVersion; after: ProposalVersion }) {
  const locale = useLocale();
  const texts = roomTexts(locale).proposal;
  const changes = proposalChanges(before, after);
  const names: string[] = changes.fields.map((f) => texts.changeNames[f]);
  const listChanged = (list: { added: string[]; removed: string[]; changed: string[] }) =>
    list.added.length + list.removed.length + list.changed.length > 0;
  if (listChanged(changes.lines)) names.push(texts.changeNames.lines);
  if (listChanged(changes.milestones)) names.push(texts.changeNames.milestones);
  if (names.length === 0) return null;
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-slate-800">
      {format(texts.changes, {
        version: before.version,
        fields: names.join(locale === "ar" ? "، " : ", "),
      })}
    </p>
  );
}

/** One version in full, as it was sent (or the agency's draft). */
export function VersionCard({ version }: { version: ProposalVersion }) {
  const texts = roomTexts(useLocale()).proposal;
  const f = useFormatters();
  const aed = (fils: number) => f.money(fils, "AED");
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900">
      <p className="text-xs text-slate-600">
        {version.sentAt
          ? format(texts.version, { version: version.version, date: f.date(version.sentAt) })
          : texts.draftNote}
      </p>
      <h3 className="mt-1 font-semibold break-words">
        <bdi>{version.summary}</bdi>
      </h3>
      <div className="mt-2 text-sm">
        <MessageText text={version.scope} />
      </div>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-start text-xs text-slate-600">
            <th scope="col" className="py-1 text-start font-medium">
              {texts.descriptionLabel}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {texts.quantityLabel}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {texts.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {version.lines.map((line, i) => (
            <tr key={i} className="border-b border-slate-100">
              <td className="py-1 break-words">
                <bdi>{line.description}</bdi>
                <span className="block text-xs text-slate-500">{aed(line.unitFils)}</span>
              </td>
              <td className="py-1 text-end">{f.number(line.quantity)}</td>
              <td className="py-1 text-end whitespace-nowrap">{aed(line.amountFils)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-slate-700">
          <Total label={texts.subtotal} value={aed(version.subtotalFils)} />
          {version.discountFils > 0 && (
            <Total label={texts.discount} value={`−${aed(version.discountFils)}`} />
          )}
          <Total
            label={
              version.vatPercent > 0
                ? format(texts.vat, { percent: version.vatPercent })
                : texts.noVat
            }
            value={aed(version.vatFils)}
          />
          <Total label={texts.total} value={aed(version.totalFils)} strong />
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-slate-700">
        {format(texts.dates, { start: f.date(version.startDate), end: f.date(version.endDate) })}
        {version.validUntil &&
          ` · ${format(texts.validUntil, { date: f.date(version.validUntil) })}`}
      </p>
      <h4 className="mt-3 text-sm font-semibold">{texts.milestonesLegend}</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {version.milestones.map((m, i) => (
          <li key={i}>
            <bdi>{m.label}</bdi>: {f.number(m.percent)}% · {aed(m.amountFils)}
          </li>
        ))}
      </ul>
      {version.note && (
        <div className="mt-3 text-sm text-slate-700">
          <MessageText text={version.note} />
        </div>
      )}
    </article>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? "font-semibold text-slate-900" : undefined}>
      <th scope="row" colSpan={2} className="py-1 pe-3 text-end font-normal">
        {label}
      </th>
      <td className="py-1 text-end whitespace-nowrap">{value}</td>
    </tr>
  );
}
