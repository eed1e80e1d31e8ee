import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { format } from "~/domain/i18n";
import { reasonsText } from "~/domain/matching";
import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";
import { useHydrated } from "../submissions/use-hydrated";
import { showToast } from "../toasts";
import { buttonClasses } from "../ui/button-link";
import type { AgencyOption, SuggestedOption } from "~/domain/views/match-board";

/**
 * The agency select and 'Save Match' button of one brief: an `ActionForm` whose action redirects
 * back with the outcome as a toast. With JavaScript an empty choice is refused here first.
 */
export function MatchForm({
  briefId,
  companyName,
  page,
  suggestions,
  others,
  othersComplete,
}: {
  briefId: number;
  companyName: string;
  page: number;
  suggestions: SuggestedOption[];
  others: AgencyOption[];
  othersComplete: boolean;
}) {
  const matchingMessages = useMessages().matching;
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  const selectId = `agency-for-${briefId}`;

  function checkChoice(event: FormEvent<HTMLFormElement>) {
    if (new FormData(event.currentTarget).get("agencyId")) return;
    event.preventDefault();
    showToast({
      id: `select-agency-${briefId}`,
      type: "error",
      title: matchingMessages.toasts.selectAgency,
    });
    select.current?.focus();
  }

  if (suggestions.length === 0 && others.length === 0) {
    return <p className="text-sm text-slate-600">{matchingMessages.form.noAgencies}</p>;
  }

  return (
    <ActionForm
      fields={{ briefId }}
      values={{ page }}
      onSubmit={checkChoice}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      {(busy) => (
        <>
          {/* Without JavaScript the page loads again from the top: come back to this brief. */}
          {!hydrated && <input type="hidden" name="anchor" value="1" />}
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
              {matchingMessages.form.label}
              <span className="sr-only">
                {" "}
                {format(matchingMessages.form.labelFor, { companyName })}
              </span>
            </label>
            <select
              ref={select}
              id={selectId}
              name="agencyId"
              defaultValue=""
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
            >
              <option value="">{matchingMessages.form.placeholder}</option>
              {suggestions.length > 0 && (
                <optgroup label={matchingMessages.form.suggested}>
                  {suggestions.map((s) => (
                    <option key={s.id} value={s.id}>
                      {format(matchingMessages.form.option, {
                        name: s.name,
                        reasons: reasonsText(s.reasons, matchingMessages.reasons),
                      })}
                    </option>
                  ))}
                </optgroup>
              )}
              {others.length > 0 && (
                <optgroup
                  label={othersComplete ? matchingMessages.form.all : matchingMessages.form.more}
                >
                  {others.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </div>
          <button
            type="submit"
            disabled={busy}
            className={clsx(buttonClasses("primary"), "shrink-0 disabled:opacity-60")}
          >
            {busy && (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:animate-none"
              />
            )}
            {busy ? matchingMessages.form.submitting : matchingMessages.form.submit}
          </button>
        </>
      )}
    </ActionForm>
  );
}
