import type { PublicAgency } from "../directory";

/**
 * What the home page shows of the real marketplace (issue 28; services/home-page.server.ts):
 * agencies from the directory and figures counted from the data, never a mock.
 */
export type HomePageData = {
  /** The Pro agencies, who pay for this place (said beside them): best rated first. */
  featured: PublicAgency[];
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
