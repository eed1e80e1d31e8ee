/**
 * Every text a person sees, in Arabic (Modern Standard Arabic, the register of a UAE business):
 * the same shape as ./en.ts, so the compiler finds a missing key. The operator console stays in
 * English (docs/decisions/013-arabic-and-right-to-left.md): its catalogue parts are the English ones.
 */
import type { Messages } from "./en";
import { adminConsoleEn } from "./en/admin-console";
import { adminEn } from "./en/admin";
import { agencyEmailsAr } from "./ar/agency-emails";
import { dashboardAr } from "./ar/dashboard";
import { dashboardImagesAr } from "./ar/dashboard-images";
import { dashboardInvoicesAr } from "./ar/dashboard-invoices";
import { directoryAr } from "./ar/directory";
import { generalAr } from "./ar/general";
import { matchingAr } from "./ar/matching";
import { publicPagesLegalAr } from "./ar/public-pages-legal";
import { publicPagesMainAr } from "./ar/public-pages-main";
import { submissionsAr } from "./ar/submissions";
import { submissionEmailsAr } from "./ar/submission-emails";
import { contactEmailsAr } from "./ar/contact-emails";
import { reviewsAr } from "./ar/reviews";
import { reviewFormAr } from "./ar/review-form";
import { reviewEmailsAr } from "./ar/review-emails";
import { reviewDisplayAr } from "./ar/review-display";
import { savedSearchesAr } from "./ar/saved-searches";
import { projectRoomAr } from "./ar/project-room";
import { roomEmailsAr } from "./ar/room-emails";

export const ar: Messages = {
  ...generalAr,
  publicPages: {
    ...publicPagesMainAr,
    ...publicPagesLegalAr,
    contact: { ...publicPagesLegalAr.contact, emails: contactEmailsAr },
  },
  submissions: { ...submissionsAr, emails: submissionEmailsAr },
  directory: directoryAr,
  admin: adminEn,
  adminConsole: adminConsoleEn,
  matching: matchingAr,
  dashboard: { ...dashboardAr, images: dashboardImagesAr, invoices: dashboardInvoicesAr },
  agencyEmails: agencyEmailsAr,
  reviews: { ...reviewsAr, ...reviewFormAr, emails: reviewEmailsAr },
  reviewDisplay: reviewDisplayAr,
  savedSearches: savedSearchesAr,
  projectRoom: projectRoomAr,
  roomEmails: roomEmailsAr,
};
