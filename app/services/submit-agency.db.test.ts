import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, validAgencyInput } from "#tests/factories";
import { agencies, agencySlugAliases, emailOutbox, rateLimits } from "~/db/schema";
import { AgencyInput } from "~/domain/agency";
import { submitAgency } from "./submit-agency.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });
const input = (overrides: Record<string, unknown> = {}) =>
  AgencyInput.parse(validAgencyInput(overrides));

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(agencies);
  await t.db.delete(rateLimits);
});

describe("submitAgency", () => {
  it("stores a pending listing under its slug and queues both e-mails", async () => {
    const result = await submitAgency(
      t.db,
      input({
        agencyName: "Pixel & Code  Studio",
        email: "hello@pixelandcode.ae",
        services: ["SEO Services", "Web Development"],
        industries: "Retail",
        experience: "10+",
        location: "RAK",
        logoUrl: "",
      }),
      config,
      "en",
    );
    expect(result).toMatchObject({ status: "created", slug: "pixel-and-code-studio" });
    const id = result.status === "created" ? result.id : -1;

    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, id));
    expect(row).toMatchObject({
      slug: "pixel-and-code-studio",
      agencyName: "Pixel & Code Studio",
      services: ["Website Development", "SEO Services"],
      industries: ["Retail"],
      experience: "10-plus",
      location: "Ras Al Khaimah",
      logoUrl: null,
      approved: false,
      isPro: false,
    });

    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => [m.toAddress, m.replyTo, m.subject])).toEqual([
      ["hello@pixelandcode.ae", "ops@wakala.ae", "We've received your agency listing"],
      [
        "ops@wakala.ae",
        "hello@pixelandcode.ae",
        "New agency listing: \u2068Pixel & Code Studio\u2069",
      ],
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain("Services: Website Development, SEO Services");
      expect(mail.text).toContain("Years of Experience: 10+ years");
      expect(mail.text).toContain("Location: Ras Al Khaimah");
    }
    // The operator's copy lists every field; the confirmation quotes nothing typed (decision 015).
    expect(mails[1]!.text).toContain("Logo URL: Not given");
    expect(mails[0]!.text).toContain("reply within 1-2 working days");
    // The operator's link opens the agencies tab searched for this listing's address.
    expect(mails[1]!.text).toContain(
      "Open the admin console: https://wakala.ae/admin?tab=agencies&q=hello%40pixelandcode.ae",
    );
  });

  it("past the inbox's share of confirmations, stores the listing and tells the operator, but does not mail it", async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      const listing = input({ agencyName: `Flood ${i}`, email: `owner+${i}@example.ae` });
      const result = await submitAgency(t.db, listing, config, "en");
      statuses.push(result.status === "created" && result.confirmed);
    }
    expect(statuses).toEqual([true, true, true, false]);
    expect(await t.db.select().from(agencies)).toHaveLength(4);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.filter((m) => m.toAddress === "ops@wakala.ae")).toHaveLength(4);
    expect(mails.filter((m) => m.toAddress.startsWith("owner+"))).toHaveLength(3);
  });

  it("gives a clashing name the next free slug, skipping old slugs of renamed agencies", async () => {
    await makeAgency(t.db, { slug: "falcon-works" });
    const renamed = await makeAgency(t.db, { slug: "falcon-works-renamed" });
    await t.db.insert(agencySlugAliases).values({ slug: "falcon-works-2", agencyId: renamed.id });

    const first = await submitAgency(t.db, input({ agencyName: "Falcon Works" }), config, "en");
    const second = await submitAgency(t.db, input({ agencyName: "FALCON  works" }), config, "en");
    expect(first).toMatchObject({ status: "created", slug: "falcon-works-3" });
    expect(second).toMatchObject({ status: "created", slug: "falcon-works-4" });
  });

  it("refuses an address that already has a listing, in any case, storing and sending nothing", async () => {
    await makeAgency(t.db, { email: "Hello@PixelAndCode.ae" });
    const result = await submitAgency(
      t.db,
      input({ email: "hello@pixelandcode.AE" }),
      config,
      "en",
    );
    expect(result).toEqual({ status: "duplicate-email" });
    expect(await t.db.select().from(agencies)).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("reports a listing created for the same address meanwhile as a duplicate too", async () => {
    // Another request stores the address between our check and our insert.
    const transaction = t.db.transaction.bind(t.db);
    vi.spyOn(t.db, "transaction").mockImplementationOnce(async (work) => {
      await makeAgency(t.db, { email: "RACE@pixelandcode.ae" });
      return transaction(work);
    });
    const result = await submitAgency(t.db, input({ email: "race@pixelandcode.ae" }), config, "en");
    expect(result).toEqual({ status: "duplicate-email" });
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});
