import { spawn } from "node:child_process";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_SELLER, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import type { Db } from "~/db/client.server";
import { agencies, emailOutbox, payments, taxDocumentNumbers, taxDocuments } from "~/db/schema";
import { createTestProvider, type TestPaymentProvider } from "~/payments/test-provider.server";
import { handleBillingEvent } from "./billing.server";
import {
  applyBillingEvents,
  deleteAgencyWithBilling,
  refundProPlan,
  simulateTestBilling,
  startProCheckout,
} from "./pro-plan.server";
import {
  issueCreditNoteForPayment,
  issueInvoiceForPayment,
  issueDemoTaxDocuments,
  issueMissingTaxDocuments,
  purgeExpiredTaxDocuments,
} from "./tax-documents.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });
let provider: TestPaymentProvider;
const billing = () => ({ db: t.db, config, payments: provider });

beforeEach(async () => {
  provider = createTestProvider(t.db, { siteUrl: config.siteUrl });
  await t.db.delete(emailOutbox);
  await t.db.delete(agencies);
  // Each test counts from 1: documents of earlier tests are past their retention here.
  await t.db.execute(sql`alter table tax_documents disable trigger tax_documents_keep`);
  await t.db.delete(taxDocuments);
  await t.db.execute(sql`alter table tax_documents enable trigger tax_documents_keep`);
  await t.db.update(taxDocumentNumbers).set({ lastNumber: 0 });
});

const documents = (db: Db = t.db) =>
  db.select().from(taxDocuments).orderBy(asc(taxDocuments.kind), asc(taxDocuments.number));
const counters = async () =>
  Object.fromEntries(
    (await t.db.select().from(taxDocumentNumbers)).map((row) => [row.kind, row.lastNumber]),
  );

/** An approved agency with its tax details that went through checkout and paid. */
async function proAgency(overrides: Partial<typeof agencies.$inferInsert> = {}) {
  const agency = await makeAgency(t.db, {
    approved: true,
    email: "hello@falcon.ae",
    agencyName: "Falcon Digital",
    legalName: "Falcon Digital Marketing L.L.C.",
    legalAddress: "Unit 402, Al Fattan Plaza, Al Garhoud",
    trn: "100987654300003",
    ...overrides,
  });
  const checkout = await startProCheckout(billing(), agency.id);
  if (checkout.status !== "redirect") throw new Error(checkout.status);
  const paid = await provider.payCheckout(checkout.id, "succeed");
  if (!paid.paid) throw new Error("not paid");
  await applyBillingEvents(t.db, provider, paid.events, config);
  return { agency, events: paid.events };
}

/** Payments recorded without going through billing (as before invoices existed). */
async function bareAgencyPayments(count: number, db: Db = t.db) {
  const agency = await makeAgency(db, { approved: true });
  return db
    .insert(payments)
    .values(
      Array.from({ length: count }, (_, i) => ({
        agencyId: agency.id,
        stripePaymentId: `pi_bare_${agency.id}_${i}`,
        invoiceId: `in_bare_${agency.id}_${i}`,
        status: "paid",
        amount: 49_900,
        startDate: new Date("2026-11-01T08:00:00Z"),
        nextBillingDate: new Date("2026-12-01T08:00:00Z"),
      })),
    )
    .returning({ id: payments.id });
}

