import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Seller } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, payments, taxDocumentNumbers, taxDocuments } from "~/db/schema";
import {
  displayNumber,
  proInvoiceLine,
  retainedUntil,
  splitInclusiveTotal,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentLine,
  type TaxParty,
} from "~/domain/tax-documents";
import { normalizeEmirate } from "~/domain/value-sets";

/**
 * Issuing Pro's tax invoices and credit notes (issue 32, docs/decisions/023-tax-invoices.md).
 * Every function takes the caller's transaction: an invoice is written in the transaction that
 * records its payment, a credit note in the one that records the refund, so a document exists
 * exactly when its money moved, and a rollback (a crash, a lost connection) gives its number back.
 */

type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/**
 * Takes the next number of a kind: the counter row is locked until the transaction ends, so
 * issuers in every process take turns, and a rollback leaves no gap.
 */
async function nextNumber(tx: DbOrTx, kind: TaxDocumentKind): Promise<number> {
  const [row] = await tx
    .update(taxDocumentNumbers)
    .set({ lastNumber: sql`${taxDocumentNumbers.lastNumber} + 1` })
    .where(eq(taxDocumentNumbers.kind, kind))
    .returning({ number: taxDocumentNumbers.lastNumber });
  if (!row) throw new Error(`No tax_document_numbers row for ${kind} (migration 0027)`);
  return row.number;
}

/** The seller as printed: its settings without the flag. */
function sellerParty({ vatRegistered: _registered, ...party }: Seller): TaxParty {
  return party;
}

/** The agency as the buyer: its legal name and address, else its listing's name and emirate. */
async function buyerParty(tx: DbOrTx, agencyId: number): Promise<TaxParty | undefined> {
  const [agency] = await tx
    .select({
      agencyName: agencies.agencyName,
      legalName: agencies.legalName,
      legalAddress: agencies.legalAddress,
      location: agencies.location,
      trn: agencies.trn,
      email: agencies.email,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) return undefined;
  const emirate = normalizeEmirate(agency.location) ?? null;
  return {
    legalName: agency.legalName ?? agency.agencyName,
    legalNameAr: null,
    address: agency.legalAddress ?? emirate ?? agency.location ?? "",
    emirate,
    country: "AE",
    trn: agency.trn,
    email: agency.email,
  };
}

/**
 * The invoice of a payment, issued now: the next invoice number, the seller's settings and the
 * agency's details as they stand, the payment split into taxable amount and VAT. Returns the
 * existing invoice when the payment already has one (it never takes a second number).
 */
export async function issueInvoiceForPayment(
  tx: DbOrTx,
  paymentId: number,
  seller: Seller,
  now: Date = new Date(),
): Promise<TaxDocumentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  if (!payment) return undefined;
  const existing = await invoiceOfPayment(tx, paymentId);
  if (existing) return existing;
  const buyer = await buyerParty(tx, payment.agencyId);
  if (!buyer) return undefined;
  const line = proInvoiceLine(payment.amount, seller.vatRegistered);
  const supplyStart = payment.startDate ?? payment.createdAt;
  const number = await nextNumber(tx, "invoice");
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: "invoice",
      number,
      taxInvoice: seller.vatRegistered,
      agencyId: payment.agencyId,
      paymentId: payment.id,
      issuedAt: now,
      supplyStart,
      supplyEnd: payment.nextBillingDate ?? oneMonthAfter(supplyStart),
      currency: payment.currency.toUpperCase(),
      seller: sellerParty(seller),
      buyer,
      lines: [line],
      taxableFils: line.taxableFils,
      vatFils: line.vatFils,
      totalFils: payment.amount,
      paymentReference: payment.invoiceId,
      retainUntil: retainedUntil(now),
    })
    .returning();
  return row;
}

/**
 * The credit note for what has been refunded of a payment and not yet credited. `refundedFils` is
 * all that has been refunded of it so far (the whole payment unless said), so a replayed or
 * repeated call credits nothing more. A note for the whole invoice reverses it line for line; a
 * partial refund's note credits that amount of the invoice's line, its VAT split out the same way
 * (docs/decisions/023-tax-invoices.md). The seller and buyer are the invoice's own (the note
 * corrects that document). The payment row is locked, so concurrent callers take turns. Returns
 * the note, or undefined when there is nothing left to credit.
 */
export async function issueCreditNoteForPayment(
  tx: DbOrTx,
  paymentId: number,
  reason: string,
  now: Date = new Date(),
  refundedFils?: number,
): Promise<TaxDocumentRow | undefined> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  if (!payment) return undefined;
  const invoice = await invoiceOfPayment(tx, paymentId);
  if (!invoice) return undefined;
  const [{ credited } = { credited: 0 }] = await tx
    .select({ credited: sql`coalesce(sum(${taxDocuments.totalFils}), 0)`.mapWith(Number) })
    .from(taxDocuments)
    .where(eq(taxDocuments.correctsId, invoice.id));
  const refunded = Math.min(refundedFils ?? invoice.totalFils, invoice.totalFils);
  const owed = refunded - credited;
  if (owed <= 0) return undefined;
  const amounts =
    credited === 0 && owed === invoice.totalFils
      ? {
          lines: invoice.lines,
          taxableFils: invoice.taxableFils,
          vatFils: invoice.vatFils,
          totalFils: invoice.totalFils,
        }
      : creditedPart(invoice.lines[0]!, owed);
  const number = await nextNumber(tx, "credit_note");
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: "credit_note",
      number,
      taxInvoice: invoice.taxInvoice,
      agencyId: invoice.agencyId,
      paymentId,
      correctsId: invoice.id,
      reason,
      issuedAt: now,
      supplyStart: invoice.supplyStart,
      supplyEnd: invoice.supplyEnd,
      currency: invoice.currency,
      seller: invoice.seller,
      buyer: invoice.buyer,
      ...amounts,
      paymentReference: invoice.paymentReference,
      retainUntil: retainedUntil(now),
    })
    .returning();
  return row;
}

