import { formPage } from "~/components/layout/page-scripts";
// Served at /list and /submit-agency (docs/product.md#routes-with-two-readings); /list is
// canonical.
import { redirect } from "~/http/redirect.server";
import { useMessages } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { AgencyForm } from "~/components/submissions/agency-form";
import { SubmissionPage } from "~/components/submissions/submission-page";
import { AgencyInput } from "~/domain/agency";
import { currentLocale, getMessages } from "~/domain/i18n";
import { readFormPost } from "~/http/form-post.server";
import { failureRefusal } from "~/http/refusal.server";
import { pageMeta } from "~/domain/seo";
import { errorToast } from "~/domain/toast";
import { actionHeaders, answeredOr } from "~/components/forms/network-failure";
import { issueFormToken } from "~/services/form-guard.server";
import { submitAgencyClientLimits } from "~/domain/rate-limits";
import { submitAgency } from "~/services/submit-agency.server";
import type { Route } from "./+types/list";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

/** Hydrates once the page has loaded (page-scripts.ts). */
export const handle = formPage;

const THANK_YOU = "/thank-you-agency";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/list", ...m.pages.submitAgency }));

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: issueFormToken(context.config) };
}

export const headers = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormPost(request, context, {
    schema: AgencyInput,
    guard: true,
    limits: submitAgencyClientLimits,
  });
  // A bot (the honeypot filled, or no token of ours) sees what a person would; nothing is stored.
  if (form.kind === "bot") return redirect(THANK_YOU);
  if (form.kind === "refused") return form.reply;
  const submissionsMessages = getMessages().submissions;
  try {
    // The page's language is the language of the agency's mails about the listing.
    const outcome = await submitAgency(context.db, form.value, context.config, currentLocale());
    if (outcome.status === "duplicate-email") {
      const duplicate = submissionsMessages.validation.duplicateAgencyEmail;
      return form.refuse({ status: 409, fieldErrors: { email: [duplicate] } });
    }
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "storing an agency listing failed");
    return form.refuse(failureRefusal(submissionsMessages.agency.failed));
  }
  return redirect(THANK_YOU);
}

/** A post the server never answered keeps the form and shows the 'Error' toast. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  const submissionsMessages = getMessages().submissions;
  return answeredOr(serverAction, () =>
    showToast(errorToast(submissionsMessages.form.errorTitle, submissionsMessages.agency.failed)),
  );
}

export default function SubmitAgencyPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <SubmissionPage
      title={messages.pages.submitAgency.title}
      intro={messages.submissions.agency.intro}
    >
      <AgencyForm
        lastResult={actionData?.result}
        formToken={actionData?.formToken ?? loaderData.formToken}
        failure={actionData?.toast}
      />
    </SubmissionPage>
  );
}
