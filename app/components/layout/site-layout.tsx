import type { ReactNode } from "react";
import { FlashWithoutScript } from "../toasts";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * The frame of every page, error pages included: skip link, fixed header, main (with the flashed
 * toast when scripts are off), footer.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* pt-16 clears the fixed header; the minimum height keeps the footer below the fold. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh pt-16 focus:outline-none">
        <FlashWithoutScript />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
