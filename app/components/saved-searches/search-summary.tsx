import { describeFilters, type SavedFilters } from "~/domain/saved-searches";
import { useLocale, useMessages } from "../i18n";

/** What a saved search watches, in words ("SEO Services · Dubai"), or "Any new agency". */
export function SearchSummary({
  label,
  filters,
  id,
}: {
  label: string;
  filters: SavedFilters;
  /** The words' id, for a control that acts on this search (aria-describedby). */
  id?: string;
}) {
  const locale = useLocale();
  const texts = useMessages().savedSearches.filters;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p id={id} className="mt-1 font-semibold text-slate-900" dir="auto">
        {describeFilters(filters, locale) ?? texts.any}
      </p>
    </div>
  );
}
