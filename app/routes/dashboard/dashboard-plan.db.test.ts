import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAgency } from "#tests/factories";
import { payments, testBillingObjects } from "~/db/schema";
import * as checkoutPage from "../billing/test-checkout";
import {
  agencyRow,
  call,
  checkout,
  checkoutIdOf,
  config,
  dashboardMessages,
  dashboardPage,
  mails,
  paymentsOf,
  post,
  proAgency,
  sessionOf,
  subscribe,
  subscriptionOf,
  testProvider,
  toastOf,
  useDashboardDatabase,
} from "./dashboard-test-setup";
import * as upgradePage from "./upgrade";

/**
 * The agency dashboard's Pro plan through its routes, with the built-in test payment provider:
 * subscribing and paying on the test checkout page, then cancelling, resuming, renewing and
 * refunding from the dashboard.
 */
const t = useDashboardDatabase();

describe("upgrading with the test payment provider", () => {
  it("shows the sign-in form without a session", async () => {
    const page = await call(upgradePage.loader, "/dashboard/upgrade");
    expect(page.data).toEqual({ agency: null });
    const subscribed = await call(upgradePage.action, "/dashboard/upgrade", {
      form: { intent: "subscribe" },
    });
    expect(subscribed.location).toBe("/dashboard/upgrade");
    expect(await t.db.select().from(testBillingObjects)).toHaveLength(0);
  });

  it("refuses a pending listing with 409", async () => {
    const agency = await makeAgency(t.db, { approved: false });
    const answer = await subscribe(await sessionOf(agency.id));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      failure: {
        title: "Error",
        description:
          "Failed to create checkout session: your listing must be approved before it can go Pro",
      },
    });
    expect(await t.db.select().from(testBillingObjects)).toHaveLength(0);
  });

  it("subscribes, pays on the test checkout page and welcomes the agency to Pro", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Going Pro" });
    const other = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const otherCookie = await sessionOf(other.id);

    const subscribed = await subscribe(cookie);
    expect(subscribed.status).toBe(302);
    expect(subscribed.location).toMatch(
      new RegExp(`^${config.siteUrl}/billing/test-checkout/cs_test_[0-9a-f]+$`),
    );
    const id = checkoutIdOf(subscribed.location);

    // Only the agency whose checkout it is may see or use it.
    for (const who of [otherCookie, undefined, "agency_session=forged"]) {
      const page = await checkout(checkoutPage.loader, id, who);
      expect(page).toMatchObject({ status: 404, thrown: true });
      const pay = await checkout(checkoutPage.action, id, who, { intent: "pay" });
      expect(pay).toMatchObject({ status: 404, thrown: true });
    }
    expect(await checkout(checkoutPage.loader, "cs_test_unknown", cookie)).toMatchObject({
      status: 404,
      thrown: true,
    });
    const page = await checkout(checkoutPage.loader, id, cookie);
    expect(page).toMatchObject({
      status: 200,
      data: { agencyName: "Going Pro", email: agency.email },
    });

    // No choice, or an unknown one, pays nothing.
    for (const intent of ["", "refund-me"]) {
      expect(await checkout(checkoutPage.action, id, cookie, { intent })).toMatchObject({
        status: 400,
      });
    }
    expect(await testProvider().getCheckout(id)).toMatchObject({ status: "open", paid: false });

    // A declined card: 402 and nothing changes.
    const declined = await checkout(checkoutPage.action, id, cookie, { intent: "decline" });
    expect(declined).toMatchObject({ status: 402, data: { declined: true } });
    const provider = testProvider();
    expect(await provider.getCheckout(id)).toMatchObject({ status: "open", paid: false });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await subscriptionOf(agency.id)).toBeUndefined();
    expect(await paymentsOf(agency.id)).toEqual([]);

    // Paid.
    const paid = await checkout(checkoutPage.action, id, cookie, { intent: "pay" });
    expect(paid.status).toBe(302);
    expect(paid.location).toBe(`${config.siteUrl}/dashboard/upgrade?success=true&session_id=${id}`);
    expect(await provider.getCheckout(id)).toMatchObject({ status: "complete", paid: true });
    // The checkout is closed now.
    expect(await checkout(checkoutPage.loader, id, cookie)).toMatchObject({ status: 404 });

    const back = await call(upgradePage.loader, paid.location!, { cookie });
    expect(back).toMatchObject({ status: 302, thrown: true });
    expect(back.location).toBe("/dashboard/upgrade?welcome=1");
    expect(await toastOf(back)).toMatchObject({
      type: "success",
      title: "Upgrade Successful!",
      description: "You are now a Pro Agency with premium features.",
    });
    expect((await agencyRow(agency.id)).isPro).toBe(true);
    expect(await subscriptionOf(agency.id)).toMatchObject({ provider: "test", status: "active" });
    expect(await paymentsOf(agency.id)).toMatchObject([{ status: "paid", amount: 49900 }]);

    const welcome = await call(upgradePage.loader, "/dashboard/upgrade?welcome=1", { cookie });
    expect(welcome.data).toMatchObject({ agency: { isPro: true }, welcome: true });

    // Already Pro: no second checkout.
    const again = await subscribe(cookie);
    expect(again.location).toBe("/dashboard/upgrade");
    expect(
      await t.db.select().from(testBillingObjects).where(eq(testBillingObjects.kind, "checkout")),
    ).toHaveLength(1);
    expect((await agencyRow(other.id)).isPro).toBe(false);
  });

  it("does not upgrade with another agency's checkout or an unpaid one", async () => {
    const { checkoutId: othersCheckout } = await proAgency();
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);

    const foreign = await call(
      upgradePage.loader,
      `/dashboard/upgrade?success=true&session_id=${othersCheckout}`,
      { cookie },
    );
    expect(foreign).toMatchObject({ status: 200, thrown: false });
    expect(foreign.data).toMatchObject({
      agency: { isPro: false },
      failure: {
        title: "Error",
        description: "Failed to process upgrade: this checkout session was not found",
      },
    });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await subscriptionOf(agency.id)).toBeUndefined();

    const own = checkoutIdOf((await subscribe(cookie)).location);
    const unpaid = await call(
      upgradePage.loader,
      `/dashboard/upgrade?success=true&session_id=${own}`,
      { cookie },
    );
    expect(unpaid.data).toMatchObject({
      failure: { description: "Failed to process upgrade: the payment has not been completed" },
    });
    const unknown = await call(
      upgradePage.loader,
      `/dashboard/upgrade?success=true&session_id=${"z".repeat(400)}`,
      { cookie },
    );
    expect(unknown.data).toMatchObject({
      failure: { description: "Failed to process upgrade: this checkout session was not found" },
    });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
  });

  it("limits checkouts per agency (10 per 10 minutes): 429, how long to wait, no checkout", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    for (let i = 0; i < 10; i++) expect((await subscribe(cookie)).status).toBe(302);
    const checkouts = await t.db.select().from(testBillingObjects);
    const refused = await subscribe(cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({
      failure: {
        title: "Error",
        description: expect.stringMatching(/^Failed to create checkout session: Too many/),
      },
    });
    expect(await t.db.select().from(testBillingObjects)).toEqual(checkouts);
  });

  it("returns to the upgrade page when the checkout is cancelled", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const id = checkoutIdOf((await subscribe(cookie)).location);
    const canceled = await checkout(checkoutPage.action, id, cookie, { intent: "cancel" });
    expect(canceled.location).toBe(`${config.siteUrl}/dashboard/upgrade?canceled=true`);
    const page = await call(upgradePage.loader, canceled.location!, { cookie });
    expect(page.data).toMatchObject({ agency: { isPro: false }, canceled: true });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
  });
});

