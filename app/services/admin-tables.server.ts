import { asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, briefs, contactMessages, matches, reviews } from "~/db/schema";
import {
  ADMIN_PAGE_SIZE,
  containsPattern,
  pageCountOf,
  type ListQuery,
  type ListSort,
  type SortDirection,
} from "~/domain/admin-console";
import {
  adminAgencyColumns,
  adminReviewColumns,
  briefRowColumns,
  type AdminAgency,
  type AdminReview,
  type AdminBrief,
  type AdminBriefRow,
  type ContactMessage,
} from "./admin-rows.server";
import { parseId } from "~/domain/ids";

/**
 * The operator's console reads: the tables (agencies, briefs, contact messages, reviews)
 * with search, sort and pages, the whole lists the JSON API answers, and one record of each; and
 * the reviews and replies waiting for moderation.
 */

export type AdminList<R> = { rows: R[]; total: number; page: number; pageCount: number };

const by = (column: AnyColumn | SQL, direction: SortDirection) =>
  direction === "asc" ? asc(column) : desc(column);

/** Nulls last whichever way (the default puts them first when descending). */
const nullsLast = (column: AnyColumn, direction: SortDirection) =>
  sql`${column} ${sql.raw(direction)} nulls last`;

function agencyOrder({ key, direction }: ListSort<"agencies">): SQL[] {
  switch (key) {
    case "name":
      return [by(agencies.agencyName, direction), by(agencies.id, direction)];
    case "location":
      return [nullsLast(agencies.location, direction), asc(agencies.agencyName), asc(agencies.id)];
    case "status":
      return [by(agencies.approved, direction), desc(agencies.createdAt), desc(agencies.id)];
    case "created":
      return [by(agencies.createdAt, direction), by(agencies.id, direction)];
  }
}

function briefOrder({ key, direction }: ListSort<"briefs">): SQL[] {
  switch (key) {
    case "id":
      return [by(briefs.id, direction)];
    case "company":
      return [by(briefs.companyName, direction), by(briefs.id, direction)];
    case "contact":
      return [by(briefs.contactName, direction), by(briefs.id, direction)];
    case "created":
      return [by(briefs.createdAt, direction), by(briefs.id, direction)];
  }
}

function messageOrder({ key, direction }: ListSort<"messages">): SQL[] {
  switch (key) {
    case "name":
      return [by(contactMessages.name, direction), by(contactMessages.id, direction)];
    case "email":
      return [by(contactMessages.email, direction), by(contactMessages.id, direction)];
    case "date":
      return [by(contactMessages.submittedAt, direction), by(contactMessages.id, direction)];
  }
}

function reviewOrder({ key, direction }: ListSort<"reviews">): SQL[] {
  switch (key) {
    case "agency":
      return [by(agencies.agencyName, direction), desc(reviews.createdAt), desc(reviews.id)];
    case "date":
      return [by(reviews.createdAt, direction), by(reviews.id, direction)];
  }
}

/** The search of a table: any of its text columns contains the words as typed (no wildcards). */
function containing(q: string, columns: AnyColumn[], extra: (SQL | undefined)[] = []) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)), ...extra);
}

const agencySearch = (q: string) =>
  containing(q, [
    agencies.agencyName,
    agencies.agencyNameAr,
    agencies.contactName,
    agencies.email,
    agencies.slug,
  ]);