describe("an invoice for every payment", () => {
  it("issues tax invoice 1 with the payment, the seller, the agency's tax details and the VAT inside AED 499", async () => {
    const { agency } = await proAgency();
    const [invoice, ...others] = await documents();
    expect(others).toEqual([]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.agencyId, agency.id));
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: 1,
      taxInvoice: true,
      agencyId: agency.id,
      paymentId: payment!.id,
      currency: "AED",
      taxableFils: 47_524,
      vatFils: 2_376,
      totalFils: 49_900,
      paymentReference: payment!.invoiceId,
      supplyStart: payment!.startDate,
      supplyEnd: payment!.nextBillingDate,
      seller: {
        legalName: TEST_SELLER.SELLER_LEGAL_NAME,
        legalNameAr: TEST_SELLER.SELLER_LEGAL_NAME_AR,
        trn: TEST_SELLER.SELLER_TRN,
        emirate: "Dubai",
        country: "AE",
      },
      buyer: {
        legalName: "Falcon Digital Marketing L.L.C.",
        address: "Unit 402, Al Fattan Plaza, Al Garhoud",
        trn: "100987654300003",
        email: "hello@falcon.ae",
      },
      lines: [
        expect.objectContaining({
          quantity: 1,
          unitFils: 47_524,
          vatRatePercent: 5,
          vatFils: 2_376,
        }),
      ],
    });
    expect(invoice!.retainUntil.toISOString()).toBe("2031-12-31T20:00:00.000Z");
    expect(await counters()).toEqual({ invoice: 1, credit_note: 0 });
  });

  it("links the invoice from the receipt mail, in the agency's language", async () => {
    await proAgency({ locale: "ar" });
    const [invoice] = await documents();
    const [receipt] = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like '%إيصال%'`);
    expect(receipt!.text).toContain("INV-000001");
    expect(receipt!.html).toContain(
      `href="https://wakala.ae/ar/dashboard/invoices/${invoice!.id}"`,
    );
  });

  it("makes out the invoice to the listing's name and emirate when the agency gave no tax details", async () => {
    await proAgency({ legalName: null, legalAddress: null, trn: null, location: "Sharjah" });
    const [invoice] = await documents();
    expect(invoice!.buyer).toMatchObject({
      legalName: "Falcon Digital",
      address: "Sharjah",
      emirate: "Sharjah",
      trn: null,
    });
  });

  it("issues a plain invoice without VAT for a seller that is not VAT-registered", async () => {
    const plainConfig = testConfig({
      SITE_URL: "https://wakala.ae",
      ...TEST_SELLER,
      SELLER_VAT_REGISTERED: "0",
      SELLER_TRN: "",
    });
    const [payment] = await bareAgencyPayments(1);
    await t.db.transaction((tx) => issueInvoiceForPayment(tx, payment!.id, plainConfig.seller));
    const [invoice] = await documents();
    expect(invoice).toMatchObject({ taxInvoice: false, taxableFils: 49_900, vatFils: 0 });
    expect(invoice!.seller.trn).toBeNull();
    expect(invoice!.lines[0]).toMatchObject({ vatRatePercent: 0, vatFils: 0 });
  });

  it("numbers renewals on: a month's renewal is invoice 2", async () => {
    const { agency } = await proAgency();
    await simulateTestBilling(billing(), agency.id, "advance");
    expect((await documents()).map((d) => [d.kind, d.number])).toEqual([
      ["invoice", 1],
      ["invoice", 2],
    ]);
  });

  it("issues one invoice however often the provider's events are replayed", async () => {
    const { events } = await proAgency();
    for (const event of events) {
      expect(await handleBillingEvent(t.db, provider, event, config)).toBe("duplicate");
    }
    // The same paid invoice under a new event id (a provider that re-sends it) adds nothing either.
    const paid = events.find((event) => event.type === "invoice.paid")!;
    await handleBillingEvent(t.db, provider, { ...paid, eventId: `${paid.eventId}-again` }, config);
    expect(await documents()).toHaveLength(1);
    expect(await counters()).toEqual({ invoice: 1, credit_note: 0 });
  });

  it("uses no number when the transaction that took it fails", async () => {
    const [first, second] = await bareAgencyPayments(2);
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoiceForPayment(tx, first!.id, config.seller);
        throw new Error("the process died here");
      }),
    ).rejects.toThrow("the process died here");
    expect(await documents()).toEqual([]);
    expect(await counters()).toEqual({ invoice: 0, credit_note: 0 });
    await t.db.transaction((tx) => issueInvoiceForPayment(tx, second!.id, config.seller));
    await t.db.transaction((tx) => issueInvoiceForPayment(tx, first!.id, config.seller));
    expect((await documents()).map((d) => [d.paymentId, d.number])).toEqual([
      [second!.id, 1],
      [first!.id, 2],
    ]);
  });

  it("gives 100 payments at once exactly the numbers 1 to 100, one each", async () => {
    const paid = await bareAgencyPayments(100);
    if (t.url) {
      // PostgreSQL: two other processes, 50 payments each, interleaved.
      await Promise.all([
        issueInProcess(
          t.url,
          "issue",
          paid.filter((_, i) => i % 2 === 0).map((p) => p.id),
        ),
        issueInProcess(
          t.url,
          "issue",
          paid.filter((_, i) => i % 2 === 1).map((p) => p.id),
        ),
      ]);
    } else {
      // PGlite serves one process: 100 transactions at once in this one.
      await Promise.all(
        paid.map((p) => t.db.transaction((tx) => issueInvoiceForPayment(tx, p.id, config.seller))),
      );
    }
    const issued = await documents();
    expect(issued.map((d) => d.number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(new Set(issued.map((d) => d.paymentId)).size).toBe(100);
    expect(await counters()).toEqual({ invoice: 100, credit_note: 0 });
  });

  it("gives back the number of a process killed before it committed", async (context) => {
    if (!t.url) context.skip(); // one process holds a PGlite database
    const [first, second] = await bareAgencyPayments(2);
    await issueInProcess(t.url!, "crash", [first!.id]);
    await t.db.transaction((tx) => issueInvoiceForPayment(tx, second!.id, config.seller));
    expect((await documents()).map((d) => [d.paymentId, d.number])).toEqual([[second!.id, 1]]);
  });
});

describe("credit notes", () => {
  it("credits the whole invoice in its own sequence when the first payment is refunded, and links it from the refund mail", async () => {
    const { agency } = await proAgency();
    await simulateTestBilling(billing(), agency.id, "advance");
    // The refund is for the first payment; the renewal made invoice 2 (advancing does not
    // refund). Only a first payment inside the guarantee is refundable: make a fresh agency.
    const other = await proAgency({ email: "hello@orbit.ae", agencyName: "Orbit" });
    expect(await refundProPlan(billing(), other.agency.id)).toEqual({ status: "refunded" });
    expect(await refundProPlan(billing(), other.agency.id)).toEqual({ status: "not-eligible" });

    const all = await documents();
    const invoice = all.find((d) => d.kind === "invoice" && d.agencyId === other.agency.id)!;
    expect(invoice.number).toBe(3);
    const notes = all.filter((d) => d.kind === "credit_note");
    expect(notes).toEqual([
      expect.objectContaining({
        number: 1,
        correctsId: invoice.id,
        agencyId: other.agency.id,
        reason: expect.stringContaining("7-day money-back guarantee"),
        taxableFils: 47_524,
        vatFils: 2_376,
        totalFils: 49_900,
        buyer: invoice.buyer,
        seller: invoice.seller,
      }),
    ]);
    expect(await counters()).toEqual({ invoice: 3, credit_note: 1 });
    const [refundMail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, "hello@orbit.ae"),
          sql`${emailOutbox.subject} like '%Pro refund%'`,
        ),
      );
    expect(refundMail!.text).toContain("CN-000001");
    expect(refundMail!.html).toContain(`/dashboard/invoices/${notes[0]!.id}`);
  });
  it("credits what was refunded and not yet credited, never more than the invoice", async () => {
    const [payment] = await bareAgencyPayments(1);
    await t.db.transaction((tx) => issueInvoiceForPayment(tx, payment!.id, config.seller));
    const credit = (refundedFils?: number) =>
      t.db.transaction((tx) =>
        issueCreditNoteForPayment(tx, payment!.id, "Refunded", undefined, refundedFils),
      );

    expect(await credit(1)).toMatchObject({ taxableFils: 1, vatFils: 0, totalFils: 1 });
    expect(await credit(1)).toBeUndefined(); // the same refund reported again
    expect(await credit(20_001)).toMatchObject({ totalFils: 20_000, vatFils: 952 });
    // More than was paid is capped at the invoice; the default is the whole payment.
    expect(await credit(1_000_000)).toMatchObject({ totalFils: 29_899 });
    expect(await credit()).toBeUndefined();
    const notes = (await documents()).filter((d) => d.kind === "credit_note");
    expect(notes.map((n) => n.number)).toEqual([1, 2, 3]);
    expect(notes.reduce((sum, n) => sum + n.totalFils, 0)).toBe(49_900);
    for (const note of notes) {
      expect(note.taxableFils + note.vatFils).toBe(note.totalFils);
      expect(note.lines).toEqual([
        expect.objectContaining({ quantity: 1, unitFils: note.taxableFils, vatFils: note.vatFils }),
      ]);
    }
  });

  it("credits only the rest when the guarantee is claimed after the operator's partial refund", async () => {
    const { agency } = await proAgency();
    const [payment] = await t.db.select().from(payments).where(eq(payments.agencyId, agency.id));
    const refund = { paymentId: payment!.stripePaymentId, amountRefunded: 10_000, currency: "aed" };
    await handleBillingEvent(
      t.db,
      provider,
      { provider: "test", eventId: "evt_goodwill", type: "payment.refunded", refund },
      config,
    );
    expect(await refundProPlan(billing(), agency.id)).toEqual({ status: "refunded" });

    const notes = (await documents()).filter((d) => d.kind === "credit_note");
    expect(notes.map((n) => n.totalFils)).toEqual([10_000, 39_900]);
    const [refundMail] = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like '%Pro refund%'`);
    expect(refundMail!.text).toContain("AED 399.00");
    expect(refundMail!.text).not.toContain("499.00");
  });

  it("issues one whole credit note however many refunds of a payment race", async () => {
    const [payment] = await bareAgencyPayments(1);
    await t.db.transaction((tx) => issueInvoiceForPayment(tx, payment!.id, config.seller));
    const issued = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) => issueCreditNoteForPayment(tx, payment!.id, "Refunded")),
      ),
    );
    expect(issued.filter(Boolean)).toHaveLength(1);
    expect(await counters()).toEqual({ invoice: 1, credit_note: 1 });
  });
});

