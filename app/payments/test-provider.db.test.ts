import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, testBillingObjects } from "~/db/schema";
import { handleBillingEvent } from "~/services/billing.server";
import { TEST_PRO_PRICE_ID } from "~/db/schema";
import { createTestProvider } from "./test-provider.server";

const t = useTestDatabase();
const config = testConfig();

const isPro = async (id: number) =>
  (await t.db.select({ isPro: agencies.isPro }).from(agencies).where(eq(agencies.id, id)))[0]!
    .isPro;

describe("the test payment provider's Pro price", () => {
  it("is what its checkout sells, so paying makes the agency Pro", async () => {
    const provider = createTestProvider(t.db, { siteUrl: config.siteUrl });
    const agency = await makeAgency(t.db, { approved: true });
    const checkout = await provider.createCheckout({
      agency: {
        id: agency.id,
        email: agency.email,
        agencyName: agency.agencyName,
        customerId: null,
      },
      successUrl: "http://localhost:3000/dashboard?session={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/dashboard",
    });
    const paid = await provider.payCheckout(checkout.id, "succeed");
    if (!paid.paid) throw new Error("the test checkout should succeed");
    for (const event of paid.events) await handleBillingEvent(t.db, provider, event, config);
    expect(await isPro(agency.id)).toBe(true);
    const subscriptionId = (await provider.getCheckout(checkout.id))!.subscriptionId!;
    const [stored] = await t.db
      .select({ data: testBillingObjects.data })
      .from(testBillingObjects)
      .where(eq(testBillingObjects.id, subscriptionId));
    expect(stored!.data).toMatchObject({ priceId: TEST_PRO_PRICE_ID });
    expect(await provider.getSubscription(subscriptionId)).toMatchObject({ proPrice: true });
  });

  it("is the only one that makes Pro; a subscription kept before prices were stored counts as Pro", async () => {
    const provider = createTestProvider(t.db, { siteUrl: config.siteUrl });
    const subscription = (agencyId: number, id: string, priceId?: string) => ({
      id,
      kind: "subscription",
      data: {
        id,
        customerId: `cus_${id}`,
        agencyId,
        ...(priceId ? { priceId } : {}),
        status: "active",
        cancelAtPeriodEnd: false,
        startedAt: "2026-11-01T00:00:00.000Z",
        currentPeriodStart: "2026-11-01T00:00:00.000Z",
        currentPeriodEnd: "2026-12-01T00:00:00.000Z",
        endedAt: null,
      },
    });
    const other = await makeAgency(t.db, { approved: true });
    const legacy = await makeAgency(t.db, { approved: true });
    await t.db
      .insert(testBillingObjects)
      .values([
        subscription(other.id, "sub_test_other", "price_something_else"),
        subscription(legacy.id, "sub_test_legacy"),
      ]);
    for (const [subscriptionId, eventId] of [
      ["sub_test_other", "evt_test_other"],
      ["sub_test_legacy", "evt_test_legacy"],
    ] as const) {
      await handleBillingEvent(
        t.db,
        provider,
        { provider: "test", eventId, type: "subscription.changed", subscriptionId },
        config,
      );
    }
    expect(await isPro(other.id)).toBe(false);
    expect(await isPro(legacy.id)).toBe(true);
  });
});
