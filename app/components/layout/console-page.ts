import { useMatches } from "react-router";

/**
 * The operator console's pages (/admin, its login, /admin/matches, /admin/briefs/{id}): English
 * only, with their own header and no public calls to action or language switch (docs/product.md,
 * P16). A route marks itself with `handle = consolePage`; a console route's error
 * page (a brief that is gone) keeps the console's frame.
 */
export const consolePage = { console: true } as const;

export function useIsConsolePage(): boolean {
  return useMatches().some((match) => (match.handle as { console?: boolean })?.console === true);
}

/** The signed-in operator, from the console route's loader data (`admin`), if any. */
export function useConsoleOperator(): { username: string } | null {
  for (const match of useMatches()) {
    const admin = (match.loaderData as { admin?: { username: string } | null } | undefined)?.admin;
    if (admin) return admin;
  }
  return null;
}
