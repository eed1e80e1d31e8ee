import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "~/components/ui/link";
import { AgencyInput } from "~/domain/agency";
import type { Toast } from "~/domain/toast";
import {
  emirates,
  experienceLevels,
  industries,
  languages,
  services,
  teamSizes,
} from "~/domain/value-sets";
import { CheckboxGroup } from "../forms/checkbox-group";
import { SelectField, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { useLocale, useMessages } from "../i18n";
import { useToast } from "../toasts";
import { FormErrorSummary } from "./form-error-summary";
import { FormSection } from "./form-section";
import { SubmitButton } from "./submit-button";
import { useHydrated } from "./use-hydrated";
import { useServerFormErrors } from "./use-server-form-errors";
import { useSchemaForm } from "../forms/use-schema-form";

/**
 * An agency's listing (docs/product.md#routes-and-screens, 'Agency form'): validated in the browser
 * with the schema the server uses, and a plain POST that works without JavaScript. With JavaScript,
 * choosing no service shows why and disables the button; without it, the server says the same.
 * The name and description may be given in Arabic too (typed right to left whatever the page's
 * language); choices are labelled in the page's locale.
 */
export function AgencyForm({
  lastResult,
  formToken,
  failure,
  defaultValue,
  intent,
  submitLabel,
  extraActions,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** The spam guard's token on the public form; an agency editing its own listing has none. */
  formToken?: string;
  /** An unexpected failure, also shown above the form: the documented 'Error' toast. */
  failure: Toast | undefined;
  /** The listing as stored, when an agency edits it (docs/product.md, P12). */
  defaultValue?: Partial<Record<keyof AgencyInput, string | string[] | null>>;
  /** Sent as `intent`, for a page with several forms. */
  intent?: string;
  submitLabel?: string;
  /** Beside the submit button, e.g. a link that cancels editing. */
  extraActions?: React.ReactNode;
}) {
  const agencyMessages = useMessages().submissions.agency;
  const [form, fields] = useSchemaForm(AgencyInput, {
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
  });
  useToast(failure);
  const formErrors = useServerFormErrors(
    lastResult,
    form,
    (name) => (fields as Record<string, { id: string } | undefined>)[name]?.id,
  );
  const hydrated = useHydrated();
  const noService = hydrated && [fields.services.value ?? []].flat().length === 0;

  return (
    <Form method="post" {...getFormProps(form)}>
      {formToken && <FormGuardFields token={formToken} />}
      {intent && <input type="hidden" name="intent" value={intent} />}
      <FormErrorSummary id={form.errorId} messages={formErrors} />
      <div className="space-y-8">
        <FormSection title={agencyMessages.aboutAgency}>
          <AboutAgencyFields fields={fields} />
        </FormSection>
        <FormSection title={agencyMessages.whatYouDo}>
          <WhatYouDoFields fields={fields} noService={noService} />
        </FormSection>
        <FormSection title={agencyMessages.facts}>
          <FactsFields fields={fields} />
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton disabled={noService}>{submitLabel ?? agencyMessages.submit}</SubmitButton>
          {extraActions}
        </div>
      </div>
    </Form>
  );
}

/** The listing form's fields, as Conform gives them. */
type AgencyFields = ReturnType<typeof useSchemaForm<typeof AgencyInput>>[1];

/*
 * Each section's fields are a component of their own, rendered inside the section's Suspense
 * boundary (form-section.tsx): their props (Conform's getInputProps for 25 fields, the choices in
 * the page's language) are worked out when that section hydrates, not in the form's own render,
 * which React cannot split (docs/decisions/017).
 */

function AboutAgencyFields({ fields }: { fields: AgencyFields }) {
  const agencyMessages = useMessages().submissions.agency;
  return (
    <>
      <TextField
        label={agencyMessages.fields.agencyName}
        errors={fields.agencyName.errors}
        placeholder={agencyMessages.placeholders.agencyName}
        hint={agencyMessages.hints.agencyName}
        autoComplete="organization"
        {...getInputProps(fields.agencyName, { type: "text" })}
      />
      <TextField
        label={agencyMessages.fields.agencyNameAr}
        errors={fields.agencyNameAr.errors}
        placeholder={agencyMessages.placeholders.agencyNameAr}
        hint={agencyMessages.hints.agencyNameAr}
        dir="rtl"
        lang="ar"
        {...getInputProps(fields.agencyNameAr, { type: "text" })}
      />
      <TextField
        label={agencyMessages.fields.contactName}
        errors={fields.contactName.errors}
        placeholder={agencyMessages.placeholders.contactName}
        autoComplete="name"
        {...getInputProps(fields.contactName, { type: "text" })}
      />
      <TextField
        label={agencyMessages.fields.email}
        errors={fields.email.errors}
        placeholder={agencyMessages.placeholders.email}
        autoComplete="email"
        {...getInputProps(fields.email, { type: "email" })}
      />
      <TextField
        label={agencyMessages.fields.phone}
        errors={fields.phone.errors}
        placeholder={agencyMessages.placeholders.phone}
        autoComplete="tel"
        {...getInputProps(fields.phone, { type: "tel" })}
      />
      <TextField
        label={agencyMessages.fields.website}
        errors={fields.website.errors}
        placeholder={agencyMessages.placeholders.website}
        autoComplete="url"
        {...getInputProps(fields.website, { type: "url" })}
      />
      <TextField
        label={agencyMessages.fields.portfolio}
        errors={fields.portfolio.errors}
        placeholder={agencyMessages.placeholders.portfolio}
        {...getInputProps(fields.portfolio, { type: "url" })}
      />
      <TextField
        label={agencyMessages.fields.logoUrl}
        errors={fields.logoUrl.errors}
        placeholder={agencyMessages.placeholders.logoUrl}
        hint={agencyMessages.hints.logoUrl}
        className="sm:col-span-2"
        {...getInputProps(fields.logoUrl, { type: "url" })}
      />
    </>
  );
}

function WhatYouDoFields({ fields, noService }: { fields: AgencyFields; noService: boolean }) {
  const { submissions } = useMessages();
  const agencyMessages = submissions.agency;
  const locale = useLocale();
  return (
    <>
      <CheckboxGroup
        id={fields.services.id}
        name={fields.services.name}
        legend={agencyMessages.fields.services}
        options={services.optionsIn(locale)}
        defaultValue={fields.services.initialValue}
        errors={fields.services.errors}
        hint={
          noService && !fields.services.errors
            ? submissions.validation.selectService
            : agencyMessages.hints.services
        }
        required
        className="sm:col-span-2"
      />
      <CheckboxGroup
        id={fields.industries.id}
        name={fields.industries.name}
        legend={agencyMessages.fields.industries}
        options={industries.optionsIn(locale)}
        defaultValue={fields.industries.initialValue}
        errors={fields.industries.errors}
        hint={agencyMessages.hints.industries}
        className="sm:col-span-2"
      />
      <SelectField
        label={agencyMessages.fields.location}
        errors={fields.location.errors}
        placeholder={agencyMessages.placeholders.location}
        options={emirates.optionsIn(locale)}
        {...getSelectProps(fields.location)}
      />
      <SelectField
        label={agencyMessages.fields.experience}
        errors={fields.experience.errors}
        placeholder={agencyMessages.placeholders.experience}
        options={experienceLevels.optionsIn(locale)}
        {...getSelectProps(fields.experience)}
      />
      <TextareaField
        label={agencyMessages.fields.description}
        errors={fields.description.errors}
        placeholder={agencyMessages.placeholders.description}
        rows={6}
        className="sm:col-span-2"
        {...getTextareaProps(fields.description)}
      />
      <TextareaField
        label={agencyMessages.fields.descriptionAr}
        errors={fields.descriptionAr.errors}
        placeholder={agencyMessages.placeholders.descriptionAr}
        hint={agencyMessages.hints.descriptionAr}
        dir="rtl"
        lang="ar"
        rows={6}
        className="sm:col-span-2"
        {...getTextareaProps(fields.descriptionAr)}
      />
    </>
  );
}

function FactsFields({ fields }: { fields: AgencyFields }) {
  const agencyMessages = useMessages().submissions.agency;
  const locale = useLocale();
  return (
    <>
      <TextField
        label={agencyMessages.fields.foundingYear}
        errors={fields.foundingYear.errors}
        placeholder={agencyMessages.placeholders.foundingYear}
        inputMode="numeric"
        {...getInputProps(fields.foundingYear, { type: "text" })}
      />
      <SelectField
        label={agencyMessages.fields.teamSize}
        errors={fields.teamSize.errors}
        placeholder={agencyMessages.placeholders.teamSize}
        options={teamSizes.optionsIn(locale)}
        {...getSelectProps(fields.teamSize)}
      />
      <TextField
        label={agencyMessages.fields.minBudgetAed}
        errors={fields.minBudgetAed.errors}
        placeholder={agencyMessages.placeholders.minBudgetAed}
        hint={agencyMessages.hints.minBudgetAed}
        inputMode="numeric"
        {...getInputProps(fields.minBudgetAed, { type: "text" })}
      />
      <CheckboxGroup
        id={fields.languages.id}
        name={fields.languages.name}
        legend={agencyMessages.fields.languages}
        options={languages.optionsIn(locale)}
        defaultValue={fields.languages.initialValue}
        errors={fields.languages.errors}
        hint={agencyMessages.hints.languages}
        className="sm:col-span-2"
      />
    </>
  );
}
