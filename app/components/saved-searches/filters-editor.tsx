import { directoryParams, MAX_SEARCH_LENGTH } from "~/domain/directory";
import type { SavedFilters } from "~/domain/saved-searches";
import { emirates, industries, services } from "~/domain/value-sets";
import { CheckboxGroup } from "../forms/checkbox-group";
import { TextField } from "../forms/field";
import { useLocale, useMessages } from "../i18n";

/** The three groups of boxes: the directory's query name, the legend and the filters' list. */
const groups = [
  { name: directoryParams.service, legend: "services", set: services, field: "services" },
  { name: directoryParams.location, legend: "locations", set: emirates, field: "locations" },
  { name: directoryParams.industry, legend: "industries", set: industries, field: "industries" },
] as const;

/**
 * A saved search's filters as form fields named as the directory's query: the services, emirates
 * and industries as boxes, Pro only, and the search words (its manage page).
 */
export function FiltersEditor({ filters }: { filters: SavedFilters }) {
  const texts = useMessages().savedSearches.pages.manage;
  const locale = useLocale();
  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-semibold text-slate-900">{texts.filtersLegend}</legend>
      <p className="-mt-3 text-sm text-slate-500">{texts.filtersHint}</p>
      {groups.map((group) => (
        <CheckboxGroup
          key={group.name}
          id={`alert-${group.name}`}
          name={group.name}
          legend={texts[group.legend]}
          options={group.set.optionsIn(locale)}
          defaultValue={filters[group.field]}
          errors={undefined}
        />
      ))}
      <label className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name={directoryParams.pro}
          value="1"
          defaultChecked={filters.pro}
          className="size-4 accent-brand-600"
        />
        {texts.proOnly}
      </label>
      <TextField
        id="alert-q"
        name={directoryParams.q}
        type="text"
        dir="auto"
        maxLength={MAX_SEARCH_LENGTH}
        defaultValue={filters.q}
        label={texts.q}
        hint={texts.qHint}
        errors={undefined}
      />
    </fieldset>
  );
}
