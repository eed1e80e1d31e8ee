/**
 * Every text a person sees, in English. Another locale is a file of the same shape (see
 * `Messages`), registered in ../i18n.ts. Placeholders are written {name}; fill them with format().
 * The plan figures {proPrice} ('AED 499'), {proCharge} ('AED 499.00') and {refundDays} (7) are
 * filled in as the catalogue loads (planFigures in ../plans.ts): write them, never the numbers.
 */
import { adminEn } from "./en/admin";
import { agencyEmailsEn } from "./en/agency-emails";
import { dashboardEn } from "./en/dashboard";
import { dashboardImagesEn } from "./en/dashboard-images";
import { dashboardInvoicesEn } from "./en/dashboard-invoices";
import { adminConsoleEn } from "./en/admin-console";
import { matchingEn } from "./en/matching";
import { directoryEn } from "./en/directory";
import { publicPagesEn } from "./en/public-pages";
import { submissionsEn } from "./en/submissions";
import { submissionEmailsEn } from "./en/submission-emails";
import { contactEmailsEn } from "./en/contact-emails";
import { reviewsEn } from "./en/reviews";
import { reviewFormEn } from "./en/review-form";
import { reviewEmailsEn } from "./en/review-emails";
import { reviewDisplayEn } from "./en/review-display";
import { generalEn } from "./en/general";
import { savedSearchesEn } from "./en/saved-searches";
import { projectRoomEn } from "./en/project-room";
import { roomEmailsEn } from "./en/room-emails";

export const en = {
  ...generalEn,
  publicPages: {
    ...publicPagesEn,
    contact: { ...publicPagesEn.contact, emails: contactEmailsEn },
  },
  submissions: { ...submissionsEn, emails: submissionEmailsEn },
  directory: directoryEn,
  admin: adminEn,
  adminConsole: adminConsoleEn,
  matching: matchingEn,
  dashboard: { ...dashboardEn, images: dashboardImagesEn, invoices: dashboardInvoicesEn },
  agencyEmails: agencyEmailsEn,
  reviews: { ...reviewsEn, ...reviewFormEn, emails: reviewEmailsEn },
  reviewDisplay: reviewDisplayEn,
  savedSearches: savedSearchesEn,
  projectRoom: projectRoomEn,
  roomEmails: roomEmailsEn,
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;
