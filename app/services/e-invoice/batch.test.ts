import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { taxDocumentsZip } from "./batch.server";
import { sampleCreditNote, sampleInvoice, sampleUnregisteredInvoice } from "./samples-test-setup";
import { taxDocumentXml } from "./ubl-document.server";

describe("a ZIP of e-invoices", () => {
  const docs = [sampleInvoice(), sampleUnregisteredInvoice(), sampleCreditNote()];
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("holds one <displayNumber>.xml per document, in order, each the document's XML", async () => {
    const files = unzipSync(await taxDocumentsZip(docs));
    expect(Object.keys(files)).toEqual(["INV-000001.xml", "INV-000002.xml", "CN-000001.xml"]);
    for (const doc of docs) {
      expect(strFromU8(files[`${doc.displayNumber}.xml`]!)).toBe(taxDocumentXml(doc));
    }
  });

  it("is the same bytes each time, whatever the machine's time zone", async () => {
    const first = await taxDocumentsZip(docs);
    process.env.TZ = "America/New_York";
    expect(await taxDocumentsZip(docs)).toEqual(first);
    process.env.TZ = "Asia/Kolkata";
    expect(await taxDocumentsZip(docs)).toEqual(first);
  });

  it("dates each file at its document's issue, in UAE time", async () => {
    const zip = await taxDocumentsZip([sampleInvoice()]);
    // The local file header: DOS time at byte 10, DOS date at byte 12 (little-endian).
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const time = view.getUint16(10, true);
    const date = view.getUint16(12, true);
    // Issued 2026-10-31 21:30 UTC: 2026-11-01 01:30 in Dubai.
    expect({ year: 1980 + (date >> 9), month: (date >> 5) & 15, day: date & 31 }).toEqual({
      year: 2026,
      month: 11,
      day: 1,
    });
    expect({ hours: time >> 11, minutes: (time >> 5) & 63 }).toEqual({ hours: 1, minutes: 30 });
  });

  it("is an empty archive for no documents", async () => {
    expect(unzipSync(await taxDocumentsZip([]))).toEqual({});
  });

  it("refuses two documents under one number, and a number that is no plain file name", async () => {
    await expect(taxDocumentsZip([sampleInvoice(), sampleInvoice()])).rejects.toThrow(/INV-000001/);
    await expect(taxDocumentsZip([sampleInvoice({ displayNumber: "../INV-1" })])).rejects.toThrow(
      /file name/,
    );
  });
});
