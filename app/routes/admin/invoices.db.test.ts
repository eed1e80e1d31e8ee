import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, nonAdminCookies } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { renderPage } from "#tests/route-stub";
import { payments } from "~/db/schema";
import { issueCreditNoteForPayment, issueInvoiceForPayment } from "~/services/tax-documents.server";
import * as invoicePage from "./invoice";
import * as invoiceXml from "./invoice-xml";
import * as register from "./invoices";
import * as registerCsv from "./invoices-csv";
import * as registerZip from "./invoices-zip";

/**
 * The operator's invoice register (issue 32) over documents issued by the real service: a UAE
 * month's invoices and credit notes, its CSV and e-invoices, a document's page and XML, the VAT
 * return's quarters; refusals for a month or an id that is not one, and for anyone not an admin.
 */
const t = useTestDatabase();
const config = testConfig();
let cookie = "";

/** AED 499.00 paid: VAT 5/105 of it is 23.76, the taxable amount 475.24. */
const PAID = 49_900;
const TAXABLE = 47_524;
const VAT = 2_376;

/** The documents by number, issued in beforeAll. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  cookie = await adminCookie(t.db, config);
  const agency = await makeAgency(t.db, {
    approved: true,
    agencyName: "Falcon Digital",
    legalName: "Falcon Digital Marketing L.L.C.",
    legalAddress: "Unit 402, Al Fattan Plaza, Al Garhoud",
    trn: "100987654300003",
    location: "Dubai",
  });
  const pay = async (n: number) => {
    const [payment] = await t.db
      .insert(payments)
      .values({
        agencyId: agency.id,
        stripePaymentId: `pi_register_${n}`,
        invoiceId: `in_register_${n}`,
        status: "paid",
        amount: PAID,
        startDate: new Date("2026-11-01T08:00:00Z"),
        nextBillingDate: new Date("2026-12-01T08:00:00Z"),
      })
      .returning({ id: payments.id });
    return payment!.id;
  };
  const invoice = async (paymentId: number, at: string) => {
    const row = await t.db.transaction((tx) =>
      issueInvoiceForPayment(tx, paymentId, config.seller, new Date(at)),
    );
    return row!.id;
  };
  // 23:59 on 30 September in Dubai: September, the third quarter.
  ids["INV-000001"] = await invoice(await pay(1), "2026-09-30T19:59:00Z");
  // 00:30 on 1 November in Dubai, though still 31 October in UTC: November.
  const refunded = await pay(2);
  ids["INV-000002"] = await invoice(refunded, "2026-10-31T20:30:00Z");
  ids["INV-000003"] = await invoice(await pay(3), "2026-11-10T08:00:00Z");
  const note = await t.db.transaction((tx) =>
    issueCreditNoteForPayment(
      tx,
      refunded,
      "Refund under the guarantee",
      new Date("2026-11-12T08:00:00Z"),
    ),
  );
  ids["CN-000001"] = note!.id;
});

type Loader = (args: never) => unknown;

/** A loader's answer as the server would send it: a Response, or data with its status. */
async function call(
  loader: Loader,
  url: string,
  { params = {}, as = cookie }: { params?: Record<string, string>; as?: string } = {},
): Promise<{ status: number; response?: Response; data?: unknown }> {
  try {
    const result = await loader(
      routeArgs(t.db, url, { config, params, headers: as ? { Cookie: as } : {} }) as never,
    );
    if (result instanceof Response) return { status: result.status, response: result };
    const init = (result as { init?: ResponseInit | null }).init;
    if (result && typeof result === "object" && "data" in result && "init" in result) {
      return { status: init?.status ?? 200, data: (result as { data: unknown }).data };
    }
    return { status: 200, data: result };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, response: error };
    const init = (error as { init?: ResponseInit | null }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
}

type RegisterData = {
  month: string | null;
  months: string[];
  refused: string | null;
  documents?: { displayNumber: string; kind: string; totalFils: number; corrects: string | null }[];
  totals?: { invoices: number; creditNotes: number; taxableFils: number; vatFils: number };
  quarters: unknown[];
};

const registerAt = async (url: string) => {
  const answer = await call(register.loader, url);
  return { status: answer.status, data: answer.data as RegisterData };
};

describe("the register of a month", () => {
  it("opens on the newest month with documents: November in UAE time, credit notes netted", async () => {
    const { status, data } = await registerAt("/admin/invoices");
    expect(status).toBe(200);
    expect(data.month).toBe("2026-11");
    expect(data.months).toEqual(["2026-11", "2026-09"]);
    // Issued at 20:30 UTC on 31 October: 1 November in Dubai, so in November's register.
    expect(data.documents!.map((d) => d.displayNumber)).toEqual([
      "INV-000002",
      "INV-000003",
      "CN-000001",
    ]);
    expect(data.documents!.find((d) => d.kind === "credit_note")?.corrects).toBe("INV-000002");
    expect(data.totals).toEqual({
      invoices: 2,
      creditNotes: 1,
      taxableFils: TAXABLE,
      vatFils: VAT,
      totalFils: PAID,
    });
  });

  it("shows only the month asked for, and an empty month as empty", async () => {
    const september = await registerAt("/admin/invoices?month=2026-09");
    expect(september.status).toBe(200);
    expect(september.data.documents!.map((d) => d.displayNumber)).toEqual(["INV-000001"]);
    const october = await registerAt("/admin/invoices?month=2026-10");
    expect(october.status).toBe(200);
    expect(october.data.documents).toEqual([]);
    expect(october.data.totals).toMatchObject({ invoices: 0, creditNotes: 0, taxableFils: 0 });
  });

  it("gives the VAT return's figures per quarter, net of credit notes", async () => {
    const { data } = await registerAt("/admin/invoices?month=2026-11");
    expect(data.quarters).toEqual([
      {
        quarter: "2026-Q4",
        invoices: 2,
        creditNotes: 1,
        standardRatedFils: 2 * TAXABLE - TAXABLE,
        outputVatFils: 2 * VAT - VAT,
        notTaxedFils: 0,
      },
      {
        quarter: "2026-Q3",
        invoices: 1,
        creditNotes: 0,
        standardRatedFils: TAXABLE,
        outputVatFils: VAT,
        notTaxedFils: 0,
      },
    ]);
  });

  it("renders the month's table, its totals, the downloads and the VAT return", async () => {
    const url = "/admin/invoices?month=2026-11";
    const { data } = await registerAt(url);
    const html = renderPage(url, { Component: register.default as never, loaderData: data });
    expect(html).toContain("<caption");
    expect(html).toContain("Invoices and credit notes issued in 2026-11");
    expect(html).toMatch(/<th scope="row"[^>]*><a [^>]*href="\/admin\/invoices\/\d+"/);
    expect(html).toContain("Tax credit note");
    expect(html).toContain("Falcon Digital Marketing L.L.C.");
    expect(html).toContain("100987654300003");
    expect(html).toContain("-AED 475.24");
    expect(html).toContain('href="/admin/invoices.csv?month=2026-11"');
    expect(html).toContain('href="/admin/invoices.zip?month=2026-11"');
    expect(html).toContain("FTA form VAT201, box 1");
    expect(html).toContain("Standard rated supplies");
    expect(html).toMatch(/aria-current="page"[^>]*>2026-11</);
  });
});

describe("a month that is not one", () => {
  const bad = ["2026-13", "abc", "2026-00", "2026-1", "1999-12", "x".repeat(10_000)];

  it("is answered 400 with the reason and the months to choose from, and no documents", async () => {
    for (const month of [...bad.map(encodeURIComponent), "2026-11&month=2026-10"]) {
      const { status, data } = await registerAt(`/admin/invoices?month=${month}`);
      expect(status, month.slice(0, 20)).toBe(400);
      expect(data.refused, month.slice(0, 20)).toMatch(/month/i);
      expect(data.documents).toBeUndefined();
    }
    const { data } = await registerAt("/admin/invoices?month=2026-13");
    const html = renderPage("/admin/invoices?month=2026-13", {
      Component: register.default as never,
      loaderData: data,
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain("YYYY-MM");
    expect(html).toContain('href="/admin/invoices?month=2026-11"');
  });

  it("is answered 400 in plain text by the CSV and the ZIP", async () => {
    for (const loader of [registerCsv.loader, registerZip.loader]) {
      for (const month of bad) {
        const { status, response } = await call(
          loader,
          `/admin/invoices.x?month=${encodeURIComponent(month)}`,
        );
        expect(status, month.slice(0, 20)).toBe(400);
        expect(response!.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
        expect(await response!.text()).toContain("YYYY-MM");
      }
    }
  });
});

describe("the exports", () => {
  it("writes the month's register as CSV, the credit note negative", async () => {
    const { status, response } = await call(
      registerCsv.loader,
      "/admin/invoices.csv?month=2026-11",
    );
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="wakala-invoices-2026-11-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response!.headers.get("Cache-Control")).toBe("no-store");
    // Decoded keeping the byte-order mark, which Response.text() would drop.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await response!.arrayBuffer(),
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "Number,Type,Issue date,Supply start,Supply end (last day),Buyer,Buyer TRN,Buyer emirate,Taxable (AED),VAT rate,VAT (AED),Total (AED),Corrects,Reason",
    );
    expect(lines.slice(1, -1)).toEqual([
      "INV-000002,Tax invoice,2026-11-01,2026-11-01,2026-11-30,Falcon Digital Marketing L.L.C.,100987654300003,Dubai,475.24,5%,23.76,499.00,,",
      "INV-000003,Tax invoice,2026-11-10,2026-11-01,2026-11-30,Falcon Digital Marketing L.L.C.,100987654300003,Dubai,475.24,5%,23.76,499.00,,",
      "CN-000001,Tax credit note,2026-11-12,2026-11-01,2026-11-30,Falcon Digital Marketing L.L.C.,100987654300003,Dubai,-475.24,5%,-23.76,-499.00,INV-000002,Refund under the guarantee",
    ]);
  });

  it("batches the month's e-invoices in a ZIP, one XML per document", async () => {
    const { status, response } = await call(
      registerZip.loader,
      "/admin/invoices.zip?month=2026-11",
    );
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("application/zip");
    expect(response!.headers.get("Content-Disposition")).toBe(
      'attachment; filename="wakala-e-invoices-2026-11.zip"',
    );
    expect(response!.headers.get("Cache-Control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await response!.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "CN-000001.xml",
      "INV-000002.xml",
      "INV-000003.xml",
    ]);
    for (const [name, bytes] of Object.entries(files)) {
      const xml = strFromU8(bytes);
      expect(xml, name).toMatch(/^<\?xml/);
      expect(xml, name).toContain(`<cbc:ID>${name.replace(/\.xml$/, "")}</cbc:ID>`);
    }
    const september = await call(registerZip.loader, "/admin/invoices.zip?month=2026-09");
    const septemberFiles = unzipSync(new Uint8Array(await september.response!.arrayBuffer()));
    expect(Object.keys(septemberFiles)).toEqual(["INV-000001.xml"]);
  });
});

describe("one document", () => {
  it("shows the document with the way back to its month and its XML", async () => {
    const id = String(ids["CN-000001"]);
    const url = `/admin/invoices/${id}`;
    const { status, data } = await call(invoicePage.loader, url, { params: { documentId: id } });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      admin: { username: "admin" },
      month: "2026-11",
      document: { displayNumber: "CN-000001", corrects: { displayNumber: "INV-000002" } },
    });
    const html = renderPage(url, { Component: invoicePage.default as never, loaderData: data });
    expect(html).toContain("CN-000001");
    expect(html).toContain('href="/admin/invoices?month=2026-11"');
    expect(html).toContain(`href="/admin/invoices/${id}/xml"`);
    expect(html).toContain("Download e-invoice (XML)");
  });

  it("downloads its e-invoice as <number>.xml", async () => {
    const id = String(ids["INV-000002"]);
    const { status, response } = await call(invoiceXml.loader, `/admin/invoices/${id}/xml`, {
      params: { documentId: id },
    });
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toBe(
      'attachment; filename="INV-000002.xml"',
    );
    expect(response!.headers.get("Cache-Control")).toBe("no-store");
    const xml = await response!.text();
    expect(xml).toContain("<cbc:ID>INV-000002</cbc:ID>");
  });

  it("answers 404 for an unknown id or another form of one", async () => {
    const real = ids["INV-000001"]!;
    const forms = ["2147483647", "-1", "1e3", "99999999999", "0", `0${real}`, `${real}.0`, "abc"];
    for (const loader of [invoicePage.loader, invoiceXml.loader]) {
      for (const documentId of forms) {
        const { status } = await call(loader, `/admin/invoices/${documentId}`, {
          params: { documentId },
        });
        expect(status, documentId).toBe(404);
      }
    }
  });
});

describe("anyone but an admin", () => {
  it("is sent to the console's login, as the funnel does, and gets no document", async () => {
    const refused = await nonAdminCookies(t.db, config);
    const id = String(ids["INV-000002"]);
    const targets: { loader: Loader; url: string; params?: Record<string, string> }[] = [
      { loader: register.loader, url: "/admin/invoices?month=2026-11" },
      { loader: registerCsv.loader, url: "/admin/invoices.csv?month=2026-11" },
      { loader: registerZip.loader, url: "/admin/invoices.zip?month=2026-11" },
      // Refused before the month is read: an admin would get 400.
      { loader: register.loader, url: "/admin/invoices?month=2026-13" },
      { loader: invoicePage.loader, url: `/admin/invoices/${id}`, params: { documentId: id } },
      { loader: invoiceXml.loader, url: `/admin/invoices/${id}/xml`, params: { documentId: id } },
    ];
    for (const [kind, as] of Object.entries(refused)) {
      for (const target of targets) {
        const { status, response } = await call(target.loader, target.url, {
          params: target.params,
          as,
        });
        const { pathname, search } = new URL(target.url, "http://x");
        expect(status, `${target.url} as ${kind}`).toBe(302);
        expect(response!.headers.get("Location")).toBe(
          `/admin?next=${encodeURIComponent(pathname + search)}`,
        );
      }
    }
  });
});
