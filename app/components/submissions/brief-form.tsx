import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "~/components/ui/link";
import { BRIEF_DESCRIPTION_LENGTH, BriefInput } from "~/domain/brief";
import { format } from "~/domain/i18n";
import type { Toast } from "~/domain/toast";
import {
  budgets,
  emirates,
  industries,
  languages,
  projectTypes,
  timelines,
} from "~/domain/value-sets";
import { SelectField, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { RichText } from "../rich-text";
import { useLocale, useMessages } from "../i18n";
import { useToast } from "../toasts";
import { FormErrorSummary } from "./form-error-summary";
import { FormSection } from "./form-section";
import { SubmitButton } from "./submit-button";
import { useServerFormErrors } from "./use-server-form-errors";
import { useSchemaForm } from "../forms/use-schema-form";

/**
 * The client's brief (docs/product.md#routes-and-screens, 'Brief form'): validated in the browser
 * with the schema the server uses, and a plain POST that works without JavaScript.
 */
export function BriefForm({
  lastResult,
  formToken,
  failure,
  requestedAgency,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  formToken: string;
  /** An unexpected failure, also shown above the form: the documented 'Error' toast. */
  failure: Toast | undefined;
  /**
   * The approved agency `?agency={slug}` names ("Get a proposal from {agency}"), with its name in
   * the page's language: named at the top and sent with the brief; null without one.
   */
  requestedAgency: { slug: string; name: string } | null;
}) {
  const briefMessages = useMessages().submissions.brief;
  const locale = useLocale();
  const [form, fields] = useSchemaForm(BriefInput, { lastResult, shouldValidate: "onBlur" });
  useToast(failure);
  const formErrors = useServerFormErrors(
    lastResult,
    form,
    (name) => (fields as Record<string, { id: string } | undefined>)[name]?.id,
  );

  return (
    <Form method="post" {...getFormProps(form)}>
      <FormGuardFields token={formToken} />
      <FormErrorSummary id={form.errorId} messages={formErrors} />
      {requestedAgency && (
        <div className="mb-8 rounded-xl bg-brand-50 px-4 py-3">
          <input type="hidden" name="requestedAgency" value={requestedAgency.slug} />
          <p className="font-medium">
            {/* The name isolated: an Arabic name keeps its order in an English line. */}
            <RichText
              text={briefMessages.requested}
              values={{ agency: <bdi>{requestedAgency.name}</bdi> }}
            />
          </p>
          <Link to="/submit" className="text-sm text-brand-700 underline">
            {briefMessages.removeRequested}
          </Link>
        </div>
      )}
      <div className="space-y-8">
        <FormSection title={briefMessages.aboutYou}>
          <TextField
            label={briefMessages.fields.companyName}
            errors={fields.companyName.errors}
            placeholder={briefMessages.placeholders.companyName}
            autoComplete="organization"
            {...getInputProps(fields.companyName, { type: "text" })}
          />
          <TextField
            label={briefMessages.fields.contactName}
            errors={fields.contactName.errors}
            placeholder={briefMessages.placeholders.contactName}
            autoComplete="name"
            {...getInputProps(fields.contactName, { type: "text" })}
          />
          <TextField
            label={briefMessages.fields.email}
            errors={fields.email.errors}
            placeholder={briefMessages.placeholders.email}
            autoComplete="email"
            {...getInputProps(fields.email, { type: "email" })}
          />
          <TextField
            label={briefMessages.fields.phone}
            errors={fields.phone.errors}
            placeholder={briefMessages.placeholders.phone}
            autoComplete="tel"
            {...getInputProps(fields.phone, { type: "tel" })}
          />
        </FormSection>
        <FormSection title={briefMessages.aboutProject}>
          <SelectField
            label={briefMessages.fields.projectType}
            errors={fields.projectType.errors}
            placeholder={briefMessages.placeholders.projectType}
            options={projectTypes.optionsIn(locale)}
            className="sm:col-span-2"
            {...getSelectProps(fields.projectType)}
          />
          <SelectField
            label={briefMessages.fields.budget}
            errors={fields.budget.errors}
            placeholder={briefMessages.placeholders.budget}
            options={budgets.optionsIn(locale)}
            {...getSelectProps(fields.budget)}
          />
          <SelectField
            label={briefMessages.fields.timeline}
            errors={fields.timeline.errors}
            placeholder={briefMessages.placeholders.timeline}
            options={timelines.optionsIn(locale)}
            {...getSelectProps(fields.timeline)}
          />
          {(
            [
              ["emirate", emirates],
              ["industry", industries],
              ["preferredLanguage", languages],
            ] as const
          ).map(([name, set]) => (
            <SelectField
              label={briefMessages.fields[name]}
              errors={fields[name].errors}
              placeholder={briefMessages.placeholders[name]}
              hint={briefMessages.hints[name]}
              options={set.optionsIn(locale)}
              {...getSelectProps(fields[name])}
              key={name}
            />
          ))}
          <TextareaField
            label={briefMessages.fields.description}
            errors={fields.description.errors}
            placeholder={briefMessages.placeholders.description}
            hint={format(briefMessages.descriptionHint, { min: BRIEF_DESCRIPTION_LENGTH.min })}
            rows={6}
            className="sm:col-span-2"
            {...getTextareaProps(fields.description)}
            // The browser's own check without script; the schema's refine says it in our words.
            minLength={BRIEF_DESCRIPTION_LENGTH.min}
          />
        </FormSection>
        <SubmitButton>{briefMessages.submit}</SubmitButton>
      </div>
    </Form>
  );
}
