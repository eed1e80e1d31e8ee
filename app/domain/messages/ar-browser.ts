/**
 * The Arabic catalogue as an Arabic page's browser loads it (app/entry.client.tsx): ./ar.ts without
 * the parts no Arabic page renders in the browser. The e-mails (to agencies, and the forms'
 * confirmations) are written on the server; the operator console and its match board are English and never under /ar. That keeps
 * the Arabic form pages within the English pages' script budget (docs/decisions/013).
 */
import type { BrowserMessages } from "../i18n";
import { dashboardAr } from "./ar/dashboard";
import { directoryAr } from "./ar/directory";
import { generalAr } from "./ar/general";
import { publicPagesLegalAr } from "./ar/public-pages-legal";
import { publicPagesMainAr } from "./ar/public-pages-main";
import { submissionsAr } from "./ar/submissions";
import { reviewsAr } from "./ar/reviews";
import { reviewDisplayAr } from "./ar/review-display";

/** The value sets' Arabic labels, for the selects, checkboxes and chips (entry.client registers them). */
export { arabicLabels as arabicValueSetLabels } from "../value-set-labels-ar";

export const arInBrowser: BrowserMessages = {
  ...generalAr,
  publicPages: { ...publicPagesMainAr, ...publicPagesLegalAr },
  submissions: submissionsAr,
  directory: directoryAr,
  dashboard: dashboardAr,
  reviews: reviewsAr,
  reviewDisplay: reviewDisplayAr,
};
