import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, emailOutbox, payments, subscriptions } from "~/db/schema";
import { PaymentProviderError, type PaymentProvider } from "~/payments/provider";
import { createTestProvider, type TestPaymentProvider } from "~/payments/test-provider.server";
import { currentSubscription, handleBillingEvent } from "./billing.server";
import {
  applyBillingEvents,
  cancelProPlan,
  deleteAgencyWithBilling,
  confirmProCheckout,
  refundProPlan,
  refundWindow,
  resumeProPlan,
  simulateTestBilling,
  startProCheckout,
} from "./pro-plan.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });
let provider: TestPaymentProvider;
/** What a route hands a billing use case: its context, with this test's provider. */
const billing = (payments: PaymentProvider = provider) => ({ db: t.db, config, payments });
const DAY = 24 * 60 * 60_000;

beforeEach(async () => {
  provider = createTestProvider(t.db, { siteUrl: config.siteUrl });
  await t.db.delete(emailOutbox);
  await t.db.delete(agencies);
});

const mailTo = async (email: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
    (m) => m.subject,
  );
const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;

/** An approved agency that went through checkout and paid. */
async function proAgency(email = "hello@falcon.ae", locale = "en") {
  const agency = await makeAgency(t.db, {
    approved: true,
    email,
    agencyName: "Falcon Digital",
    locale,
  });
  const checkout = await startProCheckout(billing(), agency.id);
  if (checkout.status !== "redirect") throw new Error(checkout.status);
  const paid = await provider.payCheckout(checkout.id, "succeed");
  if (!paid.paid) throw new Error("not paid");
  await applyBillingEvents(t.db, provider, paid.events, config);
  return { agency, checkoutId: checkout.id, events: paid.events };
}

describe("subscribing with the test provider", () => {
  it("sends the agency to the local checkout page and back to the upgrade page", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const checkout = await startProCheckout(billing(), agency.id);
    expect(checkout).toMatchObject({
      status: "redirect",
      url: expect.stringMatching(/^https:\/\/wakala\.ae\/billing\/test-checkout\/cs_test_/),
    });
    const paid = await provider.payCheckout((checkout as { id: string }).id, "succeed");
    expect(paid).toMatchObject({
      successUrl: expect.stringMatching(
        /^https:\/\/wakala\.ae\/dashboard\/upgrade\?success=true&session_id=cs_test_/,
      ),
    });
    expect((await agencyRow(agency.id)).stripeCustomerId).toMatch(/^cus_test_/);
  });

  it("makes the agency Pro with an active subscription, a payment row, a welcome and a receipt", async () => {
    const { agency } = await proAgency();
    expect((await agencyRow(agency.id)).isPro).toBe(true);
    const subscription = await currentSubscription(t.db, agency.id);
    expect(subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    const rows = await t.db.select().from(payments).where(eq(payments.agencyId, agency.id));
    expect(rows).toEqual([
      expect.objectContaining({ status: "paid", amount: 49_900, currency: "aed" }),
    ]);
    const subjects = await mailTo("hello@falcon.ae");
    expect(subjects).toHaveLength(2);
    expect(subjects.join("\n")).toMatch(/Pro/);
  });

  it("ignores a replayed event", async () => {
    const { agency, events } = await proAgency();
    const before = await t.db.select().from(emailOutbox);
    for (const event of events) {
      expect(await handleBillingEvent(t.db, provider, event, config)).toBe("duplicate");
    }
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before.length);
    expect(await t.db.select().from(payments).where(eq(payments.agencyId, agency.id))).toHaveLength(
      1,
    );
  });

  it("refuses a second checkout for a Pro agency and any checkout for a pending listing", async () => {
    const { agency } = await proAgency();
    expect(await startProCheckout(billing(), agency.id)).toEqual({
      status: "already-pro",
    });
    const pending = await makeAgency(t.db);
    expect(await startProCheckout(billing(), pending.id)).toEqual({
      status: "not-approved",
    });
    expect(await startProCheckout(billing(), 999_999)).toEqual({
      status: "not-found",
    });
  });

  it("confirms a paid checkout for its own agency only", async () => {
    const { agency, checkoutId } = await proAgency();
    const other = await makeAgency(t.db, { approved: true });
    expect(await confirmProCheckout(billing(), agency.id, checkoutId)).toEqual({
      status: "upgraded",
    });
    expect(await confirmProCheckout(billing(), other.id, checkoutId)).toEqual({
      status: "unknown-session",
    });
    expect(await confirmProCheckout(billing(), agency.id, "cs_test_nope")).toEqual({
      status: "unknown-session",
    });
    const open = await startProCheckout(billing(), other.id);
    const openId = (open as { id: string }).id;
    expect(await confirmProCheckout(billing(), other.id, openId)).toEqual({
      status: "not-paid",
    });
    expect((await agencyRow(other.id)).isPro).toBe(false);
  });

  it("does nothing on a declined card", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const checkout = await startProCheckout(billing(), agency.id);
    expect(await provider.payCheckout((checkout as { id: string }).id, "decline")).toEqual({
      paid: false,
    });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
  });
});

