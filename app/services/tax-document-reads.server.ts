import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import { taxDocuments } from "~/db/schema";
import {
  displayNumber,
  type TaxDocument,
  type TaxDocumentSummary,
  type VatQuarter,
} from "~/domain/tax-documents";
import { toTaxDocument } from "./tax-documents.server";

/**
 * Reading Pro's tax documents (issue 32, docs/decisions/023-tax-invoices.md): the agency's list
 * and pages (its own documents only), and the operator's register, exports and VAT figures.
 */

const corrected = alias(taxDocuments, "corrected");

const summaryColumns = {
  id: taxDocuments.id,
  kind: taxDocuments.kind,
  number: taxDocuments.number,
  taxInvoice: taxDocuments.taxInvoice,
  issuedAt: taxDocuments.issuedAt,
  taxableFils: taxDocuments.taxableFils,
  vatFils: taxDocuments.vatFils,
  totalFils: taxDocuments.totalFils,
  currency: taxDocuments.currency,
  buyerName: sql<string>`${taxDocuments.buyer} ->> 'legalName'`,
  buyerTrn: sql<string | null>`${taxDocuments.buyer} ->> 'trn'`,
  correctsNumber: corrected.number,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends "correctsNumber"
    ? number | null
    : K extends "buyerName"
      ? string
      : K extends "buyerTrn"
        ? string | null
        : (typeof taxDocuments.$inferSelect)[K & keyof typeof taxDocuments.$inferSelect];
};

function toSummary({ number, correctsNumber, ...row }: SummaryRow): TaxDocumentSummary {
  return {
    ...row,
    displayNumber: displayNumber(row.kind, number),
    corrects: correctsNumber === null ? null : displayNumber("invoice", correctsNumber),
  };
}

/** The agency's invoices and credit notes, newest first. */
export async function taxDocumentsOfAgency(
  db: DbOrTx,
  agencyId: number,
  limit = 120,
): Promise<TaxDocumentSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(taxDocuments)
    .leftJoin(corrected, eq(corrected.id, taxDocuments.correctsId))
    .where(eq(taxDocuments.agencyId, agencyId))
    .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.id))
    .limit(limit);
  return rows.map(toSummary);
}

/**
 * One document, for the agency it was issued to (`agencyId`) or for the operator (`"operator"`);
 * undefined when it does not exist or belongs to another agency (the page answers 404 either
 * way, so an id says nothing about documents that are not yours).
 */
export async function readTaxDocument(
  db: DbOrTx,
  id: number,
  reader: { agencyId: number } | "operator",
): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      reader === "operator"
        ? eq(taxDocuments.id, id)
        : and(eq(taxDocuments.id, id), eq(taxDocuments.agencyId, reader.agencyId)),
    );
  if (!row) return undefined;
  const [correctsRow] = row.correctsId
    ? await db.select().from(taxDocuments).where(eq(taxDocuments.id, row.correctsId))
    : [];
  return toTaxDocument(row, correctsRow ?? null);
}

/** [start, end) of a UAE calendar month "2026-11" (Dubai is UTC+4 all year). */
export function uaeMonthRange(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const offset = 4 * 3_600_000;
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) - offset),
    end: new Date(Date.UTC(year, monthNumber, 1) - offset),
  };
}

/** Every document issued in [start, end), in the register's order: kind, then number. */
export async function taxDocumentsIssued(
  db: DbOrTx,
  range: { start: Date; end: Date },
): Promise<TaxDocumentSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(taxDocuments)
    .leftJoin(corrected, eq(corrected.id, taxDocuments.correctsId))
    .where(and(gte(taxDocuments.issuedAt, range.start), lt(taxDocuments.issuedAt, range.end)))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.number));
  // Invoices before credit notes, each by number.
  return rows
    .map(toSummary)
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "invoice" ? -1 : 1));
}

/** The whole documents issued in [start, end), for the e-invoicing batch. */
export async function fullTaxDocumentsIssued(
  db: DbOrTx,
  range: { start: Date; end: Date },
): Promise<TaxDocument[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, range.start), lt(taxDocuments.issuedAt, range.end)))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.number));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const documents: TaxDocument[] = [];
  for (const row of rows) {
    let correctsRow = row.correctsId ? byId.get(row.correctsId) : undefined;
    if (row.correctsId && !correctsRow) {
      [correctsRow] = await db
        .select()
        .from(taxDocuments)
        .where(eq(taxDocuments.id, row.correctsId));
    }
    documents.push(toTaxDocument(row, correctsRow ?? null));
  }
  return documents;
}

/** The UAE months that have documents, newest first ("2026-11"). */
export async function taxDocumentMonths(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      month: sql<string>`to_char(${taxDocuments.issuedAt} at time zone 'Asia/Dubai', 'YYYY-MM')`,
    })
    .from(taxDocuments)
    .orderBy(desc(sql`to_char(${taxDocuments.issuedAt} at time zone 'Asia/Dubai', 'YYYY-MM')`));
  return rows.map((row) => row.month);
}

export async function vatByQuarter(db: DbOrTx): Promise<VatQuarter[]> {
  const quarter = sql<string>`to_char(${taxDocuments.issuedAt} at time zone 'Asia/Dubai', 'YYYY-"Q"Q')`;
  const sign = sql`case when ${taxDocuments.kind} = 'credit_note' then -1 else 1 end`;
  const rows = await db
    .select({
      quarter,
      invoices: sql<number>`count(*) filter (where ${taxDocuments.kind} = 'invoice')::int`,
      creditNotes: sql<number>`count(*) filter (where ${taxDocuments.kind} = 'credit_note')::int`,
      standardRatedFils: sql<string>`coalesce(sum(${sign} * ${taxDocuments.taxableFils}) filter (where ${taxDocuments.taxInvoice}), 0)`,
      outputVatFils: sql<string>`coalesce(sum(${sign} * ${taxDocuments.vatFils}) filter (where ${taxDocuments.taxInvoice}), 0)`,
      notTaxedFils: sql<string>`coalesce(sum(${sign} * ${taxDocuments.taxableFils}) filter (where not ${taxDocuments.taxInvoice}), 0)`,
    })
    .from(taxDocuments)
    .groupBy(quarter)
    .orderBy(desc(quarter));
  return rows.map((row) => ({
    ...row,
    standardRatedFils: Number(row.standardRatedFils),
    outputVatFils: Number(row.outputVatFils),
    notTaxedFils: Number(row.notTaxedFils),
  }));
}
