import { Menu, X } from "lucide-react";
import type { MouseEvent } from "react";
import { NavLink } from "~/components/ui/link";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";
import { SiteLogo } from "../ui/site-logo";
import { LanguageSwitch } from "./language-switch";
import { navItems } from "./nav-items";

const MENU_ID = "site-menu";

/**
 * The small-screen navigation: a button opening a full-width sheet from the start side (left in
 * LTR, right in RTL). A modal `<dialog>` opened by an invoker command, so it works without
 * script: the page behind is inert (focus stays in the sheet), Escape closes it and focus returns
 * to the button. The page's inline script (inline-script.ts) closes it when the window grows past
 * lg, and stands in for invoker commands where a browser lacks them.
 */
export function MobileMenu({ siteName }: { siteName: string }) {
  const messages = useMessages();
  return (
    <>
      <button
        type="button"
        commandfor={MENU_ID}
        command="show-modal"
        aria-label={messages.nav.openMenu}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        id={MENU_ID}
        data-narrow-only
        aria-label={messages.nav.menuTitle}
        aria-describedby={`${MENU_ID}-tagline`}
        className="sheet start-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-white px-4 pb-8 shadow-xl open:flex xl:hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between">
          <SiteLogo siteName={siteName} />
          <button
            type="button"
            commandfor={MENU_ID}
            command="close"
            autoFocus
            aria-label={messages.nav.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={messages.nav.mainNavigation} className="mt-4">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={closeMenu} className={sheetLinkClasses}>
                  {messages.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="sheet-link mt-1 inline-flex items-center gap-2" />
        {/* No icon: the directory's HTML has a weight budget, and the text says it all. */}
        <NavLink to="/dashboard" onClick={closeMenu} className={sheetLinkClasses}>
          {messages.nav.agencySignIn}
        </NavLink>
        <div className="mt-6 flex flex-col gap-3">
          <ButtonLink to="/submit" variant="primary" size="lg" onClick={closeMenu}>
            {messages.nav.submitBrief}
          </ButtonLink>
          <ButtonLink to="/list" variant="secondary" size="lg" onClick={closeMenu}>
            {messages.nav.listAgency}
          </ButtonLink>
        </div>
        <p id={`${MENU_ID}-tagline`} className="mt-auto pt-8 text-sm text-slate-600">
          {messages.site.navTagline}
        </p>
      </dialog>
    </>
  );
}

/** On a hydrated page a link navigates in place, so the sheet closes itself. */
function closeMenu(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest("dialog")?.close();
}

/** A component class of app.css. */
const sheetLinkClasses = "sheet-link";
