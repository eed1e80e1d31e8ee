import { Form } from "react-router";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";

/** 'Signed in as {username}' and the Logout button (a POST to /admin), on every admin page. */
export function SignedInAs({ username }: { username: string }) {
  const texts = useMessages().admin.dashboard;
  return (
    <>
      <span>{format(texts.signedInAs, { username })}</span>
      <Form method="post" action="/admin">
        <button
          type="submit"
          name="intent"
          value="logout"
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {texts.logout}
        </button>
      </Form>
    </>
  );
}