describe("plan actions on the dashboard", () => {
  it("cancels at period end, resumes, and ends Pro at the next billing date", async () => {
    const { agency, cookie } = await proAgency();
    const page = await dashboardPage(cookie);
    expect(page.data).toMatchObject({
      testMode: true,
      billingPortal: false,
      dashboard: { subscription: { status: "active", grantsPro: true, cancelAtPeriodEnd: false } },
    });

    const canceled = await post({ intent: "cancel" }, cookie);
    expect(canceled.location).toBe("/dashboard");
    expect(await toastOf(canceled)).toMatchObject({
      type: "success",
      title: dashboardMessages.subscription.canceled,
      description: expect.stringMatching(/^Pro stays until .+\.$/),
    });
    expect(await subscriptionOf(agency.id)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect((await agencyRow(agency.id)).isPro).toBe(true);

    const resumed = await post({ intent: "resume" }, cookie);
    expect(await toastOf(resumed)).toMatchObject({ title: dashboardMessages.subscription.resumed });
    expect((await subscriptionOf(agency.id))?.cancelAtPeriodEnd).toBe(false);

    await post({ intent: "cancel" }, cookie);
    const advanced = await post({ intent: "test-advance" }, cookie);
    expect(advanced.location).toBe("/dashboard");
    expect(await toastOf(advanced)).toMatchObject({
      type: "success",
      title: dashboardMessages.testCheckout.advanced,
    });
    expect(await subscriptionOf(agency.id)).toMatchObject({ status: "canceled" });
    expect((await agencyRow(agency.id)).isPro).toBe(false);

    // Nothing left to cancel or resume.
    const none = await post({ intent: "resume" }, cookie);
    expect(await toastOf(none)).toMatchObject({
      type: "error",
      title: dashboardMessages.subscription.none,
    });
  });

  it("renews on test-advance and goes past due on test-fail-renewal", async () => {
    const { agency, cookie } = await proAgency();
    await post({ intent: "test-advance" }, cookie);
    expect(await paymentsOf(agency.id)).toHaveLength(2);
    expect((await agencyRow(agency.id)).isPro).toBe(true);

    const failed = await post({ intent: "test-fail-renewal" }, cookie);
    expect(await toastOf(failed)).toMatchObject({ title: dashboardMessages.testCheckout.failed });
    const subscription = await subscriptionOf(agency.id);
    expect(subscription?.status).toBe("past_due");
    expect(subscription?.lastPaymentError).toBeTruthy();
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });

  it("refunds a first payment within 7 days and ends Pro, once", async () => {
    const { agency, cookie } = await proAgency();
    const mailsBefore = (await mails()).length;
    const refunded = await post({ intent: "refund" }, cookie);
    expect(refunded.location).toBe("/dashboard");
    expect(await toastOf(refunded)).toMatchObject({
      type: "success",
      title: dashboardMessages.subscription.refunded,
    });
    const [payment] = await paymentsOf(agency.id);
    expect(payment).toMatchObject({ status: "refunded" });
    expect(payment!.refundedAt).toBeInstanceOf(Date);
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await subscriptionOf(agency.id)).toMatchObject({ status: "canceled" });
    const newMails = (await mails()).slice(mailsBefore);
    expect(newMails.some((m) => m.toAddress === agency.email)).toBe(true);

    const twice = await post({ intent: "refund" }, cookie);
    expect(await toastOf(twice)).toMatchObject({
      type: "error",
      title: dashboardMessages.subscription.refundNotEligible,
    });
    expect(await paymentsOf(agency.id)).toHaveLength(1);
  });

  it("refuses a refund after 7 days", async () => {
    const { agency, cookie } = await proAgency();
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(payments.agencyId, agency.id));
    const late = await post({ intent: "refund" }, cookie);
    expect(await toastOf(late)).toMatchObject({
      type: "error",
      title: dashboardMessages.subscription.refundNotEligible,
    });
    expect(await paymentsOf(agency.id)).toMatchObject([{ status: "paid" }]);
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });

  it("answers plan actions without a subscription with an error toast", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    for (const intent of [
      "cancel",
      "resume",
      "refund",
      "billing-portal",
      "test-advance",
      "test-fail-renewal",
    ]) {
      const answer = await post({ intent }, cookie);
      expect(answer.location, intent).toBe("/dashboard");
      expect((await toastOf(answer))?.type, intent).toBe("error");
    }
    expect((await agencyRow(agency.id)).isPro).toBe(false);
  });
});
