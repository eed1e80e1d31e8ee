import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast as showToast } from "sonner";
import { format } from "~/domain/i18n";
import { reasonsText } from "~/domain/matching";
import { useMessages } from "../i18n";
import { useHydrated } from "../submissions/use-hydrated";
import { buttonClasses } from "../ui/button-link";
import type { AgencyOption, SuggestedOption } from "./types";

/** What the page's action answers a request from this form (with JavaScript). */
export type MatchFormReply = {
  ok: boolean;
  toast: { id: string; type: "success" | "error"; title: string };
};

/**
 * The agency select and 'Save Match' button of one brief. With JavaScript it posts through a
 * fetcher and shows the answer as a toast (an empty choice is refused here first); without, it
 * is a plain POST form and the action redirects back with a flashed toast.
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
  const m = useMessages().matching;
  const fetcher = useFetcher<MatchFormReply>();
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  const busy = fetcher.state !== "idle";
  const selectId = `agency-for-${briefId}`;

  useEffect(() => {
    const reply = fetcher.data?.toast;
    if (!reply) return;
    const show = reply.type === "success" ? showToast.success : showToast.error;
    show(reply.title, { id: reply.id });
  }, [fetcher.data]);

  function checkChoice(event: FormEvent<HTMLFormElement>) {
    if (new FormData(event.currentTarget).get("agencyId")) return;
    event.preventDefault();
    showToast.error(m.toasts.selectAgency, { id: `select-agency-${briefId}` });
    select.current?.focus();
  }

  if (suggestions.length === 0 && others.length === 0) {
    return <p className="text-sm text-slate-600">{m.form.noAgencies}</p>;
  }

  return (
    <fetcher.Form
      method="post"
      onSubmit={checkChoice}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="briefId" value={briefId} />
      <input type="hidden" name="page" value={page} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
          {m.form.label}
          <span className="sr-only"> {format(m.form.labelFor, { companyName })}</span>
        </label>
        <select
          ref={select}
          id={selectId}
          name="agencyId"
          defaultValue=""
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        >
          <option value="">{m.form.placeholder}</option>
          {suggestions.length > 0 && (
            <optgroup label={m.form.suggested}>
              {suggestions.map((s) => (
                <option key={s.id} value={s.id}>
                  {format(m.form.option, {
                    name: s.name,
                    reasons: reasonsText(s.reasons, m.reasons),
                  })}
                </option>
              ))}
            </optgroup>
          )}
          {others.length > 0 && (
            <optgroup label={othersComplete ? m.form.all : m.form.more}>
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
        {busy ? m.form.submitting : m.form.submit}
      </button>
    </fetcher.Form>
  );
}
