import { getMessages } from "./i18n";

export const toastTypes = ["message", "success", "error", "info", "warning"] as const;

/**
 * A toast: flashed by the server across a redirect (`http/sessions/toast.server.ts`), or carried by
 * an action's answer that renders the page again. Both are shown by `components/toasts.tsx`.
 */
export type Toast = {
  /** Shows a toast once even if the page renders twice. */
  id: string;
  type: (typeof toastTypes)[number];
  title: string;
  description?: string;
};

/** A toast as code asks for one: the id (a new one) and the type ("message") may be left out. */
export type ToastInput = Pick<Toast, "title" | "description"> & Partial<Pick<Toast, "id" | "type">>;

/** A failure to show as an error toast, with an id of its own. */
export function errorToast(title: string, description?: string): Toast {
  return { id: crypto.randomUUID(), type: "error", title, description };
}

/** What a page shows when its post got no answer at all (the network dropped). */
export function noAnswerToast(): Toast {
  const formsMessages = getMessages().forms;
  return errorToast(formsMessages.noAnswerTitle, formsMessages.noAnswer);
}
