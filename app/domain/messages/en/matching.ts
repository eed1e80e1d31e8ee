/** Texts of the match page, suggestions, match e-mails and POST /api/matches (issue 6). */
export const matchingEn = {} as const;
