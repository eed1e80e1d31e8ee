import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";
import { SiteLogo } from "../ui/site-logo";
import { navItems } from "./nav-items";

/**
 * The small-screen navigation: a button opening a full-width sheet from the start side (left in
 * LTR, right in RTL). Radix traps focus inside, closes on Escape and gives focus back on close.
 */
export function MobileMenu({ siteName }: { siteName: string }) {
  const messages = useMessages();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useCloseOnWideScreen(open, setOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={messages.nav.openMenu}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-full flex-col overflow-y-auto bg-white px-4 pb-8 shadow-xl [--sheet-from:-100%] rtl:[--sheet-from:100%] data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none">
          <div className="flex h-16 shrink-0 items-center justify-between">
            <SiteLogo siteName={siteName} />
            <Dialog.Close
              aria-label={messages.nav.closeMenu}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{messages.nav.menuTitle}</Dialog.Title>
          <nav aria-label={messages.nav.mainNavigation} className="mt-4">
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={close} className={sheetLinkClasses}>
                    {messages.nav[item.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 flex flex-col gap-3">
            <ButtonLink to="/submit" variant="primary" size="lg" onClick={close}>
              {messages.nav.submitBrief}
            </ButtonLink>
            <ButtonLink to="/list" variant="secondary" size="lg" onClick={close}>
              {messages.nav.listAgency}
            </ButtonLink>
          </div>
          <Dialog.Description className="mt-auto pt-8 text-sm text-slate-600">
            {messages.site.navTagline}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const sheetLinkClasses =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 " +
  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 " +
  "focus-visible:outline-2 focus-visible:outline-brand-600";

/** Tailwind's lg breakpoint, where the header shows the links itself and the menu button hides. */
const WIDE_SCREEN = "(min-width: 64rem)";

/** A sheet left open while the window grows past lg would trap focus behind a hidden button. */
function useCloseOnWideScreen(open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, setOpen]);
}
