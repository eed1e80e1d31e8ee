import { strToU8, Zip, ZipDeflate } from "fflate";
import type { TaxDocument } from "~/domain/tax-documents";
import { taxDocumentXml } from "./ubl-document.server";

/** Documents written between two turns of the event loop: a few milliseconds of work here. */
const DOCUMENTS_PER_TURN = 10;

/**
 * Many documents as one ZIP: `<displayNumber>.xml` for each, in the order given. The archive is
 * deterministic (the same documents give the same bytes, whenever and wherever it is made): each
 * file's modification time is its document's instant of issue, never the time of the export.
 * Written file by file through fflate's streaming Zip, handing the event loop back every
 * DOCUMENTS_PER_TURN documents: a month's batch of 2,000 documents is about 1.7 s of work, and
 * other requests waited at most about 50 ms meanwhile (`npm run bench -- tax-invoices`), where one
 * synchronous pass held them for all of it.
 */
export async function taxDocumentsZip(docs: TaxDocument[]): Promise<Uint8Array> {
  const names = new Set<string>();
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const archive = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for (const [index, doc] of docs.entries()) {
    if (index > 0 && index % DOCUMENTS_PER_TURN === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const name = `${doc.displayNumber}.xml`;
    // The number names the file: it must be a plain name, and a second document under the same
    // one would silently replace the first (an invoice and a credit note never share one).
    if (!/^[\w.-]+$/.test(doc.displayNumber) || doc.displayNumber.startsWith(".")) {
      throw new Error(`Not a file name: ${JSON.stringify(doc.displayNumber)}`);
    }
    if (names.has(name)) throw new Error(`Two documents numbered ${doc.displayNumber}`);
    names.add(name);
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = zipTime(doc.issuedAt);
    archive.add(file);
    file.push(strToU8(taxDocumentXml(doc)), true);
  }
  archive.end();
  if (failure) throw failure;
  const zip = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    zip.set(chunk, offset);
    offset += chunk.length;
  }
  return zip;
}

/**
 * The instant of issue as a ZIP time. ZIP stores a wall-clock time without a zone, and fflate
 * reads it from the Date's local fields: a Date whose local fields are the UAE wall-clock time
 * makes the archive show UAE time, and the same bytes whatever the machine's time zone (but for
 * a wall-clock hour that a daylight-saving zone skips, which Date moves by an hour).
 */
function zipTime(at: Date): Date {
  const uae = new Date(at.getTime() + 4 * 3_600_000);
  return new Date(
    uae.getUTCFullYear(),
    uae.getUTCMonth(),
    uae.getUTCDate(),
    uae.getUTCHours(),
    uae.getUTCMinutes(),
    uae.getUTCSeconds(),
  );
}
