import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { AgencyInput } from "~/domain/agency";
import { emirates, experienceLevels, industries, services } from "~/domain/value-sets";
import { CheckboxGroup } from "../forms/checkbox-group";
import { SelectField, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { useMessages } from "../i18n";
import { FormAlert } from "./form-alert";
import { FormSection } from "./form-section";
import { SubmitButton } from "./submit-button";
import { useFailureToast, type FailureToast } from "./use-failure-toast";
import { useHydrated } from "./use-hydrated";
import { useServerFormErrors } from "./use-server-form-errors";

/**
 * An agency's listing (spec section 2 'Agency form'): validated in the browser with the schema the
 * server uses, and a plain POST that works without JavaScript. With JavaScript, choosing no
 * service shows why and disables the button; without it, the server says the same.
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
  failure: FailureToast | undefined;
  /** The listing as stored, when an agency edits it (DECISIONS.md item 12). */
  defaultValue?: Partial<Record<keyof AgencyInput, string | string[] | null>>;
  /** Sent as `intent`, for a page with several forms. */
  intent?: string;
  submitLabel?: string;
  /** Beside the submit button, e.g. a link that cancels editing. */
  extraActions?: React.ReactNode;
}) {
  const { submissions } = useMessages();
  const m = submissions.agency;
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    constraint: getZodConstraint(AgencyInput),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AgencyInput }),
  });
  useFailureToast(failure);
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
      <FormAlert id={form.errorId} messages={formErrors} />
      <div className="space-y-8">
        <FormSection title={m.aboutAgency}>
          <TextField
            label={m.fields.agencyName}
            errors={fields.agencyName.errors}
            placeholder={m.placeholders.agencyName}
            autoComplete="organization"
            {...getInputProps(fields.agencyName, { type: "text" })}
          />
          <TextField
            label={m.fields.contactName}
            errors={fields.contactName.errors}
            placeholder={m.placeholders.contactName}
            autoComplete="name"
            {...getInputProps(fields.contactName, { type: "text" })}
          />
          <TextField
            label={m.fields.email}
            errors={fields.email.errors}
            placeholder={m.placeholders.email}
            autoComplete="email"
            {...getInputProps(fields.email, { type: "email" })}
          />
          <TextField
            label={m.fields.phone}
            errors={fields.phone.errors}
            placeholder={m.placeholders.phone}
            autoComplete="tel"
            {...getInputProps(fields.phone, { type: "tel" })}
          />
          <TextField
            label={m.fields.website}
            errors={fields.website.errors}
            placeholder={m.placeholders.website}
            autoComplete="url"
            {...getInputProps(fields.website, { type: "url" })}
          />
          <TextField
            label={m.fields.portfolio}
            errors={fields.portfolio.errors}
            placeholder={m.placeholders.portfolio}
            {...getInputProps(fields.portfolio, { type: "url" })}
          />
          <TextField
            label={m.fields.logoUrl}
            errors={fields.logoUrl.errors}
            placeholder={m.placeholders.logoUrl}
            hint={m.hints.logoUrl}
            className="sm:col-span-2"
            {...getInputProps(fields.logoUrl, { type: "url" })}
          />
        </FormSection>
        <FormSection title={m.whatYouDo}>
          <CheckboxGroup
            id={fields.services.id}
            name={fields.services.name}
            legend={m.fields.services}
            options={services.options}
            defaultValue={fields.services.initialValue}
            errors={fields.services.errors}
            hint={
              noService && !fields.services.errors
                ? submissions.validation.selectService
                : m.hints.services
            }
            required
            className="sm:col-span-2"
          />
          <CheckboxGroup
            id={fields.industries.id}
            name={fields.industries.name}
            legend={m.fields.industries}
            options={industries.options}
            defaultValue={fields.industries.initialValue}
            errors={fields.industries.errors}
            hint={m.hints.industries}
            className="sm:col-span-2"
          />
          <SelectField
            label={m.fields.location}
            errors={fields.location.errors}
            placeholder={m.placeholders.location}
            options={emirates.options}
            {...getSelectProps(fields.location)}
          />
          <SelectField
            label={m.fields.experience}
            errors={fields.experience.errors}
            placeholder={m.placeholders.experience}
            options={experienceLevels.options}
            {...getSelectProps(fields.experience)}
          />
          <TextareaField
            label={m.fields.description}
            errors={fields.description.errors}
            placeholder={m.placeholders.description}
            rows={6}
            className="sm:col-span-2"
            {...getTextareaProps(fields.description)}
          />
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton disabled={noService}>{submitLabel ?? m.submit}</SubmitButton>
          {extraActions}
        </div>
      </div>
    </Form>
  );
}
