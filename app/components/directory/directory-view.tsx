import { Search } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
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
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";
import { ButtonLink, buttonClasses } from "../ui/button-link";
import { CtaBand } from "../marketing/cta-band";
import { AgencyCard, AgencyCardSkeleton } from "./agency-card";
import { NoAgenciesYet, NoMatches } from "./directory-states";
import { FilterFields } from "./filter-fields";
import { FilterSheet } from "./filter-sheet";
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
const SKELETON_CARDS = 6;

/** Paths whose loader is the directory's: /agencies and its landing pages. */
function isDirectoryPath(pathname: string) {
  return pathname === "/agencies" || /^\/agencies\/(in|for)\//.test(pathname);
}

/**
 * The directory (docs/product.md#routes-and-screens, decision 4): search, filters (sidebar on large
 * screens, a slide-in panel on small ones), the count line, cards in pages of 24, the empty,
 * no-match and loading states, and the closing call to action. Filters live in the URL.
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
  const directoryMessages = messages.directory;
  const navigate = useNavigate();
  const navigation = useNavigation();
  // While a filter change loads, show the choice already made (and the skeleton).
  const pending =
    navigation.state === "loading" && isDirectoryPath(navigation.location.pathname)
      ? parseDirectoryQuery(new URLSearchParams(navigation.location.search)).filters
      : undefined;
  // The choice just made, shown at once: React Router's pending state arrives in a transition,
  // and until then a controlled box would flick back to its old state for a few frames.
  const [chosen, setChosen] = useState<{ filters: DirectoryFilters; over: DirectoryFilters }>();
  const filters =
    pending ?? (chosen && chosen.over === data.filters ? chosen.filters : data.filters);
  const apply = (next: DirectoryFilters) => {
    setChosen({ filters: next, over: data.filters });
    void navigate(`/agencies${directorySearch(next)}`, { preventScrollReset: true });
  };
  const pageHref = (page: number) => directoryPageHref(data.filters, page, data.landing);
  const empty = data.total === 0;
  const hidden = activeFilterCount(filters) === 0 && !filters.q;

  return (
    <>
      <div className="border-b border-slate-100 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {title}
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
              <FilterSheet
                filters={filters}
                facets={data.facets}
                matching={data.matching}
                onChange={apply}
              />
            </div>
          )}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 lg:px-8">
        {!empty && (
          <aside aria-labelledby="filters-heading" className="mb-8 lg:mb-0 max-lg:js:hidden">
            <Form id={FORM_ID} method="get" action="/agencies" preventScrollReset>
              <div className="mb-4 flex items-center justify-between">
                <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
                  {directoryMessages.filters.heading}
                </h2>
                {!hidden && (
                  <Link
                    to="/agencies"
                    preventScrollReset
                    className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {directoryMessages.filters.clearAll}
                  </Link>
                )}
              </div>
              <FilterFields
                idPrefix="sidebar"
                filters={filters}
                facets={data.facets}
                onChange={apply}
              />
              <button type="submit" className={`${buttonClasses("primary")} mt-6 w-full js:hidden`}>
                {directoryMessages.filters.apply}
              </button>
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
              <p aria-live="polite" className="mb-5 text-sm text-slate-600">
                {format(directoryMessages.page.countLine, {
                  shown: data.matching.toLocaleString("en"),
                  total: data.total.toLocaleString("en"),
                })}
                {data.pageCount > 1 && (
                  <span className="text-slate-500">
                    {" · "}
                    {format(directoryMessages.page.pageOf, {
                      page: data.page.toLocaleString("en"),
                      pages: data.pageCount.toLocaleString("en"),
                    })}
                  </span>
                )}
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