describe("earlier payments", () => {
  it("get their invoices once, in the order they were paid, and a refunded one its credit note", async () => {
    const [a, b, c] = await bareAgencyPayments(3);
    await t.db
      .update(payments)
      .set({ status: "refunded", refundedAt: new Date() })
      .where(eq(payments.id, b!.id));
    const startedAt = new Date("2026-11-30T06:00:00Z");
    expect(await issueMissingTaxDocuments(t.db, config.seller, startedAt)).toEqual({
      invoices: 3,
      creditNotes: 1,
    });
    expect(await issueMissingTaxDocuments(t.db, config.seller)).toEqual({
      invoices: 0,
      creditNotes: 0,
    });
    expect((await documents()).map((d) => [d.kind, d.number, d.paymentId])).toEqual([
      ["credit_note", 1, b!.id],
      ["invoice", 1, a!.id],
      ["invoice", 2, b!.id],
      ["invoice", 3, c!.id],
    ]);
    // Issued late, they carry the day they were issued.
    expect((await documents()).map((d) => d.issuedAt)).toEqual(Array(4).fill(startedAt));
  });

  it("in the demo, are dated as paid and refunded, numbered in the order paid", async () => {
    const [a, b] = await bareAgencyPayments(2);
    const paid = { [a!.id]: "2026-10-05T09:00:00Z", [b!.id]: "2026-09-05T09:00:00Z" };
    for (const [id, at] of Object.entries(paid)) {
      await t.db
        .update(payments)
        .set({ createdAt: new Date(at) })
        .where(eq(payments.id, Number(id)));
    }
    const refundedAt = new Date("2026-10-07T12:00:00Z");
    await t.db
      .update(payments)
      .set({ status: "refunded", refundedAt })
      .where(eq(payments.id, a!.id));

    expect(await issueDemoTaxDocuments(t.db, config.seller)).toEqual({
      invoices: 2,
      creditNotes: 1,
    });
    expect(
      (await documents()).map((d) => [d.kind, d.number, d.paymentId, d.issuedAt.toISOString()]),
    ).toEqual([
      ["credit_note", 1, a!.id, refundedAt.toISOString()],
      ["invoice", 1, b!.id, "2026-09-05T09:00:00.000Z"],
      ["invoice", 2, a!.id, "2026-10-05T09:00:00.000Z"],
    ]);
  });
});

