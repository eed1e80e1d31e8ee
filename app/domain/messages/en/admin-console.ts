/** Texts of the admin dashboard's tables, detail pages and their APIs (issue 6). */
export const adminConsoleEn = {} as const;
