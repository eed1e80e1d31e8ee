import { Trash } from "lucide-react";
import { useReturnTo } from "../forms/action-form";
import { ConfirmAction } from "../forms/confirm-action";
import { useMessages } from "../i18n";

/**
 * Deleting in two steps, 'Delete' then 'Confirm delete' (privacy requests,
 * docs/product.md, P12). The confirm posts `intent` and `id` to the page's action, which
 * redirects back with a toast.
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
  const deleteMessages = useMessages().adminConsole.delete;
  const returnTo = useReturnTo();
  return (
    <ConfirmAction
      action={action}
      fields={{ intent, id }}
      values={{ returnTo }}
      label={
        <>
          <Trash aria-hidden="true" className="size-4" />
          {deleteMessages.button}
        </>
      }
      labelFor={label}
      buttonClassName="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      question={question}
      confirm={deleteMessages.confirm}
      dismiss={deleteMessages.cancel}
    />
  );
}
