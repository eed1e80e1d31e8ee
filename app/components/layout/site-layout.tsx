import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * The frame of every page, error pages included: skip link, fixed header, main, footer.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* pt-16 clears the fixed header; the minimum height keeps the footer below the fold. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
