import { LogIn } from "lucide-react";
import { Link, NavLink } from "~/components/ui/link";
import { format } from "~/domain/i18n";
import { useMessages, useSite } from "../i18n";
import { ButtonLink } from "../ui/button-link";
import { SiteLogo } from "../ui/site-logo";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { navItems } from "./nav-items";

/**
 * The fixed top navigation: logo, page links, the language switch, the agencies' sign-in and the
 * two calls to action; a menu on small screens.
 */
export function SiteHeader() {
  const messages = useMessages();
  const siteName = useSite()?.name ?? "";
  // Its look once scrolled past 10 px is CSS (app.css, .site-header): no script needed.
  return (
    <header
      data-site-chrome=""
      className="site-header fixed inset-x-0 top-0 z-40 border-b backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={format(messages.site.homeLinkLabel, { siteName })}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <SiteLogo siteName={siteName} />
        </Link>
        <nav aria-label={messages.nav.mainNavigation} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLinkClasses}>
                  {messages.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 xl:flex">
          <LanguageSwitch className="nav-link inline-flex items-center gap-1.5" />
          <Link to="/dashboard" className="nav-link inline-flex items-center gap-1.5">
            <LogIn aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
            {messages.nav.agencySignIn}
          </Link>
          <ButtonLink to="/list" variant="secondary">
            {messages.nav.listAgency}
          </ButtonLink>
          <ButtonLink to="/submit" variant="primary">
            {messages.nav.submitBrief}
          </ButtonLink>
        </div>
        <MobileMenu siteName={siteName} />
      </div>
    </header>
  );
}

/** A component class of app.css. */
const desktopLinkClasses = "nav-link";
