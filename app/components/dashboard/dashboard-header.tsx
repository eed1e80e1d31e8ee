import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";
import { RichText } from "../rich-text";

/** The dashboard's heading with 'Signed in as {agency}' and Sign out (a POST). */
export function DashboardHeader({ title, agencyName }: { title: string; agencyName: string }) {
  const dashboardMessages = useMessages().dashboard;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <RichText
            text={dashboardMessages.signedInAs}
            values={{ agencyName: <bdi>{agencyName}</bdi> }}
          />
        </p>
      </div>
      <ActionForm action="/dashboard" fields={{ intent: "sign-out" }}>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {dashboardMessages.signOut}
        </button>
      </ActionForm>
    </div>
  );
}
