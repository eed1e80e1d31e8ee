import { format } from "~/domain/i18n";
import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";

/** 'Signed in as {username}' and the Logout button (a POST to /admin), on every admin page. */
export function SignedInAs({ username }: { username: string }) {
  const dashboardMessages = useMessages().admin.dashboard;
  return (
    <>
      <span>{format(dashboardMessages.signedInAs, { username })}</span>
      <ActionForm action="/admin" fields={{ intent: "logout" }}>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {dashboardMessages.logout}
        </button>
      </ActionForm>
    </>
  );
}
