import { Search, SlidersHorizontal, X } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import {
  activeFilterCount,
  directoryPageHref,
  directoryParams,
  directorySearch,
  MAX_SEARCH_LENGTH,
  parseDirectoryQuery,
  type DirectoryFacets,
  type DirectoryFilters,
  type Landing,
  type PublicAgency,
} from "~/domain/directory";
import { activeFilterChips, directoryHeading, type FilterChip } from "~/domain/directory-heading";
import { format, pathWithoutLocale } from "~/domain/i18n";
import { useLocale, useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import { ButtonLink, buttonClasses } from "../ui/button-link";
import { CtaBand } from "../marketing/cta-band";
import { AgencyCard, AgencyCardSkeleton } from "./agency-card";
import { NoAgenciesYet, NoMatches } from "./directory-states";
import { FilterFields } from "./filter-fields";
import { Pagination } from "./pagination";

export type DirectoryData = {
  agencies: PublicAgency[];
  matching: number;
  total: number;
  page: number;
  pageCount: number;
  facets: DirectoryFacets;
  filters: DirectoryFilters;
  /** Set on a landing page (/agencies/in/dubai), whose pages are numbered on its own address. */
  landing?: Landing;
};

const FORM_ID = "directory-filters";
const PANEL_ID = "directory-filter-panel";
const SKELETON_CARDS = 6;

/** Paths whose loader is the directory's: /agencies and its landing pages. */
function isDirectoryPath(localizedPathname: string) {
  const pathname = pathWithoutLocale(localizedPathname);
  return pathname === "/agencies" || /^\/agencies\/(in|for)\//.test(pathname);
}

/**
 * The directory (docs/product.md#routes-and-screens, P4): search, filters (sidebar on large
 * screens, a slide-in panel on small ones), the count line, cards in pages of 24, the empty,
 * no-match and loading states, and the closing call to action. Filters live in the URL: one GET
 * form, which works as plain HTML (the page ships no React, see page-scripts.ts). The panel is a
 * popover on small screens (opened by its button, no script) and shown in place from lg up.
 */
export function DirectoryView({
  data,
  title,
  intro,
}: {
  data: DirectoryData;
  title: string;
  intro: string;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const directoryMessages = messages.directory;
  const formatters = useFormatters();
  const navigation = useNavigation();
  // In a hydrated document (reached by a client navigation), a filter change loading shows the
  // skeleton.
  const pending =
    navigation.state === "loading" && isDirectoryPath(navigation.location.pathname)
      ? parseDirectoryQuery(new URLSearchParams(navigation.location.search)).filters
      : undefined;
  const filters = pending ?? data.filters;
  const active = activeFilterCount(filters);
  const pageHref = (page: number) => directoryPageHref(data.filters, page, data.landing);
  const empty = data.total === 0;
  const hidden = activeFilterCount(filters) === 0 && !filters.q;
  // The heading and the chips say what is shown: the filters of the page's data.
  const heading = directoryHeading(data.filters, directoryMessages.heading, locale);
  const chips = activeFilterChips(data.filters, directoryMessages.heading, locale);

  return (
    <>
      <div className="page-band">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {heading ?? title}
            {heading && (
              <span className="font-semibold text-slate-500">
                {" "}
                {format(directoryMessages.heading.count, {
                  count: formatters.number(data.matching),
                })}
              </span>
            )}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{intro}</p>
          {!empty && (
            <div className="mt-6 flex flex-wrap gap-2" role="search">
              <label htmlFor="directory-q" className="sr-only">
                {directoryMessages.search.label}
              </label>
              <div className="relative min-w-0 flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
                />
                <input
                  id="directory-q"
                  key={data.filters.q}
                  type="search"
                  name={directoryParams.q}
                  form={FORM_ID}
                  defaultValue={data.filters.q}
                  maxLength={MAX_SEARCH_LENGTH}
                  placeholder={directoryMessages.search.placeholder}
                  className="h-12 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
                />
              </div>
              <button
                type="submit"
                form={FORM_ID}
                className={`${buttonClasses("primary", "lg")} max-sm:px-4`}
              >
                <Search aria-hidden="true" className="size-5 sm:hidden" />
                <span className="max-sm:sr-only">{directoryMessages.search.submit}</span>
              </button>
              <button
                type="button"
                popoverTarget={PANEL_ID}
                className="filter-button inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 max-sm:basis-full lg:hidden"
              >
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {directoryMessages.filters.open}
                {active > 0 && (
                  <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{active}</span>
                    <span className="sr-only">
                      {format(directoryMessages.filters.activeCount, {
                        count: formatters.number(active),
                      })}
                    </span>
                  </span>
                )}
              </button>
            </div>
          )}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 lg:px-8">
        {!empty && (
          <aside
            id={PANEL_ID}
            popover="auto"
            data-narrow-only
            aria-labelledby="filters-heading"
            className="sheet filter-panel"
          >
            <Form
              id={FORM_ID}
              method="get"
              action="/agencies"
              preventScrollReset
              data-apply-on-change
              // Boxes show the filters of this page, not what the browser remembers of a visit.
              autoComplete="off"
              onSubmit={closePanel}
              className="flex min-h-0 flex-1 flex-col"
            >
              <div className="filter-panel-head">
                <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
                  {directoryMessages.filters.heading}
                </h2>
                {!hidden && (
                  <Link
                    to="/agencies"
                    preventScrollReset
                    className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 max-lg:ms-auto"
                  >
                    {directoryMessages.filters.clearAll}
                  </Link>
                )}
                <button
                  type="button"
                  popoverTarget={PANEL_ID}
                  popoverTargetAction="hide"
                  aria-label={directoryMessages.filters.close}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
                >
                  <X aria-hidden="true" className="size-6" />
                </button>
              </div>
              <div className="filter-panel-body">
                <FilterFields filters={filters} facets={data.facets} />
              </div>
              <div className="filter-panel-foot">
                <button type="submit" className={`${buttonClasses("primary")} w-full lg:mt-6`}>
                  {directoryMessages.filters.apply}
                </button>
              </div>
            </Form>
          </aside>
        )}

        <section
          aria-labelledby="results-heading"
          aria-busy={pending ? true : undefined}
          className={empty ? "lg:col-span-2" : undefined}
        >
          <h2 id="results-heading" className="sr-only">
            {directoryMessages.page.results}
          </h2>
          {empty ? (
            <NoAgenciesYet />
          ) : (
            <>
              {chips.length > 0 && (
                <ActiveFilterChips
                  chips={chips}
                  label={directoryMessages.heading.chips}
                  removeLabel={directoryMessages.heading.remove}
                  clearAll={directoryMessages.filters.clearAll}
                />
              )}
              <div className="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <p aria-live="polite" className="text-sm text-slate-600">
                  {format(directoryMessages.page.countLine, {
                    shown: formatters.number(data.matching),
                    total: formatters.number(data.total),
                  })}
                  {data.pageCount > 1 && (
                    <span className="text-slate-500">
                      {" · "}
                      {format(directoryMessages.page.pageOf, {
                        page: formatters.number(data.page),
                        pages: formatters.number(data.pageCount),
                      })}
                    </span>
                  )}
                </p>
                {/* Saves these filters as an e-mail alert (docs/decisions/015-saved-searches.md);
                    crawlers need not follow it once per filter combination. */}
                <Link
                  to={`/alerts/new${directorySearch({ ...data.filters, sort: "default" })}`}
                  rel="nofollow"
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  {directoryMessages.page.alertMe}
                </Link>
              </div>
              <p className="-mt-3 mb-5 text-sm text-slate-600">
                {filters.sort === "rating"
                  ? messages.reviewDisplay.sort.note
                  : directoryMessages.page.proFirst}
              </p>
              {pending ? (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  <li className="sr-only">{directoryMessages.page.loading}</li>
                  {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                    <li key={i}>
                      <AgencyCardSkeleton />
                    </li>
                  ))}
                </ul>
              ) : data.agencies.length === 0 ? (
                <NoMatches />
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {data.agencies.map((agency) => (
                    <li key={agency.id}>
                      <AgencyCard agency={agency} />
                    </li>
                  ))}
                </ul>
              )}
              {!pending && (
                <Pagination page={data.page} pageCount={data.pageCount} href={pageHref} />
              )}
            </>
          )}
        </section>
      </div>

      <CtaBand
        id="directory-cta"
        title={directoryMessages.cta.title}
        body={directoryMessages.cta.body}
      >
        <ButtonLink to="/submit" variant="primary" size="lg">
          {directoryMessages.cta.button}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** In a hydrated document the form's navigation happens in place, so the panel closes itself. */
function closePanel(event: FormEvent<HTMLFormElement>) {
  const panel = event.currentTarget.closest<HTMLElement>("[popover]");
  if (panel?.matches(":popover-open")) panel.hidePopover();
}

/**
 * The active filters as chips above the results, each a link to the directory without it, then
 * Clear All: plain links, so they work without JavaScript too.
 */
function ActiveFilterChips({
  chips,
  label,
  removeLabel,
  clearAll,
}: {
  chips: FilterChip[];
  label: string;
  removeLabel: string;
  clearAll: string;
}) {
  return (
    <ul aria-label={label} className="mb-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            preventScrollReset
            aria-label={format(removeLabel, { label: chip.label })}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 ps-3 pe-2 text-sm font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span dir="auto">{chip.label}</span>
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link
            to="/agencies"
            preventScrollReset
            className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {clearAll}
          </Link>
        </li>
      )}
    </ul>
  );
}