const briefSearch = (q: string) => {
  const id = parseId(q.replace(/^#/, ""));
  return containing(
    q,
    [briefs.companyName, briefs.contactName, briefs.email],
    [id ? eq(briefs.id, id) : undefined],
  );
};

const messageSearch = (q: string) =>
  containing(q, [contactMessages.name, contactMessages.email, contactMessages.message]);

const reviewSearch = (q: string) =>
  containing(q, [agencies.agencyName, reviews.title, reviews.reviewerName, reviews.body]);

/** A page past the end shows the last page; the offset is then known. */
function placePage(total: number, page: number) {
  const pageCount = pageCountOf(total);
  const current = Math.min(page, pageCount);
  return { page: current, pageCount, offset: (current - 1) * ADMIN_PAGE_SIZE };
}

async function countWhere(
  db: DbOrTx,
  table: typeof agencies | typeof briefs | typeof contactMessages,
  where: SQL | undefined,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(table)
    .where(where);
  return row!.count;
}

/** One page of agency submissions, all of them (pending and approved), newest first by default. */
export async function listAdminAgencies(
  db: DbOrTx,
  query: ListQuery<"agencies">,
): Promise<AdminList<AdminAgency>> {
  const where = agencySearch(query.q);
  const total = await countWhere(db, agencies, where);
  const place = placePage(total, query.page);
  const rows = await db
    .select(adminAgencyColumns)
    .from(agencies)
    .where(where)
    .orderBy(...agencyOrder(query.sort))
    .limit(ADMIN_PAGE_SIZE)
    .offset(place.offset);
  return { rows, total, page: place.page, pageCount: place.pageCount };
}

export async function listAdminBriefs(
  db: DbOrTx,
  query: ListQuery<"briefs">,
): Promise<AdminList<AdminBriefRow>> {
  const where = briefSearch(query.q);
  const total = await countWhere(db, briefs, where);
  const place = placePage(total, query.page);
  const rows = await db
    .select(briefRowColumns)
    .from(briefs)
    .where(where)
    .orderBy(...briefOrder(query.sort))
    .limit(ADMIN_PAGE_SIZE)
    .offset(place.offset);
  return { rows, total, page: place.page, pageCount: place.pageCount };
}

export async function listContactMessages(
  db: DbOrTx,
  query: ListQuery<"messages">,
): Promise<AdminList<ContactMessage>> {
  const where = messageSearch(query.q);
  const total = await countWhere(db, contactMessages, where);
  const place = placePage(total, query.page);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(...messageOrder(query.sort))
    .limit(ADMIN_PAGE_SIZE)
    .offset(place.offset);
  return { rows, total, page: place.page, pageCount: place.pageCount };
}

/** Every review, whatever its state, for the operator to find and delete one; newest first. */
export async function listAdminReviews(
  db: DbOrTx,
  query: ListQuery<"reviews">,
): Promise<AdminList<AdminReview>> {
  const where = reviewSearch(query.q);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(reviews)
    .innerJoin(agencies, eq(agencies.id, reviews.agencyId))
    .where(where);
  const place = placePage(counted!.count, query.page);
  const rows = await db
    .select(adminReviewColumns)
    .from(reviews)
    .innerJoin(agencies, eq(agencies.id, reviews.agencyId))
    .where(where)
    .orderBy(...reviewOrder(query.sort))
    .limit(ADMIN_PAGE_SIZE)
    .offset(place.offset);
  return { rows, total: counted!.count, page: place.page, pageCount: place.pageCount };
}

/** Reviews shown at most in the moderation queue; the rest follow as these are done. */
export const WAITING_REVIEWS_SHOWN = 50;

/**
 * The moderation queue: pending reviews and the pending replies of published ones, oldest review
 * first (the partial index reviews_waiting_idx), and how many wait in all.
 */
export async function listWaitingReviews(
  db: DbOrTx,
): Promise<{ rows: AdminReview[]; total: number }> {
  const waiting = or(eq(reviews.status, "pending"), eq(reviews.replyStatus, "pending"));
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminReviewColumns)
      .from(reviews)
      .innerJoin(agencies, eq(agencies.id, reviews.agencyId))
      .where(waiting)
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(WAITING_REVIEWS_SHOWN),
    db
      .select({ count: sql<number>`count(*)::integer` })
      .from(reviews)
      .where(waiting),
  ]);
  return { rows, total: counted!.count };
}

/** Whole lists for the JSON API (newest first, at most `limit`) and how many there are in all. */
export async function allAdminAgencies(db: DbOrTx, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .select(adminAgencyColumns)
      .from(agencies)
      .orderBy(desc(agencies.createdAt), desc(agencies.id))
      .limit(limit),
    countWhere(db, agencies, undefined),
  ]);
  return { rows, total };
}

export async function allAdminBriefs(db: DbOrTx, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .select(briefRowColumns)
      .from(briefs)
      .orderBy(desc(briefs.createdAt), desc(briefs.id))
      .limit(limit),
    countWhere(db, briefs, undefined),
  ]);
  return { rows, total };
}

export async function allContactMessages(db: DbOrTx, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
      .limit(limit),
    countWhere(db, contactMessages, undefined),
  ]);
  return { rows, total };
}

export async function findAdminAgency(db: DbOrTx, id: number): Promise<AdminAgency | undefined> {
  const [row] = await db.select(adminAgencyColumns).from(agencies).where(eq(agencies.id, id));
  return row;
}

export type MatchedAgency = {
  matchId: number;
  matchedAt: Date;
  agencyId: number;
  agencyName: string;
  slug: string;
  approved: boolean;
};

/** The agency a brief's client asked a proposal from. */
export type RequestedAgency = { id: number; agencyName: string; slug: string; approved: boolean };

/**
 * A brief with every field, the agency its client asked for (null when none, or deleted since),
 * and the agencies matched to it (earliest match first).
 */
export async function findAdminBrief(
  db: DbOrTx,
  id: number,
): Promise<
  (AdminBrief & { requestedAgency: RequestedAgency | null; matches: MatchedAgency[] }) | undefined
> {
  const [brief] = await db.select().from(briefs).where(eq(briefs.id, id));
  if (!brief) return undefined;
  const [requestedAgency] = brief.requestedAgencyId
    ? await db
        .select({
          id: agencies.id,
          agencyName: agencies.agencyName,
          slug: agencies.slug,
          approved: agencies.approved,
        })
        .from(agencies)
        .where(eq(agencies.id, brief.requestedAgencyId))
    : [];
  const matched = await db
    .select({
      matchId: matches.id,
      matchedAt: matches.matchedAt,
      agencyId: agencies.id,
      agencyName: agencies.agencyName,
      slug: agencies.slug,
      approved: agencies.approved,
    })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(eq(matches.briefId, id))
    .orderBy(asc(matches.matchedAt), asc(matches.id));
  return { ...brief, requestedAgency: requestedAgency ?? null, matches: matched };
}

export async function findContactMessage(
  db: DbOrTx,
  id: number,
): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}
