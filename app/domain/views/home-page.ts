import type { PublicAgency } from "../directory";

/** A published review as the home page quotes it, with the agency it is about. */
export type HomeReview = {
  id: number;
  overall: number;
  title: string;
  body: string;
  /** "first name, company", or null for a reviewer who asked to stay anonymous. */
  reviewerName: string | null;
  createdAt: Date;
  agency: Pick<PublicAgency, "slug" | "agencyName" | "agencyNameAr">;
};

/**
 * What the home page shows of the real marketplace (services/home-page.server.ts):
 * agencies from the directory and figures counted from the data, never a mock.
 */
export type HomePageData = {
  /** The Pro agencies, who pay for this place (said beside them): best rated first. */
  featured: PublicAgency[];
  /** The newest published reviews of 4 or 5 stars (at most HOME_REVIEWS), newest first. */
  reviews: HomeReview[];
  figures: {
    /** Approved agencies in the directory. */
    agencies: number;
    /** Emirates with at least one approved agency. */
    emirates: number;
    /** Median hours from a brief to its first match, last 90 days; null without one. */
    medianHoursToFirstMatch: number | null;
    /** Verified reviews published on profiles. */
    reviews: number;
  };
};
