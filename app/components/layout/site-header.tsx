import { clsx } from "clsx";
import { Link, NavLink } from "react-router";
import { format } from "~/domain/i18n";
import { useMessages, useSite } from "../i18n";
import { ButtonLink } from "../ui/button-link";
import { SiteLogo } from "../ui/site-logo";
import { MobileMenu } from "./mobile-menu";
import { navItems } from "./nav-items";
import { useScrolledPast } from "./use-scrolled-past";

/**
 * The bar changes once the page is scrolled more than this
 * (docs/product.md#limits-and-business-constants).
 */
const SCROLL_THRESHOLD_PX = 10;

/** The fixed top navigation: logo, page links and the two calls to action; a menu on small screens. */
export function SiteHeader() {
  const messages = useMessages();
  const siteName = useSite()?.name ?? "";
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200",
        scrolled
          ? "border-slate-200 bg-white/95 shadow-md backdrop-blur"
          : "border-transparent bg-white/70 backdrop-blur-sm",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={format(messages.site.homeLinkLabel, { siteName })}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <SiteLogo siteName={siteName} />
        </Link>
        <nav aria-label={messages.nav.mainNavigation} className="hidden lg:block">
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
        <div className="hidden items-center gap-3 lg:flex">
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

const desktopLinkClasses =
  "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 " +
  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 " +
  "focus-visible:outline-2 focus-visible:outline-brand-600";
