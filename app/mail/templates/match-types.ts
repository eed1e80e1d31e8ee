import type { LeadBrief, OwnListing } from "~/domain/views/agency-dashboard";

/** What the match e-mails read of a brief and an agency (rows as stored). */
export type MatchMailBrief = LeadBrief;

export type MatchMailAgency = Pick<
  OwnListing,
  "slug" | "agencyName" | "contactName" | "email" | "phone" | "website" | "location" | "services"
>;

export type MatchMailSite = { name: string; url: string };

/** A name typed with line breaks must not break a subject line. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
