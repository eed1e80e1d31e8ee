import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { ImageRefusal, type ImageRefusalReason } from "~/images/pipeline.server";

/**
 * An agency's logo and portfolio (docs/decisions/016-uploaded-images.md). Like a listing edit
 * (services/agency-listing), every change is public at once and flags the listing for the
 * operator to re-check; it is made by updating the agency's row, so whatever a listing edit does
 * to keep the public pages fresh happens here too (today: the statement trigger on `agencies`).
 *
 * The files are stored first and the rows written after, in one transaction that locks the
 * agency's row: a row never names a file that is not there. A file left without a row (a failed
 * transaction whose clean-up also failed) is never served: /media serves only what a row names.
 *
 * This module holds what every image edit shares: its result, the agency's lock and the flag.
 * The edits are in ./agency-image-logo.server.ts and ./agency-image-portfolio.server.ts, the
 * files in ./agency-image-files.server.ts, and what the pages show in
 * ./agency-image-gallery.server.ts.
 */

export type ImageEditResult =
  | { status: "saved" }
  | { status: "unchanged" }
  | { status: "refused"; reason: ImageRefusalReason }
  /** The portfolio already has PORTFOLIO_MAX images. */
  | { status: "full" }
  /** The same file is already in the portfolio. */
  | { status: "duplicate" }
  /** No such image of this agency (or no such agency). */
  | { status: "not-found" }
  /** The file store failed to take the files (ImageNotStored); nothing was kept. */
  | { status: "not-stored"; cause: unknown };

/** Locks the agency's row for the transaction; false when there is no such agency. */
export async function lockAgency(tx: DbOrTx, agencyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for("update");
  return rows.length > 0;
}

/**
 * Flags the listing for the operator (as a listing edit does) and sets what else of the agency's
 * row changed: the one place image edits touch `agencies`.
 */
export async function markImagesEdited(
  tx: DbOrTx,
  agencyId: number,
  set: { logoKey?: string | null } = {},
): Promise<void> {
  await tx
    .update(agencies)
    .set({ ...set, needsReview: true, updatedAt: sql`now()` })
    .where(eq(agencies.id, agencyId));
}

export async function refusedOr<T>(work: () => Promise<T>): Promise<T | ImageEditResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageRefusal) return { status: "refused", reason: error.reason };
    throw error;
  }
}
