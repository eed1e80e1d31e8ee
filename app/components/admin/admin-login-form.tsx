import { LockKeyhole } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useFailureToast, type FailureToast } from "../submissions/use-failure-toast";
import { TextField } from "../forms/field";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";

/**
 * The admin login (spec: password login). The password field is emptied after a refusal (it is
 * keyed by the failure), and the refusal shows as the spec's toast and under the field.
 */
export function AdminLoginForm({
  next,
  failure,
  errors,
}: {
  next: string;
  failure?: FailureToast;
  errors?: { username?: string[]; password?: string[] };
}) {
  const texts = useMessages().admin.login;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  useFailureToast(failure);
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{texts.title}</h1>
        <p className="mt-2 text-slate-600">{texts.intro}</p>
        <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="next" value={next} />
          <TextField
            id="admin-username"
            name="username"
            label={texts.username}
            autoComplete="username"
            errors={errors?.username}
          />
          <TextField
            key={failure?.id ?? "password"}
            id="admin-password"
            name="password"
            type="password"
            label={texts.password}
            required
            autoComplete="current-password"
            autoFocus={Boolean(failure)}
            errors={errors?.password}
          />
          <button
            type="submit"
            disabled={submitting}
            className={`${buttonClasses("primary", "lg")} disabled:opacity-60`}
          >
            {submitting ? texts.submitting : texts.submit}
          </button>
        </Form>
      </div>
    </section>
  );
}
