import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Send } from "lucide-react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { contactSchema } from "~/domain/contact";
import type { Toast } from "~/domain/toast";
import { ErrorList, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { useMessages } from "../i18n";
import { useToast } from "../toasts";
import { buttonClasses } from "../ui/button-link";
import { useSchemaForm } from "../forms/use-schema-form";

/**
 * The contact form: a real POST to /contact that works without JavaScript; with it, Conform
 * checks each field on blur with the schema the server uses, and failures also show as a toast.
 */
export function ContactForm({
  formToken,
  lastResult,
  failure,
}: {
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /**
   * A failure the server reports as a toast (docs/product.md#messages: 'Error' and its message).
   */
  failure: Toast | undefined;
}) {
  const formMessages = useMessages().publicPages.contact.form;
  const sending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(contactSchema, {
    id: "contact-form",
    lastResult,
    shouldValidate: "onBlur",
  });
  useToast(failure);

  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormGuardFields token={formToken} />
      {form.errors?.length ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
      ) : null}
      <TextField
        key={nameKey}
        {...nameProps}
        label={formMessages.name}
        placeholder={formMessages.namePlaceholder}
        autoComplete="name"
        errors={fields.name.errors}
      />
      <TextField
        key={emailKey}
        {...emailProps}
        label={formMessages.email}
        placeholder={formMessages.emailPlaceholder}
        autoComplete="email"
        errors={fields.email.errors}
      />
      <TextareaField
        key={messageKey}
        {...messageProps}
        rows={6}
        label={formMessages.message}
        placeholder={formMessages.messagePlaceholder}
        errors={fields.message.errors}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{formMessages.requiredNote}</p>
        <button
          type="submit"
          disabled={sending}
          className={`${buttonClasses("primary", "lg")} disabled:cursor-wait disabled:opacity-70`}
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {sending ? formMessages.sending : formMessages.submit}
        </button>
      </div>
    </Form>
  );
}
