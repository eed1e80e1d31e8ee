import { data, type AppLoadContext } from "react-router";
import { getMessages } from "~/domain/i18n";
import { taxDetailsSchema, type TaxDetailField, type TaxDetailsReply } from "~/domain/tax-details";
import { updateTaxDetails } from "~/services/agency-tax-details.server";
import { checkFormPost, type FormSpec } from "../form-post.server";
import { redirect } from "../redirect.server";
import { redirectWithToast } from "../sessions/toast.server";

/** The dashboard's tax details form (issue 32): a plain post, answered by the server alone. */
export const taxDetailsForm = {
  schema: taxDetailsSchema,
} satisfies FormSpec<typeof taxDetailsSchema>;

const FIELDS: readonly TaxDetailField[] = ["legalName", "legalAddress", "trn"];

/**
 * Saves the signed-in agency's tax details: the dashboard with a toast, or the form again (400)
 * with a message on each field that was refused and nothing stored.
 */
export async function saveTaxDetails(
  formData: FormData,
  agencyId: number,
  context: AppLoadContext,
) {
  const form = await checkFormPost(formData, context, taxDetailsForm);
  if (form.kind === "refused") {
    const fieldErrors = form.refusal.fieldErrors ?? {};
    const errors = Object.fromEntries(
      FIELDS.flatMap((field) => (fieldErrors[field]?.[0] ? [[field, fieldErrors[field][0]]] : [])),
    );
    if (Object.keys(errors).length === 0) return form.reply;
    const values = Object.fromEntries(
      FIELDS.map((field) => {
        const value = formData.get(field);
        return [field, typeof value === "string" ? value.slice(0, 400) : ""];
      }),
    ) as Record<TaxDetailField, string>;
    return data({ taxDetails: { errors, values } } satisfies TaxDetailsReply, { status: 400 });
  }
  if (form.kind !== "valid") return redirect("/dashboard");
  const { intent: _intent, ...details } = form.value;
  if (!(await updateTaxDetails(context.db, agencyId, details))) return redirect("/dashboard");
  const texts = getMessages().dashboard.invoices;
  return redirectWithToast(
    "/dashboard",
    { type: "success", title: texts.saved, description: texts.savedBody },
    context.config,
  );
}
