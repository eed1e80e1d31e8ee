import { formPage } from "~/components/layout/page-scripts";
// Served at /submit and /submit-brief (docs/product.md#routes-with-two-readings); /submit is
// canonical.
import { redirect } from "~/http/redirect.server";
import { useMessages } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { BriefForm } from "~/components/submissions/brief-form";
import { SubmissionPage } from "~/components/submissions/submission-page";
import { BriefInput, readRequestedAgency } from "~/domain/brief";
import { agencyTextIn } from "~/domain/agency-display";
import { currentLocale, getMessages } from "~/domain/i18n";
import { readFormPost } from "~/http/form-post.server";
import { failureRefusal } from "~/http/refusal.server";
import { pageMeta } from "~/domain/seo";
import { errorToast } from "~/domain/toast";
import { actionHeaders, answeredOr } from "~/components/forms/network-failure";
import { issueFormToken } from "~/services/form-guard.server";
import { submitBriefClientLimits } from "~/domain/rate-limits";
import { findRequestableAgency, submitBrief } from "~/services/submit-brief.server";
import type { Route } from "./+types/submit";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

/** Hydrates once the page has loaded (page-scripts.ts). */
export const handle = formPage;

const THANK_YOU = "/thank-you-brief";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/submit", ...m.pages.submitBrief }));

/**
 * The form's token, and the agency `?agency={slug}` asks a proposal from ("Get a proposal from
 * {agency}" on its profile) when that is an approved agency: named in the page's language. Any
 * other value is ignored, as the action ignores it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = readRequestedAgency(new URL(request.url).searchParams.get("agency"));
  const agency = slug ? await findRequestableAgency(context.db, slug) : undefined;
  return {
    formToken: issueFormToken(context.config),
    requestedAgency: agency
      ? {
          slug: agency.slug,
          name: agencyTextIn(currentLocale(), { ...agency, description: "" }).name,
        }
      : null,
  };
}

export const headers = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormPost(request, context, {
    schema: BriefInput,
    guard: true,
    limits: submitBriefClientLimits,
  });
  // A bot (the honeypot filled, or no token of ours) sees what a person would; nothing is stored.
  if (form.kind === "bot") return redirect(THANK_YOU);
  if (form.kind === "refused") return form.reply;
  try {
    // The page's language is the language of the client's mails about the brief.
    await submitBrief(context.db, form.value, context.config, currentLocale());
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "storing a brief failed");
    return form.refuse(failureRefusal(getMessages().submissions.brief.failed));
  }
  return redirect(THANK_YOU);
}

/** A post the server never answered keeps the form and shows the 'Error' toast. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  const submissionsMessages = getMessages().submissions;
  return answeredOr(serverAction, () =>
    showToast(errorToast(submissionsMessages.form.errorTitle, submissionsMessages.brief.failed)),
  );
}

export default function SubmitBriefPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <SubmissionPage
      title={messages.pages.submitBrief.title}
      intro={messages.submissions.brief.intro}
    >
      <BriefForm
        lastResult={actionData?.result}
        formToken={actionData?.formToken ?? loaderData.formToken}
        failure={actionData?.toast}
        requestedAgency={loaderData.requestedAgency}
      />
    </SubmissionPage>
  );
}
