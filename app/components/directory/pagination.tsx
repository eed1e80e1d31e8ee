import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { format } from "~/domain/i18n";
import { pageLinks } from "~/domain/directory";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Page links of the directory (and of a profile's reviews): Previous, 1 … 4 5 6 … 20, Next.
 * `href(page)` builds each link; `label` names the navigation when it is not the directory's.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
}) {
  const paginationMessages = useMessages().directory.pagination;
  const formatters = useFormatters();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label ?? paginationMessages.label}
      className="mt-10 flex flex-wrap items-center justify-center gap-1"
    >
      {page > 1 && (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={clsx(item, "text-slate-700 hover:bg-slate-100")}
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {paginationMessages.previous}
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pageLinks(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="px-1 text-slate-400">
              <span aria-label={paginationMessages.gap}>…</span>
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={format(paginationMessages.page, { page: formatters.number(p) })}
                aria-current={p === page ? "page" : undefined}
                className={clsx(
                  item,
                  p === page ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {formatters.number(p)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link
          to={href(page + 1)}
          rel="next"
          className={clsx(item, "text-slate-700 hover:bg-slate-100")}
        >
          {paginationMessages.next}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </nav>
  );
}