describe("the Pro lifecycle", () => {
  it("renews at the next billing date with a new payment row and receipt", async () => {
    const { agency } = await proAgency();
    const first = (await currentSubscription(t.db, agency.id))!;
    await simulateTestBilling(billing(), agency.id, "advance");
    const renewed = (await currentSubscription(t.db, agency.id))!;
    expect(renewed.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(renewed.status).toBe("active");
    expect(await t.db.select().from(payments)).toHaveLength(2);
    expect(await mailTo("hello@falcon.ae")).toHaveLength(3);
  });

  it("keeps Pro through a failed renewal, shows it and e-mails the agency, then recovers", async () => {
    const { agency } = await proAgency();
    await simulateTestBilling(billing(), agency.id, "fail-renewal");
    const due = (await currentSubscription(t.db, agency.id))!;
    expect(due.status).toBe("past_due");
    expect(due.lastPaymentError).toMatch(/declined/);
    expect((await agencyRow(agency.id)).isPro).toBe(true);
    expect(await mailTo("hello@falcon.ae")).toHaveLength(3);

    await simulateTestBilling(billing(), agency.id, "advance");
    const recovered = (await currentSubscription(t.db, agency.id))!;
    expect(recovered).toMatchObject({ status: "active", lastPaymentError: null });
    expect(await t.db.select().from(payments)).toHaveLength(2);
  });

  it("cancels at the period's end: Pro stays until then, then the listing becomes free", async () => {
    const { agency } = await proAgency();
    const result = await cancelProPlan(billing(), agency.id);
    const sub = (await currentSubscription(t.db, agency.id))!;
    expect(result).toEqual({ status: "done", endsAt: sub.currentPeriodEnd });
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await agencyRow(agency.id)).isPro).toBe(true);
    expect(await mailTo("hello@falcon.ae")).toHaveLength(3);

    await simulateTestBilling(billing(), agency.id, "advance");
    const ended = (await currentSubscription(t.db, agency.id))!;
    expect(ended.status).toBe("canceled");
    const row = await agencyRow(agency.id);
    expect(row).toMatchObject({ isPro: false, approved: true });
    expect(await mailTo("hello@falcon.ae")).toHaveLength(4);
    expect(await t.db.select().from(payments)).toHaveLength(1);
  });

  it("resumes a cancelled subscription before its end", async () => {
    const { agency } = await proAgency();
    await cancelProPlan(billing(), agency.id);
    await resumeProPlan(billing(), agency.id);
    expect(await currentSubscription(t.db, agency.id)).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await simulateTestBilling(billing(), agency.id, "advance");
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });

  it("refunds the first payment in full within 7 days and ends Pro at once", async () => {
    const { agency } = await proAgency();
    const window = await refundWindow(t.db, agency.id);
    expect(window).not.toBeNull();
    expect(await refundProPlan(billing(), agency.id)).toEqual({
      status: "refunded",
    });
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect((await currentSubscription(t.db, agency.id))!.status).toBe("canceled");
    // Welcome, receipt, refund: no separate "Pro has ended" mail.
    expect(await mailTo("hello@falcon.ae")).toHaveLength(3);
    expect(await refundProPlan(billing(), agency.id)).toEqual({
      status: "not-eligible",
    });
  });

  it("writes an Arabic listing's mails in Arabic, linking to the Arabic dashboard", async () => {
    const { agency } = await proAgency("arabic@falcon.ae", "ar");
    await cancelProPlan(billing(), agency.id);
    await refundProPlan(billing(), agency.id);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "arabic@falcon.ae"))
      .orderBy(emailOutbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "مرحبًا بك في Wakala Pro",
      "إيصال اشتراك Wakala Pro: 499.00 درهم",
      "تم تأكيد إلغاء اشتراك Wakala Pro",
      "استرداد 499.00 درهم من اشتراك Wakala Pro",
    ]);
    for (const mail of mails) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      for (const link of mail.text.match(/https:\/\/wakala\.ae[^\s\u200e]*/g) ?? []) {
        expect(link).toMatch(/^https:\/\/wakala\.ae\/ar(\/|$)/);
      }
    }
    expect(mails[0]!.text).toContain("https://wakala.ae/ar/dashboard");
  });

  it("does not refund after 7 days, nor a renewal", async () => {
    const { agency } = await proAgency();
    const later = new Date(Date.now() + 7 * DAY + 60_000);
    expect(await refundWindow(t.db, agency.id, later)).toBeNull();
    expect(await refundProPlan(billing(), agency.id, later)).toEqual({
      status: "not-eligible",
    });
    await simulateTestBilling(billing(), agency.id, "advance");
    await t.db.update(payments).set({ createdAt: new Date(Date.now() - 8 * DAY) });
    await t.db
      .update(payments)
      .set({ createdAt: new Date() })
      .where(eq(payments.id, (await t.db.select().from(payments))[1]!.id));
    expect(await refundWindow(t.db, agency.id)).toBeNull();
  });

  it("refuses plan changes without a subscription", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    expect(await cancelProPlan(billing(), agency.id)).toEqual({
      status: "no-subscription",
    });
    expect(await simulateTestBilling(billing(), agency.id, "advance")).toEqual({
      status: "no-subscription",
    });
  });
});

describe("deleting a Pro agency", () => {
  it("ends its subscription at the provider first, so it is never billed again", async () => {
    const { agency } = await proAgency();
    const subscription = (await currentSubscription(t.db, agency.id))!;
    expect(await deleteAgencyWithBilling(billing(), agency.id)).toMatchObject({
      id: agency.id,
    });
    expect(await provider.getSubscription(subscription.providerSubscriptionId)).toMatchObject({
      status: "canceled",
    });
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
  });

  it("deletes nothing when the provider cannot cancel", async () => {
    const { agency } = await proAgency();
    const failing = {
      ...provider,
      cancelNow: () => Promise.reject(new PaymentProviderError("Stripe is down")),
    };
    await expect(deleteAgencyWithBilling(billing(failing), agency.id)).rejects.toThrow(
      "Stripe is down",
    );
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });
});
