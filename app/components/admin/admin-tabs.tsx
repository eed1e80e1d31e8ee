import { clsx } from "clsx";
import { Building, FileText, MessageSquare, Star } from "lucide-react";
import { Link } from "react-router";
import { adminTabs, type AdminTab } from "~/domain/admin-console";
import { useMessages } from "../i18n";

const icons = { agencies: Building, briefs: FileText, messages: MessageSquare, reviews: Star };

/**
 * The dashboard's sections as links in the URL (`?tab=`), so each is a shareable address and
 * works without JavaScript; the current one is marked with aria-current.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  const adminConsoleMessages = useMessages().adminConsole;
  return (
    <nav aria-label={adminConsoleMessages.sectionsLabel} className="border-b border-slate-200">
      <ul className="-mb-px grid grid-cols-4 sm:flex sm:gap-1">
        {adminTabs.map((tab) => {
          const Icon = icons[tab];
          const active = tab === current;
          return (
            <li key={tab} className="flex">
              <Link
                to={tab === "agencies" ? "/admin" : `/admin?tab=${tab}`}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "flex w-full flex-col items-center gap-1 border-b-2 px-1 py-2.5 text-center text-xs font-semibold",
                  "sm:flex-row sm:gap-2 sm:px-4 sm:py-3 sm:text-sm sm:whitespace-nowrap",
                  "rounded-t-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                  active
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {adminConsoleMessages.tabs[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
