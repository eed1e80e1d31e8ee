import { buttonClasses } from "../ui/button-link";

/**
 * A labelled text area and its submit button, the body of a one-field ActionForm (an agency's
 * reply to a review, the operator's reason for a rejection): the length limits are the server's.
 */
export function TextareaSubmit({
  id,
  name,
  label,
  limits,
  submitLabel,
  pending,
}: {
  id: string;
  name: string;
  label: string;
  limits: { min: number; max: number };
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        required
        minLength={limits.min}
        maxLength={limits.max}
        rows={3}
        dir="auto"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClasses("secondary")} self-start disabled:opacity-60`}
      >
        {submitLabel}
      </button>
    </>
  );
}
