import { clsx } from "clsx";
import {
  Suspense,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/**
 * Accessible form fields: a label, the control, an optional hint, and the field's error messages
 * tied to the control with aria-describedby (the pattern of Epic Stack's forms.tsx). Controls take
 * the props Conform's getInputProps/getTextareaProps/getSelectProps return (id, name, defaults,
 * aria-invalid, aria-describedby), so one zod schema validates in the browser and on the server.
 */
export type FieldErrors = string[] | undefined;

const control =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-100 " +
  "aria-[invalid=true]:border-red-600";

export function ErrorList({ id, errors }: { id?: string; errors: FieldErrors }) {
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

type FrameProps = {
  id: string;
  label: ReactNode;
  errors: FieldErrors;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** The mark after a required field's label or legend (the control itself says it to a reader). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-600">
      *
    </span>
  );
}

/**
 * Each field is a Suspense boundary of its own, though nothing in it suspends: React hydrates
 * such boundaries one by one, and a key pressed in a field before the page has finished hydrating
 * makes React hydrate at once only the page's frame and that field, not the whole form (a slowed
 * phone held the key 100 to 400 ms for the whole form; bench first-input, docs/decisions/017).
 */
function FieldFrame(props: FrameProps) {
  return (
    <Suspense>
      <FieldFrameContent {...props} />
    </Suspense>
  );
}

function FieldFrameContent({ id, label, errors, hint, required, className, children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** aria-describedby for a control: its hint and its errors, when shown. */
export function describedBy(id: string, errors: FieldErrors, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * Addresses, numbers and links read left to right in any language: on an Arabic page they are
 * typed and shown left to right too, not reordered around their '@', '+' and '/'.
 */
const leftToRightTypes = new Set(["email", "tel", "url"]);

type Common = { label: ReactNode; errors: FieldErrors; hint?: ReactNode; className?: string };

export function TextField({
  label,
  errors,
  hint,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <FieldFrame
      id={input.id}
      label={label}
      errors={errors}
      hint={hint}
      required={input.required}
      className={className}
    >
      <input
        dir={input.type && leftToRightTypes.has(input.type) ? "ltr" : undefined}
        {...input}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(input.id, errors, hint)}
        className={clsx(control, errors?.length ? "border-red-600" : "border-slate-300")}
      />
    </FieldFrame>
  );
}

export function TextareaField({
  label,
  errors,
  hint,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }) {
  return (
    <FieldFrame
      id={textarea.id}
      label={label}
      errors={errors}
      hint={hint}
      required={textarea.required}
      className={className}
    >
      <textarea
        {...textarea}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(textarea.id, errors, hint)}
        className={clsx(control, errors?.length ? "border-red-600" : "border-slate-300")}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  errors,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    id: string;
    options: readonly { value: string; label: string }[];
    placeholder: string;
  }) {
  return (
    <FieldFrame
      id={select.id}
      label={label}
      errors={errors}
      hint={hint}
      required={select.required}
      className={className}
    >
      <select
        {...select}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(select.id, errors, hint)}
        className={clsx(control, errors?.length ? "border-red-600" : "border-slate-300")}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
