import { NavLink, Link } from "react-router";
import { format } from "~/domain/i18n";
import { useMessages, useSite } from "../i18n";
import { useConsoleOperator } from "../layout/console-page";
import { SiteLogo } from "../ui/site-logo";
import { SignedInAs } from "./signed-in-bar";

/**
 * The operator console's header on every admin page: the brand (to the console's start), the
 * console's sections and who is signed in with Logout. No public calls to action and no language
 * switch: the console is English only (docs/product.md, P16). Links are plain router links, never
 * localized.
 */
export function ConsoleHeader() {
  const messages = useMessages();
  const headerMessages = messages.adminConsole.header;
  const siteName = useSite()?.name ?? "";
  const operator = useConsoleOperator();
  const threadsTitle = messages.adminConsole.threads.title;
  return (
    <header data-site-chrome="" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Link
          to="/admin"
          aria-label={format(headerMessages.homeLabel, { siteName })}
          className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <SiteLogo siteName={siteName} />
          <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
            {headerMessages.badge}
          </span>
        </Link>
        {operator && (
          <>
            <nav aria-label={headerMessages.navigation}>
              <ul className="flex flex-wrap gap-1">
                <li>
                  <NavLink to="/admin" end className={linkClasses}>
                    {headerMessages.submissions}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/matches" className={linkClasses}>
                    {headerMessages.matchBriefs}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/threads" className={linkClasses}>
                    {threadsTitle}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/funnel" className={linkClasses}>
                    {headerMessages.funnel}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/invoices" className={linkClasses}>
                    {headerMessages.invoices}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 sm:ms-auto">
              <SignedInAs username={operator.username} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}

/** The public navigation's look (app.css, .nav-link), with the current section marked. */
const linkClasses = "nav-link";
