import type { ProposalLineRow, ProposalMilestoneRow } from "./proposal-money";

/**
 * What changed between two sent versions of a proposal (issue 31), for the client reading a
 * revision: each field whose value differs, and the lines and milestones added, removed or
 * changed (matched by their description or label). Pure: the view decides how to say it.
 */

export type VersionFields = {
  summary: string;
  scope: string;
  lines: ProposalLineRow[];
  discountFils: number;
  vatFils: number;
  totalFils: number;
  startDate: string;
  endDate: string;
  validUntil: string | null;
  milestones: ProposalMilestoneRow[];
};

export type ProposalChanges = {
  fields: ("summary" | "scope" | "discount" | "vat" | "total" | "dates" | "validity")[];
  lines: { added: string[]; removed: string[]; changed: string[] };
  milestones: { added: string[]; removed: string[]; changed: string[] };
};

function listChanges<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  same: (a: T, b: T) => boolean,
) {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  return {
    added: [...now.keys()].filter((k) => !old.has(k)),
    removed: [...old.keys()].filter((k) => !now.has(k)),
    changed: [...now.entries()]
      .filter(([k, item]) => old.has(k) && !same(old.get(k)!, item))
      .map(([k]) => k),
  };
}

export function proposalChanges(before: VersionFields, after: VersionFields): ProposalChanges {
  const fields: ProposalChanges["fields"] = [];
  if (before.summary !== after.summary) fields.push("summary");
  if (before.scope !== after.scope) fields.push("scope");
  if (before.discountFils !== after.discountFils) fields.push("discount");
  if (before.vatFils !== after.vatFils) fields.push("vat");
  if (before.totalFils !== after.totalFils) fields.push("total");
  if (before.startDate !== after.startDate || before.endDate !== after.endDate) {
    fields.push("dates");
  }
  if (before.validUntil !== after.validUntil) fields.push("validity");
  return {
    fields,
    lines: listChanges(
      before.lines,
      after.lines,
      (l) => l.description,
      (a, b) => a.quantity === b.quantity && a.unitFils === b.unitFils,
    ),
    milestones: listChanges(
      before.milestones,
      after.milestones,
      (m) => m.label,
      (a, b) => a.percent === b.percent,
    ),
  };
}
