import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox, Search, SearchX } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  defaultSorts,
  listSearch,
  MAX_ADMIN_SEARCH_LENGTH,
  sortParam,
  sortToggle,
  type AdminTab,
  type ListQuery,
  type SortKey,
} from "~/domain/admin-console";
import { format } from "~/domain/i18n";
import { Pagination } from "../directory/pagination";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";

export type TableView<T extends AdminTab> = {
  tab: T;
  query: ListQuery<T>;
  total: number;
  page: number;
  pageCount: number;
};

/** The address of this table with one thing changed (the search or sort start at page 1). */
export function viewHref<T extends AdminTab>(view: TableView<T>, change: Partial<ListQuery<T>>) {
  return `/admin${listSearch(view.tab, { ...view.query, page: view.page, ...change })}`;
}

/**
 * Search box, count line and extra actions above a table. A plain GET form: it works without
 * JavaScript and keeps the tab and the sort in the URL.
 */
export function TableToolbar<T extends AdminTab>({
  view,
  placeholder,
  children,
}: {
  view: TableView<T>;
  placeholder: string;
  children?: ReactNode;
}) {
  const tableMessages = useMessages().adminConsole.table;
  const id = useId();
  const { q, sort } = view.query;
  const fallback = defaultSorts[view.tab];
  const sorted = sort.key !== fallback.key || sort.direction !== fallback.direction;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Form method="get" action="/admin" role="search" className="flex min-w-0 flex-1 gap-2">
        {view.tab !== "agencies" && <input type="hidden" name="tab" value={view.tab} />}
        {sorted && <input type="hidden" name="sort" value={sortParam(sort)} />}
        <label htmlFor={id} className="sr-only">
          {tableMessages.searchLabel}
        </label>
        <div className="relative min-w-0 flex-1 sm:max-w-sm">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={id}
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_ADMIN_SEARCH_LENGTH}
            placeholder={placeholder}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          {tableMessages.searchSubmit}
        </button>
      </Form>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <p aria-live="polite">
          {q
            ? format(tableMessages.countFiltered, { count: view.total.toLocaleString("en"), q })
            : format(tableMessages.count, { count: view.total.toLocaleString("en") })}
        </p>
        {q && (
          <Link
            to={viewHref(view, { q: "", page: 1 })}
            className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {tableMessages.clearSearch}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * A table that scrolls sideways on a small screen (a focusable region, so keyboards can scroll
 * it too), with its caption for screen readers.
 */
export function TableFrame({
  caption,
  minWidth,
  children,
}: {
  caption: string;
  /** Below this width the table scrolls instead of squeezing its columns (a Tailwind class). */
  minWidth: string;
  children: ReactNode;
}) {
  const tableMessages = useMessages().adminConsole.table;
  const id = useId();
  return (
    <div>
      <p className="mb-2 text-xs text-slate-500 lg:hidden">{tableMessages.scrollHint}</p>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className={clsx("w-full border-collapse text-start text-sm", minWidth)}>
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </div>
  );
}

const headCell =
  "border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase";

export function HeadCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={clsx(headCell, className)}>
      {children}
    </th>
  );
}

/** A column header that sorts by its column (aria-sort tells which way it is sorted now). */
export function SortHeader<T extends AdminTab>({
  view,
  column,
  children,
  className,
}: {
  view: TableView<T>;
  column: SortKey<T>;
  children: string;
  className?: string;
}) {
  const tableMessages = useMessages().adminConsole.table;
  const { sort } = view.query;
  const active = sort.key === column;
  const next = sortToggle(sort, column);
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
      className={clsx(headCell, className)}
    >
      <Link
        to={viewHref(view, { sort: next, page: 1 })}
        preventScrollReset
        title={format(tableMessages.sortBy, { column: children })}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
        <Icon
          aria-hidden="true"
          className={clsx("size-3.5", active ? "text-brand-700" : "text-slate-400")}
        />
      </Link>
    </th>
  );
}

export const cell = "border-b border-slate-100 px-3 py-3 align-top text-slate-700";

/**
 * The column of a row's controls (the approval switch, delete), its header and its cells: pinned
 * to the end edge of the table's scrolling frame, so on a phone (360 px) the controls are on
 * screen without scrolling sideways, and the other columns scroll beneath them. From about
 * 1,100 px up every table fits and nothing moves.
 */
export const pinnedEnd = "sticky end-0";
export const pinnedEndCell = `${cell} ${pinnedEnd} bg-white`;

/** The page links under a table. */
export function TablePages<T extends AdminTab>({ view }: { view: TableView<T> }) {
  return (
    <Pagination
      page={view.page}
      pageCount={view.pageCount}
      href={(page) => viewHref(view, { page })}
    />
  );
}

/** No rows at all yet ('No briefs submitted yet'), or none matching the search. */
export function EmptyTable({ title, searched }: { title: string; searched: boolean }) {
  const tableMessages = useMessages().adminConsole.table;
  const Icon = searched ? SearchX : Inbox;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <p className="mt-4 text-lg font-semibold text-slate-900">
        {searched ? tableMessages.noResults : title}
      </p>
    </div>
  );
}
