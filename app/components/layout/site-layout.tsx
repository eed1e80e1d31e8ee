import { Suspense, type ReactNode } from "react";
import { ConsoleHeader } from "../admin/console-header";
import { useIsConsolePage } from "./console-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * The frame of every page, error pages included: skip link, fixed header, main, footer. The
 * operator console has its own header and no public footer (console-page.ts). The headers and the
 * footer are Suspense boundaries (nothing in them suspends): React hydrates them on their own, so
 * a key pressed in a form before hydration has finished does not wait for them (field.tsx).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const consolePage = useIsConsolePage();
  if (consolePage) {
    return (
      <>
        <SkipLink />
        <Suspense>
          <ConsoleHeader />
        </Suspense>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh focus:outline-none">
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      {/* pt-16 clears the fixed header; the minimum height keeps the footer below the fold. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh pt-16 focus:outline-none">
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </>
  );
}
