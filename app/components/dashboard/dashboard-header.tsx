import { Form } from "react-router";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";

/** The dashboard's heading with 'Signed in as {agency}' and Sign out (a POST). */
export function DashboardHeader({ title, agencyName }: { title: string; agencyName: string }) {
  const m = useMessages().dashboard;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{format(m.signedInAs, { agencyName })}</p>
      </div>
      <Form method="post" action="/dashboard">
        <button
          type="submit"
          name="intent"
          value="sign-out"
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {m.signOut}
        </button>
      </Form>
    </div>
  );
}
