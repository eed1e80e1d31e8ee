/**
 * A second (and third) process issuing tax invoices against one PostgreSQL database, for
 * app/services/tax-documents.db.test.ts: `tsx tests/processes/issue-tax-invoices.ts <url> <mode>
 * <payment ids…>`. Mode `issue` issues an invoice for each payment, all at once; mode `crash`
 * takes a number for the first payment and kills this process before the transaction commits.
 * The seller comes as JSON in the SELLER variable.
 */
import type { Seller } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { issueInvoiceForPayment } from "~/services/tax-documents.server";

const [url, mode, ...ids] = process.argv.slice(2);
const seller = JSON.parse(process.env.SELLER ?? "null") as Seller;
const database = await openDatabase({ kind: "postgres", url: url! }, { poolSize: 10 });

if (mode === "crash") {
  await database.db.transaction(async (tx) => {
    await issueInvoiceForPayment(tx, Number(ids[0]), seller);
    process.stdout.write("issued\n");
    // Dies holding the number: the server rolls the transaction back when the connection drops.
    process.kill(process.pid, "SIGKILL");
    await new Promise(() => {});
  });
} else {
  await Promise.all(
    ids.map((id) =>
      database.db.transaction((tx) => issueInvoiceForPayment(tx, Number(id), seller)),
    ),
  );
  await database.close();
}
