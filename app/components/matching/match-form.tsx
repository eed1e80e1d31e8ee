import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { format } from "~/domain/i18n";
import { reasonTexts, SUGGESTION_CARDS } from "~/domain/matching";
import { emirates } from "~/domain/value-sets";
import { Chip, ProBadge } from "../directory/badges";
import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";
import { useHydrated } from "../submissions/use-hydrated";
import { showToast } from "../toasts";
import { buttonClasses } from "../ui/button-link";
import type { AgencyOption, SuggestedOption } from "~/domain/views/match-board";

/**
 * The agency choice and 'Save Match' button of one brief: an `ActionForm` whose action redirects
 * back with the outcome as a toast. The best suggestions are radio cards with their reasons; the
 * last radio, 'Another agency', goes with a select of the other suggestions and agencies
 * (`otherAgencyId`, read when no card is chosen). A plain form: it works without JavaScript; with
 * it, an empty choice is refused here first, and choosing in the select ticks 'Another agency'.
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
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const otherRadio = useRef<HTMLInputElement>(null);
  const id = `agency-for-${briefId}`;
  const cards = suggestions.slice(0, SUGGESTION_CARDS);
  const moreSuggestions = suggestions.slice(SUGGESTION_CARDS);

  function checkChoice(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    if (data.get("agencyId") || data.get("otherAgencyId")) return;
    event.preventDefault();
    showToast({
      id: `select-agency-${briefId}`,
      type: "error",
      title: matchingMessages.toasts.selectAgency,
    });
    fieldset.current?.querySelector("input")?.focus();
  }

  if (suggestions.length === 0 && others.length === 0) {
    return <p className="text-sm text-slate-600">{matchingMessages.form.noAgencies}</p>;
  }

  return (
    <ActionForm
      fields={{ briefId }}
      values={{ page }}
      onSubmit={checkChoice}
      className="flex flex-col gap-3"
    >
      {(busy) => (
        <>
          {/* Without JavaScript the page loads again from the top: come back to this brief. */}
          {!hydrated && <input type="hidden" name="anchor" value="1" />}
          <fieldset ref={fieldset} className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {matchingMessages.form.label}
              <span className="sr-only">
                {" "}
                {format(matchingMessages.form.labelFor, { companyName })}
              </span>
            </legend>
            {cards.length > 0 && (
              <ul aria-label={matchingMessages.form.suggested} className="flex flex-col gap-2">
                {cards.map((agency) => (
                  <li key={agency.id}>
                    <SuggestionCard agency={agency} inputId={`${id}-${agency.id}`} />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-2 flex flex-col gap-2 rounded-xl border border-slate-200 p-3 has-[input:checked]:border-brand-600">
              <label
                htmlFor={`${id}-other`}
                id={`${id}-other-label`}
                className="flex items-center gap-2 text-sm font-medium text-slate-800"
              >
                <input
                  ref={otherRadio}
                  id={`${id}-other`}
                  type="radio"
                  name="agencyId"
                  value=""
                  className="size-4 accent-brand-600"
                />
                {matchingMessages.form.other}
              </label>
              <select
                name="otherAgencyId"
                defaultValue=""
                aria-labelledby={`${id}-other-label`}
                onChange={(event) => {
                  if (event.currentTarget.value && otherRadio.current) {
                    otherRadio.current.checked = true;
                  }
                }}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
              >
                <option value="">{matchingMessages.form.placeholder}</option>
                {moreSuggestions.length > 0 && (
                  <optgroup label={matchingMessages.form.suggested}>
                    {moreSuggestions.map((s) => (
                      <option key={s.id} value={s.id}>
                        {format(matchingMessages.form.option, {
                          name: s.name,
                          reasons: reasonTexts(s.reasons, matchingMessages.reasons).join(
                            matchingMessages.reasons.separator,
                          ),
                        })}
                      </option>
                    ))}
                  </optgroup>
                )}
                {others.length > 0 && (
                  <optgroup
                    label={othersComplete ? matchingMessages.form.all : matchingMessages.form.more}
                  >
                    {others
                      .filter((a) => !cards.some((card) => card.id === a.id))
                      .map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                  </optgroup>
                )}
              </select>
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className={clsx(buttonClasses("primary"), "self-start disabled:opacity-60")}
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

/**
 * One suggestion as a radio card: the name (the radio's accessible name), Pro, the emirate, the
 * rating, and the reasons as chips (its description). The whole card is the radio's label.
 */
function SuggestionCard({ agency, inputId }: { agency: SuggestedOption; inputId: string }) {
  const matchingMessages = useMessages().matching;
  const reasons = agency.reasons.filter((reason) => reason.kind !== "pro");
  const texts = reasonTexts(reasons, matchingMessages.reasons);
  const facts = [
    agency.location ? emirates.label(agency.location) : null,
    agency.ratingAverage !== null
      ? format(matchingMessages.form.rating, {
          average: agency.ratingAverage.toFixed(1),
          count: agency.ratingCount,
        })
      : null,
  ].filter(Boolean);
  return (
    <label
      htmlFor={inputId}
      className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-3 has-[input:checked]:border-brand-600"
    >
      <input
        id={inputId}
        type="radio"
        name="agencyId"
        value={agency.id}
        aria-labelledby={`${inputId}-name`}
        aria-describedby={`${inputId}-details`}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span
            id={`${inputId}-name`}
            dir="auto"
            className="font-semibold break-words text-slate-900"
          >
            {agency.name}
          </span>
          {agency.isPro && <ProBadge label={matchingMessages.reasons.pro} />}
        </span>
        <span id={`${inputId}-details`} className="block">
          {facts.length > 0 && (
            <span className="block text-xs text-slate-600">
              {facts.join(matchingMessages.reasons.separator)}
            </span>
          )}
          {texts.length > 0 && (
            <span className="mt-1.5 flex flex-wrap gap-1">
              {texts.map((text, index) => (
                <Chip key={index} tone={reasons[index]!.kind === "requested" ? "brand" : "slate"}>
                  {text}
                </Chip>
              ))}
            </span>
          )}
        </span>
      </span>
    </label>
  );
}
