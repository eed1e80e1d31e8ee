import { sql, type SQL } from "drizzle-orm";
import { PLAN_CURRENCY } from "../domain/plans";
import type { TaxDocumentKind, TaxDocumentLine, TaxParty } from "../domain/tax-documents";
import type { ProposalLineRow, ProposalMilestoneRow } from "../domain/proposal-money";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  smallint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** Brief (docs/product.md#entities). */
export const briefs = pgTable(
  "briefs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    projectType: text("project_type").notNull(),
    budget: text("budget").notNull(),
    timeline: text("timeline").notNull(),
    description: text("description").notNull(),
    /** The language of the page it was sent from: its e-mails are written in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: createdAt(),
    /**
     * When the operator qualified it (or matched it, which qualifies it): only then do Pro
     * agencies get its lead alert (docs/product.md, P13). Null while it waits.
     */
    qualifiedAt: timestamp("qualified_at", { withTimezone: true }),
    /** Where the project is, its industry and the language the client works in (all optional). */
    emirate: text("emirate"),
    industry: text("industry"),
    preferredLanguage: text("preferred_language"),
    /**
     * The agency the client asked a proposal from ("Get a proposal from {agency}" on its profile):
     * the operator sees it and the suggestions put it first. Null when none, or once deleted.
     */
    requestedAgencyId: integer("requested_agency_id").references(() => agencies.id, {
      onDelete: "set null",
    }),
    /**
     * The client's decision (issue 31, docs/decisions/022-choosing-and-closing.md): hired (one
     * match carries `hired_at`), closed by the client, or no decision (closed by itself
     * BRIEF_AUTO_CLOSE_DAYS after the first proposal); null while open. The reason is the one the
     * agencies not chosen are told; the note is for the operator. `decision_reminders` counts the
     * client's reminders sent (7, 14 and 21 days after the first proposal).
     */
    outcome: text("outcome"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    decisionNote: text("decision_note"),
    decisionReminders: smallint("decision_reminders").notNull().default(0),
  },
  (t) => [
    check("briefs_outcome", sql`${t.outcome} in ('hired', 'closed', 'no-decision')`),
    check("briefs_decided", sql`(${t.outcome} is null) = (${t.decidedAt} is null)`),
    check(
      "briefs_decision_reason",
      sql`${t.decisionReason} in ('price', 'fit', 'portfolio', 'timing', 'in-house', 'cancelled', 'other')`,
    ),
    check("briefs_decision_note_length", sql`char_length(${t.decisionNote}) <= 500`),
    // The decision follow-up's search: open briefs (few), by id.
    index("briefs_open_idx")
      .on(t.id)
      .where(sql`${t.outcome} is null`),
    index("briefs_created_at_idx").on(t.createdAt.desc()),
    // A client's briefs: every brief of the address they signed in with.
    index("briefs_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * Agency, plus its slug and the fields the directory and Pro billing need
 * (docs/product.md#entities).
 */
export const agencies = pgTable(
  "agencies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    agencyName: text("agency_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    logoUrl: text("logo_url"),
    /**
     * The uploaded logo (decision 016): the base of its stored variants' keys, e.g.
     * "agencies/12/l-3f9ac2d1e0b7a456" (the files are that plus "-64.webp" and so on), so every
     * agency query can show it without a join. Null without one.
     */
    logoKey: text("logo_key"),
    location: text("location"),
    services: text("services").array().notNull(),
    industries: text("industries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: text("experience").notNull(),
    portfolio: text("portfolio"),
    description: text("description").notNull(),
    /** The agency's own Arabic name and description, shown on Arabic pages (English as fallback). */
    agencyNameAr: text("agency_name_ar"),
    descriptionAr: text("description_ar"),
    /** The facts bar of its profile (all optional): founded in, headcount band, smallest project. */
    foundingYear: smallint("founding_year"),
    teamSize: text("team_size"),
    minBudgetAed: integer("min_budget_aed"),
    /** Working languages (domain/value-sets languages), as codes. */
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language of the page it listed from: its e-mails are written in it. */
    locale: text("locale").notNull().default("en"),
    approved: boolean("approved").notNull().default(false),
    isPro: boolean("is_pro").notNull().default(false),
    /** Set when the agency edits its own listing, cleared when the operator has re-checked it. */
    needsReview: boolean("needs_review").notNull().default(false),
    /**
     * Its approved reviews: how many, the sum of their overall stars, and the Bayesian average the
     * directory's rating sort uses (null without reviews). Kept by a trigger on reviews (0011).
     */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingRank: doublePrecision("rating_rank"),
    /**
     * How it answers its matches over RESPONSIVENESS_WINDOW_DAYS (issue 31, decision 020): the
     * share answered (an accept, a decline or a first message, percent) and the median hours to
     * that answer; kept by the worker's set-based pass (services/agency-responsiveness.server.ts).
     * `response_hours` is shown only when the agency meets the thresholds, else null.
     */
    /**
     * Its UAE Tax Registration Number (15 digits) when it is VAT-registered: its proposals then
     * add 5% VAT (issue 31; issue 32 lets the agency enter it with its legal name and address).
     */
    trn: text("trn"),
    /**
     * The name and address its Pro invoices are made out to (issue 32): its registered legal
     * name and one address line; the listing's name and emirate when it gives none.
     */
    legalName: text("legal_name"),
    legalAddress: text("legal_address"),
    responseRate: integer("response_rate"),
    responseHours: integer("response_hours"),
    medianAnswerHours: doublePrecision("median_answer_hours"),
    stripeCustomerId: text("stripe_customer_id"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', arabic_fold(${agencies.agencyName} || ' ' || coalesce(${agencies.agencyNameAr}, '') || ' ' || ${agencies.description} || ' ' || coalesce(${agencies.descriptionAr}, '') || ' ' || immutable_array_to_string(${agencies.services}, ' ')))`,
    ),
    /**
     * The directory's filter values as bits (migration 0017, domain/directory-facets.ts): Pro, the
     * emirate, each service and each industry. The directory indexes carry it, so filtering,
     * counting and paging by filters read the indexes alone (docs/decisions/006).
     */
    facetBits: bigint("facet_bits", { mode: "number" }).generatedAlwaysAs(
      (): SQL =>
        sql`directory_facet_bits(${agencies.isPro}, ${agencies.location}, ${agencies.services}, ${agencies.industries})`,
    ),
    /**
     * The version of its profile page: raised by triggers (migration 0017) when anything its
     * profile shows changes (a public column, its approval, a shown review, an image), read by the
     * page cache (server/page-cache.ts). A raise on an approved agency raises page_data_version.
     */
    pageVersion: integer("page_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("agencies_slug_key").on(t.slug),
    uniqueIndex("agencies_email_lower_key").on(sql`lower(${t.email})`),
    // The directory: approved agencies, Pro first, then a stable order by name and id.
    // facet_bits last: the order is the same (id is unique), and a filtered walk reads no row.
    index("agencies_directory_idx")
      .on(t.isPro.desc(), t.agencyName, t.id, t.facetBits)
      .where(sql`${t.approved}`),
    // The rating sort: rated agencies by Bayesian average, then the rest, by name (decision 014).
    // The agencies with responsiveness figures (services/agency-responsiveness.server.ts).
    index("agencies_response_idx")
      .on(t.id)
      .where(sql`${t.responseRate} is not null`),
    check("agencies_trn", sql`${t.trn} ~ '^[0-9]{15}$'`),
    check("agencies_legal_name_length", sql`char_length(${t.legalName}) <= 200`),
    check("agencies_legal_address_length", sql`char_length(${t.legalAddress}) <= 200`),
    index("agencies_rating_idx")
      .on(sql`${t.ratingRank} desc nulls last`, t.agencyName, t.id, t.facetBits)
      .where(sql`${t.approved}`),
    index("agencies_location_idx").on(t.location),
    index("agencies_services_gin").using("gin", t.services),
    index("agencies_industries_gin").using("gin", t.industries),
    index("agencies_search_gin").using("gin", t.searchVector),
    index("agencies_created_at_idx").on(t.createdAt.desc()),
  ],
);

/** One stored variant of an uploaded image: its storage key, pixel size and byte length. */
export type StoredImageVariant = { key: string; width: number; height: number; bytes: number };

/**
 * An agency's uploaded images (decision 016): its logo (at most one) and its portfolio (at most
 * PORTFOLIO_MAX, ordered by position). The bytes live in the object storage (app/storage) under
 * the variants' keys; deleting the agency deletes these rows (its objects are removed by the code
 * that deletes it, or left as unreachable orphans).
 */
export const agencyImages = pgTable(
  "agency_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** logo | portfolio */
    role: text("role").notNull(),
    position: smallint("position").notNull().default(0),
    /** The first 16 hex digits of the SHA-256 of the uploaded bytes, part of every variant key. */
    contentHash: text("content_hash").notNull(),
    /** The size of the largest variant. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Smallest first. */
    variants: jsonb("variants").$type<StoredImageVariant[]>().notNull(),
    caption: text("caption"),
    createdAt: createdAt(),
  },
  (t) => [
    check("agency_images_role_check", sql`${t.role} in ('logo', 'portfolio')`),
    index("agency_images_agency_idx").on(t.agencyId, t.role, t.position),
  ],
);

/**
 * Stored objects of the database storage back end (app/storage/database-storage.server.ts): the bytes of
 * uploaded images (and later message attachments) when no S3-compatible storage is configured.
 */
export const storedObjects = pgTable("stored_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  byteLength: integer("byte_length").notNull(),
  /** The bytes, or empty when they are kept in `parts` rows of stored_object_parts (a large file). */
  body: bytea("body").notNull(),
  parts: integer("parts").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A large stored object in pieces of up to a megabyte, written as an upload streams in and read
 * back one at a time, so neither holds the whole file in memory (decision 018).
 */
export const storedObjectParts = pgTable(
  "stored_object_parts",
  {
    key: text("key")
      .notNull()
      .references(() => storedObjects.key, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    body: bytea("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.part] })],
);

/**
 * Stored objects whose record is gone (a deleted file of a thread), for the worker's housekeeping
 * to delete from S3-compatible storage; the database back end's are deleted with the record.
 */
export const storageDeletions = pgTable("storage_deletions", {
  key: text("key").primaryKey(),
  createdAt: createdAt(),
});

/** Old slugs of renamed agencies, so old links keep working. */
export const agencySlugAliases = pgTable("agency_slug_aliases", {
  slug: text("slug").primaryKey(),
  agencyId: integer("agency_id")
    .notNull()
    .references(() => agencies.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * How many approved agencies carry each directory filter value, kept by statement triggers on
 * `agencies` (migration 0004), so the filter lists and the 'of M agencies' total cost one small
 * read at any directory size. kind: total | pro | location | service | industry.
 */
export const directoryFacets = pgTable(
  "directory_facets",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    agencies: integer("agencies").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * One counter, raised by statement triggers on `agencies` (migrations 0009, 0017) when a change
 * the public can see is made (an approved agency's page_version raised, an approval, a removal):
 * the data version of the pages every anonymous visitor sees alike but profiles (the directory,
 * landing pages, the home page), so a rendered copy kept in memory (server/page-cache.ts) is used
 * only while nothing it shows has changed, in whichever process the change was made. A pending
 * listing, a flag or a billing id raises nothing, so those writes never wait on this row.
 */
export const pageDataVersion = pgTable(
  "page_data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("page_data_version_one_row", sql`${t.id} = 1`)],
);

/** Match (docs/product.md#entities). */
export const matches = pgTable(
  "matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    briefId: integer("brief_id")
      .notNull()
      .references(() => briefs.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The match's thread (docs/decisions/018-project-room.md): the newest message each side has
     * seen (0 for none), and the newest message each side was mailed about, and when, so a side
     * gets at most one mail per thread per THREAD_MAIL_GAP_MINUTES and none for what it has read.
     */
    clientReadId: integer("client_read_id").notNull().default(0),
    agencyReadId: integer("agency_read_id").notNull().default(0),
    clientMailedId: integer("client_mailed_id").notNull().default(0),
    agencyMailedId: integer("agency_mailed_id").notNull().default(0),
    clientMailedAt: timestamp("client_mailed_at", { withTimezone: true }),
    agencyMailedAt: timestamp("agency_mailed_at", { withTimezone: true }),
    /**
     * The agency's answer (issue 31, docs/decisions/020-answering-a-match.md): pending until it
     * accepts or declines (with a reason) or the operator replaces it; due `answer_due_at`, 48
     * working hours after the match, with a reminder at `remind_at`, halfway. Only pending and
     * accepted matches hold one of the brief's places.
     */
    answer: text("answer").notNull().default("pending"),
    answerDueAt: timestamp("answer_due_at", { withTimezone: true }),
    remindAt: timestamp("remind_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    declineNote: text("decline_note"),
    /** When the client hired this agency (accepted its proposal); at most one match per brief. */
    hiredAt: timestamp("hired_at", { withTimezone: true }),
  },
  (t) => [
    unique("matches_brief_agency_key").on(t.briefId, t.agencyId),
    uniqueIndex("matches_hired_key")
      .on(t.briefId)
      .where(sql`${t.hiredAt} is not null`),
    index("matches_agency_idx").on(t.agencyId, t.matchedAt.desc()),
    // The reminders' and the overdue list's search: pending matches by their times.
    index("matches_pending_idx")
      .on(t.answerDueAt)
      .where(sql`${t.answer} = 'pending'`),
    check("matches_answer", sql`${t.answer} in ('pending', 'accepted', 'declined', 'replaced')`),
    check(
      "matches_decline_reason",
      sql`(${t.answer} = 'declined') = (${t.declineReason} is not null) and ${t.declineReason} in ('too-busy', 'not-our-field', 'budget-too-low', 'other')`,
    ),
    check("matches_decline_note_length", sql`char_length(${t.declineNote}) <= 500`),
  ],
);

/**
 * A message in a match's thread (docs/decisions/018-project-room.md): written by the brief's
 * client, the matched agency or the operator (as Wakala). A hidden message is kept for the record
 * and shown as removed. Deleting the match (its brief or its agency) deletes its messages.
 */
export const threadMessages = pgTable(
  "thread_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /**
     * The Message-ID of the e-mail answer this message came from (decision 019); null when written
     * on the site. A mail delivered twice (a sender's retry) is kept once.
     */
    mailMessageId: text("mail_message_id"),
  },
  (t) => [
    index("thread_messages_match_idx").on(t.matchId, t.id),
    uniqueIndex("thread_messages_mail_message_idx")
      .on(t.matchId, t.mailMessageId)
      .where(sql`${t.mailMessageId} is not null`),
    check("thread_messages_mail_message_id_length", sql`char_length(${t.mailMessageId}) <= 998`),
    check("thread_messages_author", sql`${t.author} in ('client', 'agency', 'operator')`),
    // Empty only with files (checked by the room's service).
    check("thread_messages_body_length", sql`char_length(${t.body}) <= 5000`),
  ],
);

export type { ProposalLineRow, ProposalMilestoneRow };

/**
 * An agency's proposal for a brief it was matched with (issue 31): one per match, so one live
 * proposal per agency per brief. Its state: draft (never sent), sent, revised (sent again),
 * accepted, declined, withdrawn, expired. `version` is the newest sent version (0 for none).
 */
export const proposals = pgTable(
  "proposals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    briefId: integer("brief_id")
      .notNull()
      .references(() => briefs.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    state: text("state").notNull().default("draft"),
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    firstSentAt: timestamp("first_sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    unique("proposals_match_key").on(t.matchId),
    index("proposals_brief_idx").on(t.briefId),
    check(
      "proposals_state",
      sql`${t.state} in ('draft', 'sent', 'revised', 'accepted', 'declined', 'withdrawn', 'expired')`,
    ),
  ],
);

/**
 * A version of a proposal: the draft being written (`sent_at` null, at most one, the newest), or
 * a version as it was sent, which nothing changes again (a trigger refuses it, migration 0025).
 * Money in integer fils (domain/proposal-money.ts).
 */
export const proposalVersions = pgTable(
  "proposal_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    summary: text("summary").notNull(),
    scope: text("scope").notNull(),
    lines: jsonb("lines").$type<ProposalLineRow[]>().notNull(),
    discountFils: bigint("discount_fils", { mode: "number" }).notNull(),
    subtotalFils: bigint("subtotal_fils", { mode: "number" }).notNull(),
    vatFils: bigint("vat_fils", { mode: "number" }).notNull(),
    totalFils: bigint("total_fils", { mode: "number" }).notNull(),
    vatPercent: smallint("vat_percent").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    validUntil: text("valid_until"),
    milestones: jsonb("milestones").$type<ProposalMilestoneRow[]>().notNull(),
    note: text("note"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("proposal_versions_key").on(t.proposalId, t.version),
    check(
      "proposal_versions_money",
      sql`${t.discountFils} >= 0 and ${t.subtotalFils} >= ${t.discountFils} and ${t.vatFils} >= 0 and ${t.totalFils} = ${t.subtotalFils} - ${t.discountFils} + ${t.vatFils}`,
    ),
    check("proposal_versions_dates", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A file of a message in a match's thread (decision 018): its bytes in the object storage under
 * `storage_key`, its type as its content says, its cleaned name. Deleting the message, the match,
 * the brief or the agency deletes the row; a trigger then deletes the stored bytes (or queues their
 * deletion from S3, storage_deletions).
 */
export const threadFiles = pgTable(
  "thread_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer("message_id")
      .notNull()
      .references(() => threadMessages.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    briefId: integer("brief_id")
      .notNull()
      .references(() => briefs.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    byteLength: integer("byte_length").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("thread_files_message_idx").on(t.messageId),
    index("thread_files_brief_idx").on(t.briefId),
  ],
);

/**
 * The invitation to review one match (decision 014): mailed REVIEW_INVITE_DAYS after the match,
 * with one reminder; its link is single use. The mail holds the link, the row only its SHA-256
 * (the reminder's link is a second token). Deleting the match (its brief or agency) deletes it.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    matchId: integer("match_id")
      .primaryKey()
      .references(() => matches.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    reminderTokenHash: text("reminder_token_hash"),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When a review was written through it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** When the client said the project did not go ahead with this agency: nothing more is asked. */
    declinedAt: timestamp("declined_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_invitations_token_key").on(t.tokenHash),
    uniqueIndex("review_invitations_reminder_token_key").on(t.reminderTokenHash),
    index("review_invitations_reminder_due_idx")
      .on(t.invitedAt)
      .where(sql`${t.remindedAt} is null and ${t.usedAt} is null and ${t.declinedAt} is null`),
  ],
);

/**
 * A verified review of an agency by the client of one match (decision 014): waits for the
 * operator (pending), then approved or rejected; the agency's one public reply is moderated too.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    briefId: integer("brief_id")
      .notNull()
      .references(() => briefs.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    overall: smallint("overall").notNull(),
    quality: smallint("quality").notNull(),
    communication: smallint("communication").notNull(),
    value: smallint("value").notNull(),
    timeliness: smallint("timeliness").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    wentAhead: boolean("went_ahead").notNull(),
    budget: text("budget").notNull(),
    /** "first name, company" as shown, or null when the reviewer asked to stay anonymous. */
    reviewerName: text("reviewer_name"),
    /** The language it was written in: the mail about its moderation is written in it. */
    locale: text("locale").notNull().default("en"),
    status: text("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    reply: text("reply"),
    replyStatus: text("reply_status"),
    replyRejectionReason: text("reply_rejection_reason"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_match_key").on(t.matchId),
    index("reviews_agency_published_idx")
      .on(t.agencyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index("reviews_brief_idx").on(t.briefId),
    index("reviews_waiting_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' or ${t.replyStatus} = 'pending'`),
    ...(["overall", "quality", "communication", "value", "timeliness"] as const).map((column) =>
      check(`reviews_${column}_stars`, sql`${t[column]} between 1 and 5`),
    ),
    check("reviews_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "reviews_reply_status",
      sql`${t.replyStatus} is null or ${t.replyStatus} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * A saved search (docs/decisions/015-saved-searches.md): the directory's filters and search text
 * an address asked to be alerted about, how often, in which language. Unconfirmed until its
 * double opt-in link is used, and purged SAVED_SEARCH_CONFIRM_DAYS after it was last saved if never
 * confirmed. Empty filter arrays mean "any". `q_query` is the search text compiled once, at save,
 * into the tsquery a trigger on agencies evaluates (migration 0012); null without a text.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text("email").notNull(),
    locale: text("locale").notNull().default("en"),
    /** instant | daily | weekly */
    frequency: text("frequency").notNull(),
    pro: boolean("pro").notNull().default(false),
    services: text("services").array().notNull(),
    locations: text("locations").array().notNull(),
    industries: text("industries").array().notNull(),
    q: text("q").notNull().default(""),
    qQuery: tsquery("q_query"),
    /** The canonical query string of the filters: one saved search per address and filters. */
    filtersKey: text("filters_key").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** When its last alert was mailed (a digest's slot is due once after this). */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_searches_email_filters_key").on(t.email, t.filtersKey),
    index("saved_searches_unconfirmed_idx")
      .on(t.updatedAt)
      .where(sql`${t.confirmedAt} is null`),
    // The matching trigger's candidates: active searches by filter, "any" written as '*'.
    index("saved_searches_services_gin")
      .using("gin", sql`saved_search_any(${t.services})`)
      .where(sql`${t.confirmedAt} is not null and ${t.pausedAt} is null`),
    index("saved_searches_locations_gin")
      .using("gin", sql`saved_search_any(${t.locations})`)
      .where(sql`${t.confirmedAt} is not null and ${t.pausedAt} is null`),
    index("saved_searches_industries_gin")
      .using("gin", sql`saved_search_any(${t.industries})`)
      .where(sql`${t.confirmedAt} is not null and ${t.pausedAt} is null`),
    check("saved_searches_frequency", sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
  ],
);

/**
 * An agency that newly matched a saved search: queued (sent_at null) until the search's next
 * alert, then kept as sent so the same agency is never alerted twice for one search (its key).
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.agencyId] }),
    index("saved_search_matches_queued_idx")
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`${t.sentAt} is null`),
    index("saved_search_matches_agency_idx").on(t.agencyId),
  ],
);

/**
 * Payment, one row per paid invoice (refunds mark it, they add no row) (docs/product.md#entities).
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The provider's payment (Stripe: the PaymentIntent), which a refund names. */
    stripePaymentId: text("stripe_payment_id").notNull(),
    /** The provider's invoice this payment paid: one row per paid invoice. */
    invoiceId: text("invoice_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default(PLAN_CURRENCY),
    startDate: timestamp("start_date", { withTimezone: true }),
    nextBillingDate: timestamp("next_billing_date", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_stripe_payment_id_key").on(t.stripePaymentId),
    uniqueIndex("payments_invoice_id_key").on(t.invoiceId),
    index("payments_agency_idx").on(t.agencyId, t.createdAt.desc()),
  ],
);

/**
 * An agency's Pro subscription as the payment provider last reported it (the provider is the
 * source of truth; see services/billing). isPro on the agency follows these rows.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** stripe | test */
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete, ... */
    status: text("status").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The reason of the last failed renewal, cleared by the next paid invoice. */
    lastPaymentError: text("last_payment_error"),
    /** For the Pro price (STRIPE_PRICE_ID, or the test provider's): only then it makes Pro. */
    proPrice: boolean("pro_price").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_id_key").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_agency_idx").on(t.agencyId, t.createdAt.desc()),
  ],
);

/**
 * What the built-in test payment provider keeps (docs/product.md, P7): its checkout
 * sessions, subscriptions and invoices as JSON, standing in for Stripe's side of the conversation.
 */
export const testBillingObjects = pgTable("test_billing_objects", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  data: jsonb("data").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's own Pro price in its subscriptions' data, as STRIPE_PRICE_ID is Stripe's. */
export const TEST_PRO_PRICE_ID = "price_test_pro";

/** Contact message (docs/product.md#entities). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The language of the page it was sent from: the confirmation is written in it. */
    locale: text("locale").notNull().default("en"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_submitted_at_idx").on(t.submittedAt.desc())],
);

/** User, used for operator (admin) accounts with a password hash (docs/product.md#entities). */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_username_key").on(t.username)],
);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    /** A client's session: the address of their briefs, lower-cased. */
    clientEmail: text("client_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the session was last used (kept to the minute): it also ends after idling too long. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "sessions_one_owner",
      sql`num_nonnulls(${t.userId}, ${t.agencyId}, ${t.clientEmail}) = 1`,
    ),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * One-time sign-in links (hashed, short-lived, single use) for an agency, or for a client: the
 * address of their briefs, lower-cased.
 */
export const signInTokens = pgTable(
  "sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    clientEmail: text("client_email"),
    redirectTo: text("redirect_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sign_in_tokens_agency_idx").on(t.agencyId),
    index("sign_in_tokens_client_idx").on(t.clientEmail),
    check("sign_in_tokens_one_owner", sql`num_nonnulls(${t.agencyId}, ${t.clientEmail}) = 1`),
  ],
);

/**
 * Sign-in links asked for, waiting for the outbox worker (docs/decisions/010). A request only
 * writes one of these, listed address or not, so its answer and its timing tell nobody which
 * addresses have a listing; the worker looks the address up, mails a link or keeps the newest
 * one working, and deletes the row.
 */
export const signInRequests = pgTable("sign_in_requests", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** The address typed, as typed; kept only until the worker takes the request. */
  email: text("email").notNull(),
  /** Whose link: an agency's (its listing's address) or a client's (the address of briefs). */
  audience: text("audience").notNull().default("agency"),
  redirectTo: text("redirect_to").notNull(),
  /** The language of the page the link was asked on: the mail's and the dashboard's. */
  locale: text("locale").notNull(),
  createdAt: createdAt(),
});

/**
 * A listing's new e-mail address, waiting for its owner to confirm a mailed link (hashed, single
 * use, expiring); until then the listing keeps its current address.
 */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    tokenHash: text("token_hash").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_change_requests_agency_idx").on(t.agencyId)],
);

/** The transactional e-mail outbox, written in the same transaction as what the mail is about. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** pending -> sending -> sent | failed; a failed attempt goes back to pending until the last. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * What the mail is about, so deleting a brief, an agency or a message deletes its mail too
     * (a match mail names both its brief and its agency).
     */
    briefId: integer("brief_id").references(() => briefs.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    contactMessageId: integer("contact_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    savedSearchId: integer("saved_search_id").references(() => savedSearches.id, {
      onDelete: "cascade",
    }),
    /** Extra headers of the mail, such as a saved-search alert's List-Unsubscribe (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Set when the body holds a one-time link valid until then: the body is not kept once sent. */
    secretUntil: timestamp("secret_until", { withTimezone: true }),
    /**
     * The left part of the mail's Message-ID, the same at every attempt: a copy sent again (the
     * server took it but its answer was lost) is recognisably the same message to the receiver.
     */
    messageKey: uuid("message_key").notNull().defaultRandom(),
  },
  (t) => [
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // Delivered or abandoned mail, oldest first, for the retention purge.
    index("email_outbox_done_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('sent', 'failed')`),
    index("email_outbox_brief_idx").on(t.briefId),
    index("email_outbox_agency_idx").on(t.agencyId),
    index("email_outbox_contact_message_idx").on(t.contactMessageId),
    index("email_outbox_saved_search_idx").on(t.savedSearchId),
    check("email_outbox_status", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** Mail "delivered" when no SMTP server is configured, shown at /dev/mailbox. */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Its outbox row: deleting that (a privacy deletion, the retention purge) deletes this. */
    outboxId: integer("outbox_id").references(() => emailOutbox.id, { onDelete: "cascade" }),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** A one-time link in the body stays readable until then (the link's expiry), then is removed. */
    secretUntil: timestamp("secret_until", { withTimezone: true }),
    /** The extra headers it was sent with (List-Unsubscribe...). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("dev_mailbox_created_at_idx").on(t.createdAt.desc()),
    index("dev_mailbox_outbox_idx").on(t.outboxId),
    index("dev_mailbox_secret_until_idx")
      .on(t.secretUntil)
      .where(sql`${t.secretUntil} is not null`),
  ],
);

/**
 * A tax invoice or credit note for Pro (issue 32, docs/decisions/023-tax-invoices.md): what it
 * shows is kept in the row itself (seller, buyer, lines, totals), so it reads the same for the
 * retention period whatever happens to the agency, its payment or the seller's settings. The
 * agency and payment links go null when those are deleted; the document stays until
 * `retain_until` (five years after the end of its year of issue).
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** invoice | credit_note */
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    /** From tax_document_numbers: unbroken per kind. */
    number: integer("number").notNull(),
    /** The seller was VAT-registered when it was issued: a tax invoice (or tax credit note). */
    taxInvoice: boolean("tax_invoice").notNull(),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** A credit note's invoice. */
    correctsId: integer("corrects_id").references((): AnyPgColumn => taxDocuments.id),
    reason: text("reason"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    supplyStart: timestamp("supply_start", { withTimezone: true }).notNull(),
    supplyEnd: timestamp("supply_end", { withTimezone: true }).notNull(),
    currency: text("currency").notNull(),
    seller: jsonb("seller").$type<TaxParty>().notNull(),
    buyer: jsonb("buyer").$type<TaxParty>().notNull(),
    lines: jsonb("lines").$type<TaxDocumentLine[]>().notNull(),
    taxableFils: bigint("taxable_fils", { mode: "number" }).notNull(),
    vatFils: bigint("vat_fils", { mode: "number" }).notNull(),
    totalFils: bigint("total_fils", { mode: "number" }).notNull(),
    /** The provider's invoice id the payment carried (Stripe in_…), quoted as the reference. */
    paymentReference: text("payment_reference"),
    retainUntil: timestamp("retain_until", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("tax_documents_number_key").on(t.kind, t.number),
    // One invoice per payment. An invoice may have several credit notes (partial refunds made at
    // the provider); issueCreditNoteForPayment keeps their sum within the invoice's total.
    uniqueIndex("tax_documents_payment_key")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'invoice'`),
    index("tax_documents_corrects_idx").on(t.correctsId),
    index("tax_documents_agency_idx").on(t.agencyId, t.issuedAt.desc()),
    index("tax_documents_issued_idx").on(t.issuedAt),
    check("tax_documents_kind", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("tax_documents_number", sql`${t.number} > 0`),
    check(
      "tax_documents_credit",
      sql`(${t.kind} = 'credit_note') = (${t.correctsId} is not null and ${t.reason} is not null)`,
    ),
    check("tax_documents_totals", sql`${t.taxableFils} + ${t.vatFils} = ${t.totalFils}`),
  ],
);

/**
 * The last number issued per kind of tax document. Taking a number updates this row in the
 * transaction that writes the document, so numbers are unbroken: a rollback gives the number back,
 * and the row lock makes concurrent issuers (any process) wait their turn. A sequence would leave
 * gaps.
 */
export const taxDocumentNumbers = pgTable("tax_document_numbers", {
  kind: text("kind").$type<TaxDocumentKind>().primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** Payment-provider webhook events already handled, so a replay does nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Fixed-window request counters shared by every app process (see services/rate-limit). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limits_expires_at_idx").on(t.expiresAt),
  ],
);
