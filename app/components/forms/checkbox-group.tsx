import { clsx } from "clsx";
import { Suspense, type ComponentProps, type ReactNode } from "react";
import { describedBy, ErrorList, type FieldErrors } from "./field";

type Option = { value: string; label: string };

/**
 * A list of checkboxes sharing one name, as a fieldset whose legend names the group, with the same
 * hint and error pattern as the other fields (field.tsx): the messages belong to the group, so the
 * fieldset points at them. Takes Conform's field metadata values (id, name, initial value, errors).
 * Never `required` on the boxes: that would require every box, not at least one. A Suspense
 * boundary of its own, as each field is (field.tsx): a tap in it hydrates it alone.
 */
export function CheckboxGroup(props: ComponentProps<typeof CheckboxGroupContent>) {
  return (
    <Suspense>
      <CheckboxGroupContent {...props} />
    </Suspense>
  );
}

function CheckboxGroupContent({
  id,
  name,
  legend,
  options,
  defaultValue,
  errors,
  hint,
  required,
  className,
}: {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  /** What Conform read from the last submission: one value, several, or none. */
  defaultValue: unknown;
  errors: FieldErrors;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}) {
  const checked = new Set([defaultValue].flat().filter((v): v is string => typeof v === "string"));
  const invalid = Boolean(errors?.length);
  return (
    <fieldset id={id} aria-describedby={describedBy(id, errors, hint)} className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <div
        className={clsx(
          "grid gap-x-4 gap-y-1 rounded-lg border p-2 sm:grid-cols-2",
          invalid ? "border-red-600" : "border-slate-200",
        )}
      >
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.has(option.value)}
              aria-invalid={invalid || undefined}
              className="size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
