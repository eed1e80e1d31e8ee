import { ALERT_FREQUENCIES, type AlertFrequency } from "~/domain/saved-searches";
import { ErrorList } from "../forms/field";
import { useMessages } from "../i18n";

/** How often an alert mails: one radio button per frequency, each a full-width choice. */
export function FrequencyField({
  legend,
  value,
  errors,
}: {
  legend: string;
  value: AlertFrequency | undefined;
  errors?: string[];
}) {
  const frequencies = useMessages().savedSearches.frequencies;
  return (
    <fieldset aria-describedby={errors?.length ? "alert-frequency-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2">
        {ALERT_FREQUENCIES.map((frequency) => (
          <label
            key={frequency}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="frequency"
              value={frequency}
              required
              defaultChecked={value === frequency}
              className="size-4 shrink-0 accent-brand-600"
            />
            {frequencies[frequency]}
          </label>
        ))}
      </div>
      <ErrorList id="alert-frequency-error" errors={errors} />
    </fieldset>
  );
}
