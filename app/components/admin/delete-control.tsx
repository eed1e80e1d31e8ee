import { Trash } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useMessages } from "../i18n";

/** The current address without `confirm`: where an action sends the operator back. */
export function useReturnTo(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("confirm");
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : "");
}

const small =
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Deleting in two steps, 'Delete' then 'Confirm delete' (privacy requests, DECISIONS.md item 12).
 * With JavaScript the first step opens the question in place; without it, 'Delete' is a GET form
 * that adds `confirm=` to the address and the page renders the question from there. The second
 * step posts `intent` and `id` to the page's action, which redirects back with a toast.
 */
export function DeleteControl({
  intent,
  id,
  label,
  question,
  action,
}: {
  intent: string;
  id: number;
  /** 'Delete {name}': the button's name for assistive technology. */
  label: string;
  question: string;
  /** The route whose action deletes. */
  action: string;
}) {
  const texts = useMessages().adminConsole.delete;
  const location = useLocation();
  const navigation = useNavigation();
  const returnTo = useReturnTo();
  const token = `${intent}-${id}`;
  const params = new URLSearchParams(location.search);
  const [open, setOpen] = useState(false);
  const shown = open || params.get("confirm") === token;
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    // Back from the question to its 'Delete' button, so keyboard users keep their place.
    if (wasShown.current && !shown) deleteButton.current?.focus();
    wasShown.current = shown;
  }, [shown]);
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("id") === String(id);

  if (!shown) {
    return (
      <form
        method="get"
        action={location.pathname}
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
        <button
          ref={deleteButton}
          type="submit"
          aria-label={label}
          className={`${small} border border-slate-300 bg-white text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700`}
        >
          <Trash aria-hidden="true" className="size-4" />
          {texts.button}
        </button>
      </form>
    );
  }
  return (
    <div className="max-w-xs rounded-lg border border-red-200 bg-red-50 p-3 whitespace-normal">
      <p className="text-sm text-red-900">{question}</p>
      <Form method="post" action={action} className="mt-2 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          autoFocus
          disabled={busy}
          className={`${small} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}
        >
          {texts.confirm}
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
          {texts.cancel}
        </Link>
      </Form>
    </div>
  );
}
