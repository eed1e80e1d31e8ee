import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeAgency } from "#tests/factories";
import { getMessages } from "~/domain/i18n";
import { LEGAL_TEXT_MAX } from "~/domain/tax-details";
import type { TaxDocument } from "~/domain/tax-documents";
import {
  agencyRow,
  call,
  dashboardPage,
  post,
  proAgency,
  sessionOf,
  toastOf,
  useDashboardDatabase,
} from "./dashboard-test-setup";
import * as invoicePage from "./invoice";

/**
 * The dashboard's tax details form and the agency's invoice pages (issue 32): what is saved, what
 * is refused (with a message, storing nothing), and who may open a document.
 */
const t = useDashboardDatabase();
const texts = getMessages().dashboard.invoices;

const save = (fields: Record<string, unknown>, cookie: string) =>
  post({ intent: "update-tax-details", ...fields }, cookie);

describe("the tax details form", () => {
  it("saves the legal name, address and TRN, typed in either script with spaces", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const { pageVersion } = await agencyRow(agency.id);
    const saved = await save(
      {
        legalName: "  Falcon Digital Marketing L.L.C. ",
        legalAddress: "مكتب 402، بلازا الفتان، القرهود، دبي",
        trn: "١٠٠ ٢٣٤٥ ٦٧٨٩ ٠٠٠٣",
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({ type: "success", title: texts.saved });
    expect(await agencyRow(agency.id)).toMatchObject({
      legalName: "Falcon Digital Marketing L.L.C.",
      legalAddress: "مكتب 402، بلازا الفتان، القرهود، دبي",
      trn: "100234567890003",
      // No public page shows them: the profile's cached page stays (migration 0028).
      pageVersion,
    });
    // Emptied, each goes back to none (the listing's name and emirate are used).
    await save({ legalName: "", legalAddress: " ", trn: "" }, cookie);
    expect(await agencyRow(agency.id)).toMatchObject({
      legalName: null,
      legalAddress: null,
      trn: null,
    });
  });

  it.each([
    ["trn", "10023456789000", texts.errors.trn],
    ["trn", "1002345678900031", texts.errors.trn],
    ["trn", "100234567890O03", texts.errors.trn],
    ["trn", "100\u202e234567890003", texts.errors.trn],
    ["trn", "1e14", texts.errors.trn],
    ["legalName", "Falcon\u202e Digital", texts.errors.controls],
    ["legalName", "Falcon\u2067Digital", texts.errors.controls],
    ["legalAddress", "Unit 402\nAl Garhoud", texts.errors.controls],
    ["legalAddress", "x".repeat(LEGAL_TEXT_MAX + 1), texts.errors.tooLong],
  ])("refuses %s %j with its message and stores nothing", async (field, value, message) => {
    const agency = await makeAgency(t.db, { approved: true, trn: "100987654300003" });
    const cookie = await sessionOf(agency.id);
    const before = await agencyRow(agency.id);
    const answer = await save(
      { legalName: "Falcon Digital L.L.C.", legalAddress: "Dubai", trn: "", [field]: value },
      cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      taxDetails: { errors: { [field]: message }, values: { [field]: expect.any(String) } },
    });
    expect(await agencyRow(agency.id)).toEqual(before);
  });

  it("refuses a NUL or other control character at the input boundary, with its message, storing nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const before = await agencyRow(agency.id);
    for (const value of ["Falcon\u0000Digital", "Falcon\u0007Digital", "Falcon\u009bDigital"]) {
      const answer = await save({ legalName: value }, cookie);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.data)).toContain(getMessages().forms.controlCharacters);
    }
    expect(await agencyRow(agency.id)).toEqual(before);
  });

  it("stores only 15-digit TRNs and one-line names, whatever is typed", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.string({ unit: "binary", maxLength: 250 }),
        async (trn, legalName) => {
          const answer = await save({ trn, legalName }, cookie);
          expect([302, 400]).toContain(answer.status);
          const row = await agencyRow(agency.id);
          if (row.trn !== null) expect(row.trn).toMatch(/^\d{15}$/);
          if (row.legalName !== null) {
            expect(row.legalName.length).toBeLessThanOrEqual(LEGAL_TEXT_MAX);
            // eslint-disable-next-line no-control-regex
            expect(row.legalName).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("needs a session: signed out, the post changes nothing and goes to the sign-in", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const before = await agencyRow(agency.id);
    const answer = await post({ intent: "update-tax-details", trn: "100234567890003" });
    expect(answer.status).toBe(302);
    expect(await agencyRow(agency.id)).toEqual(before);
  });
});

describe("the invoices on the dashboard and their pages", () => {
  it("lists the agency's tax invoice and opens it only for that agency", async () => {
    const { agency, cookie } = await proAgency();
    const page = await dashboardPage(cookie);
    const invoices = (
      page.data as { invoices: { documents: { id: number; displayNumber: string }[] } }
    ).invoices;
    expect(invoices.documents).toEqual([
      expect.objectContaining({ displayNumber: "INV-000001", totalFils: 49_900, vatFils: 2_376 }),
    ]);
    const id = String(invoices.documents[0]!.id);

    const own = await call(invoicePage.loader, `/dashboard/invoices/${id}`, {
      cookie,
      params: { documentId: id },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const document = (own.data as { document: TaxDocument }).document;
    expect(document).toMatchObject({ displayNumber: "INV-000001", agencyId: agency.id });

    const other = await makeAgency(t.db, { approved: true });
    const stranger = await call(invoicePage.loader, `/dashboard/invoices/${id}`, {
      cookie: await sessionOf(other.id),
      params: { documentId: id },
    });
    expect(stranger.status).toBe(404);

    const signedOut = await call(invoicePage.loader, `/ar/dashboard/invoices/${id}`, {
      params: { documentId: id },
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/ar/dashboard");

    for (const forged of ["0", "-1", "1e3", "99999999999", "١", "%00", "x".repeat(5000)]) {
      const answer = await call(invoicePage.loader, `/dashboard/invoices/x`, {
        cookie,
        params: { documentId: forged },
      });
      expect(answer.status).toBe(404);
    }
  });
});
