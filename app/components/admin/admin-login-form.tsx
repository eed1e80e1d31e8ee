import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { LockKeyhole } from "lucide-react";
import { Form } from "react-router";
import { adminLoginSchema } from "~/domain/admin";
import type { Toast } from "~/domain/toast";
import { ErrorList, TextField } from "../forms/field";
import { usePendingSubmission } from "../forms/action-form";
import { useMessages } from "../i18n";
import { useToast } from "../toasts";
import { buttonClasses } from "../ui/button-link";
import { useSchemaForm } from "../forms/use-schema-form";

/**
 * The admin login (docs/product.md#routes-and-screens: password login), checked in the browser with
 * the schema the server uses. A refused password shows as the documented toast and under the field,
 * which is emptied (it is keyed by the refusal); a missing one only says 'Required' under the
 * field.
 */
export function AdminLoginForm({
  next,
  lastResult,
  refusal,
}: {
  next: string;
  lastResult: SubmissionResult<string[]> | undefined;
  refusal: Toast | undefined;
}) {
  const loginMessages = useMessages().admin.login;
  const submitting = usePendingSubmission({ intent: "login" }) !== undefined;
  const [form, fields] = useSchemaForm(adminLoginSchema, {
    id: "admin-login",
    lastResult,
    shouldValidate: "onSubmit",
  });
  useToast(refusal);
  const { key: usernameKey, ...usernameProps } = getInputProps(fields.username, { type: "text" });
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, {
    type: "password",
  });
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{loginMessages.title}</h1>
        <p className="mt-2 text-slate-600">{loginMessages.intro}</p>
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="next" value={next} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <TextField
            key={usernameKey}
            {...usernameProps}
            label={loginMessages.username}
            autoComplete="username"
            errors={fields.username.errors}
          />
          <TextField
            key={refusal?.id ?? passwordKey}
            {...passwordProps}
            label={loginMessages.password}
            autoComplete="current-password"
            autoFocus={Boolean(refusal)}
            errors={fields.password.errors}
          />
          <button
            type="submit"
            disabled={submitting}
            className={`${buttonClasses("primary", "lg")} disabled:opacity-60`}
          >
            {submitting ? loginMessages.submitting : loginMessages.submit}
          </button>
        </Form>
      </div>
    </section>
  );
}
