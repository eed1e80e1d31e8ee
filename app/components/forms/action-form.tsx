import type { FormEvent, ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { sitePath } from "~/domain/i18n";

/**
 * The one way a page changes data: a `<Form method="post">` to a route's action, which answers
 * with a redirect and a flashed toast (`redirectWithToast`). Without JavaScript it is a plain
 * HTML form and the browser does the same. A form with fields to correct (Conform's) uses the
 * same `<Form>` and gets the page again with its errors instead of the redirect.
 *
 * Why a `<Form>` and not a fetcher: with scripts, a `<Form>` post does what the browser does
 * without them (post, follow the redirect, load the page, show the flash), so each action has
 * one answer for both, and every data-changing control of the app, from a switch to the
 * listing form, works the same way. A fetcher would add a second answer path (data for
 * scripts, a redirect without) for what only matters when several posts run at once; here a
 * second post simply takes over the first one's pending state while the server does both.
 *
 * A post that gets no answer at all is the route's `clientAction`'s: it shows `showToast(...)`
 * from `components/toasts.tsx` and leaves the page as it was.
 */

type Fields = Record<string, string | number>;

export function ActionForm({
  action,
  fields,
  values,
  className,
  onSubmit,
  children,
}: {
  /** The route whose action takes the post; this page's own when left out. */
  action?: string;
  /** Hidden fields that tell this form's post from the page's others: `intent`, an id. */
  fields: Fields;
  /** More hidden values, not used to tell posts apart (where to go back to, a new state). */
  values?: Fields;
  className?: string;
  /** A check before posting; `event.preventDefault()` keeps the post from being sent. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's controls; given whether this form's post is under way, for its pending state. */
  children: ReactNode | ((pending: boolean) => ReactNode);
}) {
  const pending = usePendingSubmission(fields) !== undefined;
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      className={className}
      onSubmit={onSubmit}
    >
      {Object.entries({ ...fields, ...values }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {typeof children === "function" ? children(pending) : children}
    </Form>
  );
}

/**
 * The data of a post under way (sent, or loading the page it led to) whose fields include all
 * of `fields`; undefined when there is none. `{}` matches any post of the page. A control shows
 * what it is becoming from it (the approval switch) and disables itself while it lasts.
 */
export function usePendingSubmission(fields: Fields): FormData | undefined {
  const { formData } = useNavigation();
  return formData && hasFields(formData, fields) ? formData : undefined;
}

/** Whether a post's data holds every one of `fields` with its value. */
export function hasFields(formData: FormData, fields: Fields): boolean {
  return Object.entries(fields).every(([name, value]) => formData.get(name) === `${value}`);
}

/** The current address without `confirm`: where an action sends the person back (on this site). */
export function useReturnTo(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("confirm");
  const search = params.toString();
  return sitePath(location.pathname) + (search ? `?${search}` : "");
}
