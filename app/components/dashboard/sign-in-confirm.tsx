import { KeyRound } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";

/** The sign-in link's page: one button that uses the link on this device. */
export function SignInConfirm({ token }: { token: string }) {
  const m = useMessages().dashboard.signIn;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.title}</h1>
        <p className="mt-2 text-slate-600">{m.body}</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            disabled={busy}
            className={`${buttonClasses("primary", "lg")} w-full disabled:opacity-60`}
          >
            {m.submit}
          </button>
        </Form>
      </div>
    </section>
  );
}
