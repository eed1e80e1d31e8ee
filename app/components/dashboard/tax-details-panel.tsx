import type { Messages } from "~/domain/messages/en";
import type { TaxDetails, TaxDetailsReply } from "~/domain/tax-details";
import { LEGAL_TEXT_MAX } from "~/domain/tax-details";
import { TextField } from "../forms/field";
import { buttonClasses } from "../ui/button-link";
import { useLocalePath } from "../ui/link";

export type DashboardInvoiceTexts = Messages["dashboard"]["invoices"];

/**
 * The legal name, address and TRN the agency's Pro invoices are made out to (issue 32): a plain
 * form posting to the dashboard, which answers with a toast, or with this form again and a message
 * on each refused field (nothing stored), with or without JavaScript.
 */
export function TaxDetailsPanel({
  details,
  refused,
  texts: m,
}: {
  details: TaxDetails;
  refused: TaxDetailsReply["taxDetails"] | undefined;
  /** From the dashboard's loader: these texts are not in the browser's catalogue. */
  texts: DashboardInvoiceTexts;
}) {
  const action = useLocalePath()("/dashboard");
  const value = (field: keyof TaxDetails) => refused?.values[field] ?? details[field] ?? "";
  const errors = (field: keyof TaxDetails) => {
    const error = refused?.errors[field];
    return error ? [error] : undefined;
  };
  return (
    <section
      id="tax-details"
      aria-labelledby="tax-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="tax-details-title" className="text-lg font-semibold text-slate-900">
        {m.taxTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.taxIntro}</p>
      {refused && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {m.refused}
        </p>
      )}
      <form method="post" action={action} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="update-tax-details" />
        <TextField
          id="tax-legal-name"
          name="legalName"
          label={m.legalName}
          errors={errors("legalName")}
          defaultValue={value("legalName")}
          maxLength={LEGAL_TEXT_MAX}
          autoComplete="organization"
          dir="auto"
        />
        <TextField
          id="tax-legal-address"
          name="legalAddress"
          label={m.legalAddress}
          hint={m.legalAddressHint}
          errors={errors("legalAddress")}
          defaultValue={value("legalAddress")}
          maxLength={LEGAL_TEXT_MAX}
          autoComplete="street-address"
          dir="auto"
        />
        <TextField
          id="tax-trn"
          name="trn"
          label={m.trn}
          hint={m.trnHint}
          errors={errors("trn")}
          defaultValue={value("trn")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          dir="ltr"
        />
        <button type="submit" className={`${buttonClasses("primary")} self-start`}>
          {m.save}
        </button>
      </form>
    </section>
  );
}
