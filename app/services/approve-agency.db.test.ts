import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, emailOutbox } from "~/db/schema";
import { noFilters } from "~/domain/directory";
import { setAgencyApproval } from "./approve-agency.server";
import { searchDirectory } from "./directory.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(agencies);
});

describe("approving an agency", () => {
  const inDirectory = async (q: string) =>
    (await searchDirectory(t.db, { filters: { ...noFilters, q }, page: 1 })).agencies.map(
      (a) => a.agencyName,
    );

  it("puts it in the public directory at once, and takes it out again", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Quokka Creative", needsReview: true });
    expect(await inDirectory("quokka")).toEqual([]);

    const approved = await setAgencyApproval(t.db, agency.id, true, config);
    expect(approved).toMatchObject({ id: agency.id, approved: true, needsReview: false });
    expect(approved).not.toHaveProperty("searchVector");
    expect(await inDirectory("quokka")).toEqual(["Quokka Creative"]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(1);

    await setAgencyApproval(t.db, agency.id, false, config);
    expect(await inDirectory("quokka")).toEqual([]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(0);
  });

  it("keeps a re-check flag when taking an agency back to pending", async () => {
    const agency = await makeAgency(t.db, { approved: true, needsReview: true });
    expect(await setAgencyApproval(t.db, agency.id, false, config)).toMatchObject({
      needsReview: true,
    });
  });

  it("answers undefined for an unknown agency", async () => {
    expect(await setAgencyApproval(t.db, 999_999, true, config)).toBeUndefined();
  });
});

describe("the approval e-mail", () => {
  const mails = () => t.db.select().from(emailOutbox);

  it("tells the agency its listing is live, with its public link and how to sign in", async () => {
    const agency = await makeAgency(t.db, {
      agencyName: "Quokka Creative",
      slug: "quokka-creative",
      email: "hello@quokka.ae",
    });
    await setAgencyApproval(t.db, agency.id, true, config);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: "hello@quokka.ae",
      replyTo: "ops@wakala.ae",
      agencyId: agency.id,
      subject: "Your listing is live on Wakala",
    });
    expect(mail!.text).toContain("Quokka Creative is now listed on Wakala");
    expect(mail!.text).toContain("https://wakala.ae/agencies/quokka-creative");
    expect(mail!.text).toContain("Dashboard: https://wakala.ae/dashboard");
    expect(mail!.text).toContain("enter hello@quokka.ae");
    expect(mail!.html).toContain('href="https://wakala.ae/agencies/quokka-creative"');
  });

  it("is written in the listing's language", async () => {
    const agency = await makeAgency(t.db, { slug: "وكالة-الإبداع", locale: "ar" });
    await setAgencyApproval(t.db, agency.id, true, config);
    const [mail] = await mails();
    expect(mail!.subject).toBe("إدراجك منشور الآن على Wakala");
    expect(mail!.text).toContain(
      `https://wakala.ae/ar/agencies/${encodeURIComponent("وكالة-الإبداع")}`,
    );
    expect(mail!.text).toContain("https://wakala.ae/ar/dashboard");
  });

  it("goes once: not for re-approving an approved listing, nor for taking one back", async () => {
    const agency = await makeAgency(t.db);
    await setAgencyApproval(t.db, agency.id, true, config);
    await setAgencyApproval(t.db, agency.id, true, config);
    await setAgencyApproval(t.db, agency.id, false, config);
    expect(await mails()).toHaveLength(1);
    const edited = await makeAgency(t.db, { approved: true, needsReview: true });
    await setAgencyApproval(t.db, edited.id, true, config);
    expect(await mails()).toHaveLength(1);
  });

  it("goes once when the operator approves twice at the same moment", async () => {
    const agency = await makeAgency(t.db);
    await Promise.all([
      setAgencyApproval(t.db, agency.id, true, config),
      setAgencyApproval(t.db, agency.id, true, config),
    ]);
    expect(await mails()).toHaveLength(1);
  });
});
