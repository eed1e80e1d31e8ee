import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { activeFilterCount, type DirectoryFacets, type DirectoryFilters } from "~/domain/directory";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { FilterFields } from "./filter-fields";

/**
 * Small screens with JavaScript: a Filters button with a badge counting active filters, opening
 * a panel that slides in from the start side. Choices apply at once behind the panel.
 */
export function FilterSheet({
  filters,
  facets,
  matching,
  onChange,
}: {
  filters: DirectoryFilters;
  facets: DirectoryFacets;
  matching: number;
  onChange: (next: DirectoryFilters) => void;
}) {
  const filtersMessages = useMessages().directory.filters;
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="hidden h-12 shrink-0 items-center justify-center gap-2 max-sm:basis-full rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 js:max-lg:inline-flex">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {filtersMessages.open}
        {active > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
            <span aria-hidden="true">{active}</span>
            <span className="sr-only">
              {format(filtersMessages.activeCount, { count: active })}
            </span>
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-xl [--sheet-from:-100%] rtl:[--sheet-from:100%] data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {filtersMessages.heading}
            </Dialog.Title>
            <Dialog.Close
              aria-label={filtersMessages.close}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{filtersMessages.description}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-5">
            <FilterFields idPrefix="sheet" filters={filters} facets={facets} onChange={onChange} />
          </div>
          <div className="flex shrink-0 gap-3 border-t border-slate-200 p-4">
            <Link
              to="/agencies"
              preventScrollReset
              className={`${buttonClasses("secondary")} flex-1`}
            >
              {filtersMessages.clearAll}
            </Link>
            <Dialog.Close className={`${buttonClasses("primary")} flex-1`}>
              {format(filtersMessages.showResults, { count: matching.toLocaleString("en") })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