describe("retention", () => {
  it("keeps the documents and what they show when the agency deletes its listing", async () => {
    const { agency } = await proAgency();
    await refundProPlan(billing(), agency.id);
    const before = await documents();
    await deleteAgencyWithBilling(billing(), agency.id);
    expect(await t.db.select().from(payments)).toEqual([]);
    const after = await documents();
    expect(after).toEqual(before.map((d) => ({ ...d, agencyId: null, paymentId: null })));
    expect(after[1]!.buyer.legalName).toBe("Falcon Digital Marketing L.L.C.");
  });

  it("refuses to change an issued document or delete it before its retention ends", async () => {
    await proAgency();
    const [invoice] = await documents();
    await expect(
      t.db.update(taxDocuments).set({ totalFils: 1 }).where(eq(taxDocuments.id, invoice!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(taxDocuments).where(eq(taxDocuments.id, invoice!.id)),
    ).rejects.toThrow();
    expect(await documents()).toEqual([invoice]);
  });

  it("deletes documents five years after the end of their year, credit notes before their invoices", async () => {
    const [old, recent] = await bareAgencyPayments(2);
    // Issued in June 2020: kept through 2025, so deletable now (the database's own clock decides).
    const issuedIn2020 = new Date("2020-06-01T08:00:00Z");
    await t.db.transaction(async (tx) => {
      await issueInvoiceForPayment(tx, old!.id, config.seller, issuedIn2020);
      await issueCreditNoteForPayment(tx, old!.id, "Refunded", issuedIn2020);
      await issueInvoiceForPayment(tx, recent!.id, config.seller);
    });
    const [, , kept] = await documents();
    expect(kept!.paymentId).toBe(recent!.id);
    expect(await purgeExpiredTaxDocuments(t.db, new Date("2025-12-31T19:59:59Z"))).toBe(0);
    expect(await purgeExpiredTaxDocuments(t.db)).toBe(2);
    expect(await documents()).toEqual([kept]);
  });
});

/** Runs tests/processes/issue-tax-invoices.ts; resolves when it exits (killed included). */
function issueInProcess(url: string, mode: "issue" | "crash", ids: number[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tests/processes/issue-tax-invoices.ts", url, mode, ...ids.map(String)],
      { env: { ...process.env, SELLER: JSON.stringify(config.seller) }, stdio: "pipe" },
    );
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0 || (mode === "crash" && signal === "SIGKILL")) resolve();
      else reject(new Error(`issuer exited ${code ?? signal}: ${errors}`));
    });
  });
}
