import {
  directoryParams,
  facetOptions,
  type DirectoryFacets,
  type DirectoryFilters,
  type FacetOption,
} from "~/domain/directory";
import { emirates, industries, services } from "~/domain/value-sets";
import { useLocale, useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

/**
 * The order (recommended, Pro first, or highest rated), then the filter choices: Pro only,
 * Services, Location, Industries, each option with its count, which follows the query (how many
 * would match with it and the other filters: services/directory-counts.server.ts countDirectory). A
 * choice that would match none stays, ticked or not, its words dimmed beside its 0.
 * Labelled and sorted in the page's locale, ticked from the filters in the URL; the surrounding GET form applies them (at once on wide
 * screens with script, see inline-script.ts). Repeated markup uses the short component classes
 * of app.css (`filter-option`), which keeps the directory's HTML small.
 */
export function FilterFields({
  filters,
  facets,
}: {
  filters: DirectoryFilters;
  facets: DirectoryFacets;
}) {
  const messages = useMessages();
  const filtersMessages = messages.directory.filters;
  const sortMessages = messages.reviewDisplay.sort;
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="filter-legend">{sortMessages.label}</legend>
        {/* The default order's value is empty, so the form leaves it out of the address. */}
        <label className="filter-option">
          <input
            type="radio"
            name={directoryParams.sort}
            value=""
            defaultChecked={filters.sort === "default"}
          />
          <span>{sortMessages.default}</span>
        </label>
        <label className="filter-option">
          <input
            type="radio"
            name={directoryParams.sort}
            value="rating"
            defaultChecked={filters.sort === "rating"}
          />
          <span>{sortMessages.rating}</span>
        </label>
      </fieldset>
      <label
        className={`filter-option rounded-lg border border-amber-200 bg-amber-50 px-3 font-medium${dimmedIfNone(facets.pro)}`}
      >
        <input type="checkbox" name={directoryParams.pro} value="1" defaultChecked={filters.pro} />
        <span>{filtersMessages.proOnly}</span>
        <OptionCount count={facets.pro} />
      </label>
      <FilterGroup
        legend={filtersMessages.services}
        name={directoryParams.service}
        options={facetOptions(services, facets.services, filters.services, locale)}
        selected={filters.services}
      />
      {facets.locations.length > 0 && (
        <FilterGroup
          legend={filtersMessages.location}
          name={directoryParams.location}
          options={facetOptions(emirates, facets.locations, filters.locations, locale)}
          selected={filters.locations}
        />
      )}
      {facets.industries.length > 0 && (
        <FilterGroup
          legend={filtersMessages.industries}
          name={directoryParams.industry}
          options={facetOptions(industries, facets.industries, filters.industries, locale)}
          selected={filters.industries}
        />
      )}
    </div>
  );
}

function FilterGroup({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: FacetOption[];
  selected: readonly string[];
}) {
  // Every choice shows in its place, ticked or not: no group scrolls on its own (the sidebar and
  // the phone's sheet each scroll once, as a whole), and the boxes keep the order the form sends.
  return (
    <fieldset>
      <legend className="filter-legend">{legend}</legend>
      <div className="rounded-lg border border-slate-200 p-1">
        {options.map((option) => (
          <label key={option.value} className={`filter-option${dimmedIfNone(option.count)}`}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
            />
            <span>{option.label}</span>
            <OptionCount count={option.count} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A choice that would match no agency: its words in the count's grey (still 4.5:1 on white). */
const dimmedIfNone = (count: number) => (count === 0 ? " text-slate-500" : "");

/**
 * The count shows as a number; the words of its message around it ('{count} agencies') are read
 * by screen readers only. One number instead of a hidden copy: 40 options on a page.
 */
function OptionCount({ count }: { count: number }) {
  const template = useMessages().directory.filters.optionCount;
  const formatters = useFormatters();
  const [before = "", after = ""] = template.split("{count}");
  return (
    <span className="option-count">
      {before && <span className="sr-only">{before}</span>}
      {formatters.number(count)}
      {after && <span className="sr-only">{after}</span>}
    </span>
  );
}
