import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import type { TaxDetails } from "~/domain/tax-details";

/**
 * The agency's tax details (issue 32): what its next Pro invoice is made out to. Invoices already
 * issued keep what they showed (docs/decisions/023-tax-invoices.md).
 */
export async function readTaxDetails(
  db: DbOrTx,
  agencyId: number,
): Promise<TaxDetails | undefined> {
  const [row] = await db
    .select({
      legalName: agencies.legalName,
      legalAddress: agencies.legalAddress,
      trn: agencies.trn,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row;
}

/** Saves them; false when the agency no longer exists. */
export async function updateTaxDetails(
  db: DbOrTx,
  agencyId: number,
  details: TaxDetails,
): Promise<boolean> {
  const rows = await db
    .update(agencies)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(agencies.id, agencyId))
    .returning({ id: agencies.id });
  return rows.length > 0;
}
