import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { contactSchema } from "~/domain/contact";
import { ErrorList, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";

/** A failure the server reports as a toast (spec section 8: 'Error' and the server's message). */
export type FailureToast = { title: string; description: string };

const constraint = getZodConstraint(contactSchema);

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
  failure: FailureToast | undefined;
}) {
  const t = useMessages().publicPages.contact.form;
  const sending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  useEffect(() => {
    // One id: a second render of the same failure updates the toast instead of adding one.
    if (failure)
      toast.error(failure.title, { id: "contact-failure", description: failure.description });
  }, [failure]);

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
        label={t.name}
        placeholder={t.namePlaceholder}
        autoComplete="name"
        errors={fields.name.errors}
      />
      <TextField
        key={emailKey}
        {...emailProps}
        label={t.email}
        placeholder={t.emailPlaceholder}
        autoComplete="email"
        errors={fields.email.errors}
      />
      <TextareaField
        key={messageKey}
        {...messageProps}
        rows={6}
        label={t.message}
        placeholder={t.messagePlaceholder}
        errors={fields.message.errors}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{t.requiredNote}</p>
        <button
          type="submit"
          disabled={sending}
          className={`${buttonClasses("primary", "lg")} disabled:cursor-wait disabled:opacity-70`}
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {sending ? t.sending : t.submit}
        </button>
      </div>
    </Form>
  );
}
