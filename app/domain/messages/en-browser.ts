/**
 * The English catalogue as an English page's browser loads it (app/entry.client.tsx): ./en.ts
 * without the texts only the server writes (the e-mails, and the review page, which ships no
 * script), built from the parts so those are not in the bundle. The operator console hydrates in
 * English, so its parts stay (unlike ./ar-browser.ts).
 */
import type { BrowserMessages } from "../i18n";
import type { Messages } from "./en";
import { adminEn } from "./en/admin";
import { adminConsoleEn } from "./en/admin-console";
import { dashboardEn } from "./en/dashboard";
import { directoryEn } from "./en/directory";
import { generalEn } from "./en/general";
import { matchingEn } from "./en/matching";
import { publicPagesEn } from "./en/public-pages";
import { reviewDisplayEn } from "./en/review-display";
import { reviewsEn } from "./en/reviews";
import { submissionsEn } from "./en/submissions";

export const enInBrowser: BrowserMessages & Pick<Messages, "admin" | "adminConsole" | "matching"> =
  {
    ...generalEn,
    publicPages: publicPagesEn,
    submissions: submissionsEn,
    directory: directoryEn,
    admin: adminEn,
    adminConsole: adminConsoleEn,
    matching: matchingEn,
    dashboard: dashboardEn,
    reviews: reviewsEn,
    reviewDisplay: reviewDisplayEn,
  };
