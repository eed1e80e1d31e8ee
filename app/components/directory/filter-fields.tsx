import { clsx } from "clsx";
import type { ChangeEvent } from "react";
import {
  directoryParams,
  type DirectoryFacets,
  type DirectoryFilters,
  type FacetOption,
} from "~/domain/directory";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";

type GroupKey = "services" | "locations" | "industries";

/**
 * The filter choices: Pro only, Services, Location, Industries, each option with its count.
 * Controlled by the filters in the URL; `onChange` (JavaScript) applies a choice at once, and
 * without JavaScript the same inputs are submitted by the surrounding GET form.
 */
export function FilterFields({
  idPrefix,
  filters,
  facets,
  onChange,
  form,
}: {
  idPrefix: string;
  filters: DirectoryFilters;
  facets: DirectoryFacets;
  onChange: (next: DirectoryFilters) => void;
  /** The id of the form the inputs belong to, when they are rendered outside it. */
  form?: string;
}) {
  const filtersMessages = useMessages().directory.filters;
  const toggle = (key: GroupKey, value: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const current = filters[key] as string[];
    const next = event.target.checked ? [...current, value] : current.filter((v) => v !== value);
    onChange({ ...filters, [key]: next });
  };
  return (
    <div className="flex flex-col gap-6">
      <label
        htmlFor={`${idPrefix}-pro`}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 text-sm font-medium text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
      >
        <input
          id={`${idPrefix}-pro`}
          type="checkbox"
          name={directoryParams.pro}
          value="1"
          form={form}
          checked={filters.pro}
          onChange={(e) => onChange({ ...filters, pro: e.target.checked })}
          className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
        />
        <span className="flex-1">{filtersMessages.proOnly}</span>
        <OptionCount count={facets.pro} />
      </label>
      <FilterGroup
        id={`${idPrefix}-services`}
        legend={filtersMessages.services}
        name={directoryParams.service}
        options={withSelected(facets.services, filters.services)}
        selected={filters.services}
        onToggle={(value) => toggle("services", value)}
        form={form}
      />
      {facets.locations.length > 0 && (
        <FilterGroup
          id={`${idPrefix}-location`}
          legend={filtersMessages.location}
          name={directoryParams.location}
          options={withSelected(facets.locations, filters.locations)}
          selected={filters.locations}
          onToggle={(value) => toggle("locations", value)}
          form={form}
        />
      )}
      {facets.industries.length > 0 && (
        <FilterGroup
          id={`${idPrefix}-industries`}
          legend={filtersMessages.industries}
          name={directoryParams.industry}
          options={withSelected(facets.industries, filters.industries)}
          selected={filters.industries}
          onToggle={(value) => toggle("industries", value)}
          form={form}
        />
      )}
    </div>
  );
}

/** A chosen value no approved agency carries any more still shows, so it can be unticked. */
function withSelected(options: FacetOption[], selected: readonly string[]): FacetOption[] {
  const missing = selected
    .filter((value) => !options.some((o) => o.value === value))
    .map((value) => ({ value, label: value, count: 0 }));
  return missing.length === 0
    ? options
    : [...options, ...missing].sort((a, b) => a.label.localeCompare(b.label, "en"));
}

function FilterGroup({
  id,
  legend,
  name,
  options,
  selected,
  onToggle,
  form,
}: {
  id: string;
  legend: string;
  name: string;
  options: FacetOption[];
  selected: readonly string[];
  onToggle: (value: string) => (event: ChangeEvent<HTMLInputElement>) => void;
  form?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="max-h-64 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 p-1">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className={clsx(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50",
              "has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
            )}
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name={name}
              value={option.value}
              form={form}
              checked={selected.includes(option.value)}
              onChange={onToggle(option.value)}
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="flex-1">{option.label}</span>
            <OptionCount count={option.count} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function OptionCount({ count }: { count: number }) {
  const filtersMessages = useMessages().directory.filters;
  return (
    <span className="text-xs text-slate-500 tabular-nums">
      <span aria-hidden="true">{count.toLocaleString("en")}</span>
      <span className="sr-only">{format(filtersMessages.optionCount, { count })}</span>
    </span>
  );
}
