import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { sitePath } from "~/domain/i18n";
import { ActionForm, usePendingSubmission, useReturnTo } from "./action-form";

type Fields = Record<string, string | number>;

const small =
  "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-start " +
  "text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-brand-600";

/**
 * A destructive action in two steps: its button opens the question, whose confirm button posts
 * (an `ActionForm`). With JavaScript the question opens in place; without it, the button is a
 * GET form that adds `confirm=` to the address and the page renders the question from there.
 * Either way, going back leaves the address without `confirm`.
 */
export function ConfirmAction({
  action,
  fields,
  values,
  label,
  labelFor,
  buttonClassName,
  question,
  confirm,
  dismiss,
}: {
  /** The route whose action takes the post; this page's own when left out. */
  action?: string;
  /** `intent` and what it acts on: they also name the question in the address. */
  fields: Fields;
  values?: Fields;
  /** The first step's button. */
  label: ReactNode;
  /** The first button's name for assistive technology, when `label` alone is not enough. */
  labelFor?: string;
  buttonClassName: string;
  question: string;
  /** The second step's button, which posts. */
  confirm: string;
  /** The link back without doing anything. */
  dismiss: string;
}) {
  const location = useLocation();
  const returnTo = useReturnTo();
  const token = Object.values(fields).join("-");
  const params = new URLSearchParams(location.search);
  const [open, setOpen] = useState(false);
  const shown = open || params.get("confirm") === token;
  const busy = usePendingSubmission(fields) !== undefined;
  const firstButton = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    // Back from the question to its first button, so keyboard users keep their place.
    if (wasShown.current && !shown) firstButton.current?.focus();
    wasShown.current = shown;
  }, [shown]);

  if (!shown) {
    return (
      <form
        method="get"
        action={sitePath(location.pathname)}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {[...params]
          .filter(([name]) => name !== "confirm")
          .map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
        <input type="hidden" name="confirm" value={token} />
        <button ref={firstButton} type="submit" aria-label={labelFor} className={buttonClassName}>
          {label}
        </button>
      </form>
    );
  }
  return (
    <div className="max-w-xs rounded-lg border border-red-200 bg-red-50 p-3 whitespace-normal">
      <p className="text-sm text-red-900">{question}</p>
      <ActionForm
        action={action}
        fields={fields}
        values={values}
        className="mt-2 flex flex-wrap gap-2"
      >
        <button
          type="submit"
          autoFocus
          disabled={busy}
          className={`${small} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}
        >
          {confirm}
        </button>
        <Link
          to={returnTo}
          preventScrollReset
          onClick={(event) => {
            if (!open) return;
            event.preventDefault();
            setOpen(false);
          }}
          className={`${small} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {dismiss}
        </Link>
      </ActionForm>
    </div>
  );
}
