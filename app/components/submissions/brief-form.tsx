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
import { BriefInput } from "~/domain/brief";
import { budgets, projectTypes, timelines } from "~/domain/value-sets";
import { SelectField, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { useMessages } from "../i18n";
import { FormAlert } from "./form-alert";
import { FormSection } from "./form-section";
import { SubmitButton } from "./submit-button";
import { useFailureToast, type FailureToast } from "./use-failure-toast";
import { useServerFormErrors } from "./use-server-form-errors";

/**
 * The client's brief (spec section 2 'Brief form'): validated in the browser with the schema the
 * server uses, and a plain POST that works without JavaScript.
 */
export function BriefForm({
  lastResult,
  formToken,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  formToken: string;
  failure: FailureToast | undefined;
}) {
  const m = useMessages().submissions.brief;
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(BriefInput),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BriefInput }),
  });
  useFailureToast(failure);
  const formErrors = useServerFormErrors(
    lastResult,
    form,
    (name) => (fields as Record<string, { id: string } | undefined>)[name]?.id,
  );

  return (
    <Form method="post" {...getFormProps(form)}>
      <FormGuardFields token={formToken} />
      <FormAlert id={form.errorId} messages={formErrors} />
      <div className="space-y-8">
        <FormSection title={m.aboutYou}>
          <TextField
            label={m.fields.companyName}
            errors={fields.companyName.errors}
            placeholder={m.placeholders.companyName}
            autoComplete="organization"
            {...getInputProps(fields.companyName, { type: "text" })}
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
        </FormSection>
        <FormSection title={m.aboutProject}>
          <SelectField
            label={m.fields.projectType}
            errors={fields.projectType.errors}
            placeholder={m.placeholders.projectType}
            options={projectTypes.options}
            className="sm:col-span-2"
            {...getSelectProps(fields.projectType)}
          />
          <SelectField
            label={m.fields.budget}
            errors={fields.budget.errors}
            placeholder={m.placeholders.budget}
            options={budgets.options}
            {...getSelectProps(fields.budget)}
          />
          <SelectField
            label={m.fields.timeline}
            errors={fields.timeline.errors}
            placeholder={m.placeholders.timeline}
            options={timelines.options}
            {...getSelectProps(fields.timeline)}
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
        <SubmitButton>{m.submit}</SubmitButton>
      </div>
    </Form>
  );
}
