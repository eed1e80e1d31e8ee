import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import {
  agencyIdOfEmail,
  findAgencyRecord,
  findOwnListing,
  writeListing,
} from "./agency-record.server";

const t = useTestDatabase();

describe("findOwnListing", () => {
  it("returns the listing's editable and status fields, pending ones too", async () => {
    const row = await makeAgency(t.db, {
      phone: "+971 4 123 4567",
      stripeCustomerId: "cus_hidden",
    });
    const own = await findOwnListing(t.db, row.id);
    expect(own).toMatchObject({
      id: row.id,
      slug: row.slug,
      agencyName: row.agencyName,
      email: row.email,
      phone: "+971 4 123 4567",
      services: ["Website Development"],
      approved: false,
      isPro: false,
      needsReview: false,
    });
    expect(own).not.toHaveProperty("stripeCustomerId");
    expect(own).not.toHaveProperty("searchVector");
    expect(await findOwnListing(t.db, 999_999)).toBeUndefined();
  });
});

describe("finding an agency by its e-mail address", () => {
  it("compares without case, and can leave the agency's own listing out", async () => {
    const row = await makeAgency(t.db, { email: "Owner@Record.ae" });
    expect(await agencyIdOfEmail(t.db, "owner@record.AE")).toBe(row.id);
    expect(await agencyIdOfEmail(t.db, "owner@record.ae", row.id)).toBeUndefined();
    expect(await agencyIdOfEmail(t.db, "nobody@record.ae")).toBeUndefined();
    expect(await findAgencyRecord(t.db, { email: "OWNER@record.ae" })).toMatchObject({
      id: row.id,
    });
    expect(await findAgencyRecord(t.db, { id: row.id })).toEqual(
      await findOwnListing(t.db, row.id),
    );
  });
});

describe("writeListing", () => {
  it("answers duplicate-email when the unique index on the address refuses the write", async () => {
    await makeAgency(t.db, { email: "one@record.ae" });
    const result = await writeListing(async () => {
      await makeAgency(t.db, { email: "ONE@record.ae" });
      return { status: "created" as const };
    });
    expect(result).toEqual({ status: "duplicate-email" });
  });

  it("tries again when a concurrent write took the slug, up to three times", async () => {
    await makeAgency(t.db, { slug: "taken-slug" });
    let tries = 0;
    const write = () => {
      tries++;
      return makeAgency(t.db, { slug: tries < 3 ? "taken-slug" : "free-slug" });
    };
    expect(await writeListing(write)).toMatchObject({ slug: "free-slug" });
    expect(tries).toBe(3);

    tries = 0;
    await expect(
      writeListing(() => (tries++, makeAgency(t.db, { slug: "taken-slug" }))),
    ).rejects.toThrow();
    expect(tries).toBe(3);
  });
});