/** Part of an invoice's line credited: `totalFils` of it, VAT included, split at the line's rate. */
function creditedPart(line: TaxDocumentLine, totalFils: number) {
  const { taxableFils, vatFils } = splitInclusiveTotal(totalFils, line.vatRatePercent);
  return {
    lines: [{ ...line, quantity: 1, unitFils: taxableFils, taxableFils, vatFils }],
    taxableFils,
    vatFils,
    totalFils,
  };
}

async function invoiceOfPayment(tx: DbOrTx, paymentId: number) {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.paymentId, paymentId), eq(taxDocuments.kind, "invoice")));
  return row;
}

function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The reason a 7-day guarantee refund's credit note gives, in both languages. */
export const REFUND_REASON =
  "Refund under the 7-day money-back guarantee; Pro ended / استرداد بموجب ضمان استعادة المبلغ خلال 7 أيام؛ انتهى اشتراك برو";

/** The reason of a credit note for a refund the operator made at the payment provider. */
export const PROVIDER_REFUND_REASON =
  "Refunded through the payment provider / مبلغ مسترد عبر مزوّد الدفع";

/**
 * Invoices (and credit notes for refunded ones) for payments recorded before invoices existed, in
 * the order they were paid: run at start, once per payment whatever the number of processes. The
 * invoice counter is locked first, so a second process waits and then finds nothing to do. They
 * are issued `now`: an invoice issued late carries the day it was issued.
 */
export async function issueMissingTaxDocuments(
  db: Db,
  seller: Seller,
  now: Date = new Date(),
): Promise<{ invoices: number; creditNotes: number }> {
  return db.transaction((tx) => issueMissing(tx, seller, () => now));
}

/**
 * The demo's documents, right after the demo is seeded: each dated the day its payment was made (and
 * its credit note the day of the refund), as if invoices had existed then, so a fresh demo does
 * not show months of invoices issued on the day it was started.
 */
export async function issueDemoTaxDocuments(
  db: Db,
  seller: Seller,
): Promise<{ invoices: number; creditNotes: number }> {
  return db.transaction((tx) =>
    issueMissing(tx, seller, (payment, refund) =>
      refund ? payment.refundedAt! : payment.createdAt,
    ),
  );
}

type MissingPayment = { id: number; createdAt: Date; refundedAt: Date | null };

async function issueMissing(
  tx: DbOrTx,
  seller: Seller,
  issuedAt: (payment: MissingPayment, refund: boolean) => Date,
): Promise<{ invoices: number; creditNotes: number }> {
  await tx
    .select()
    .from(taxDocumentNumbers)
    .where(eq(taxDocumentNumbers.kind, "invoice"))
    .for("update");
  const missing = await tx
    .select({ id: payments.id, createdAt: payments.createdAt, refundedAt: payments.refundedAt })
    .from(payments)
    .leftJoin(
      taxDocuments,
      and(eq(taxDocuments.paymentId, payments.id), eq(taxDocuments.kind, "invoice")),
    )
    .where(isNull(taxDocuments.id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  let creditNotes = 0;
  for (const payment of missing) {
    await issueInvoiceForPayment(tx, payment.id, seller, issuedAt(payment, false));
    if (payment.refundedAt) {
      await issueCreditNoteForPayment(tx, payment.id, REFUND_REASON, issuedAt(payment, true));
      creditNotes += 1;
    }
  }
  return { invoices: missing.length, creditNotes };
}

/** Deletes the documents whose retention has run out; returns how many. */
export async function purgeExpiredTaxDocuments(db: DbOrTx, now: Date = new Date()) {
  // Credit notes first: they refer to their invoices.
  const notes = await db
    .delete(taxDocuments)
    .where(and(eq(taxDocuments.kind, "credit_note"), lte(taxDocuments.retainUntil, now)))
    .returning({ id: taxDocuments.id });
  const invoices = await db
    .delete(taxDocuments)
    .where(
      and(
        eq(taxDocuments.kind, "invoice"),
        lte(taxDocuments.retainUntil, now),
        sql`not exists (select 1 from ${taxDocuments} as note where note.corrects_id = ${taxDocuments.id})`,
      ),
    )
    .returning({ id: taxDocuments.id });
  return notes.length + invoices.length;
}

/** A stored row as the documents' views and exports read it. */
export function toTaxDocument(
  row: TaxDocumentRow,
  corrects: Pick<TaxDocumentRow, "id" | "kind" | "number" | "issuedAt" | "totalFils"> | null,
): TaxDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    displayNumber: displayNumber(row.kind, row.number),
    taxInvoice: row.taxInvoice,
    issuedAt: row.issuedAt,
    supplyStart: row.supplyStart,
    supplyEnd: row.supplyEnd,
    currency: row.currency,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    taxableFils: row.taxableFils,
    vatFils: row.vatFils,
    totalFils: row.totalFils,
    corrects: corrects
      ? {
          id: corrects.id,
          displayNumber: displayNumber(corrects.kind, corrects.number),
          issuedAt: corrects.issuedAt,
          totalFils: corrects.totalFils,
        }
      : null,
    reason: row.reason,
    paymentReference: row.paymentReference,
    agencyId: row.agencyId,
  };
}
