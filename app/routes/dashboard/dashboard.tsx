import { answeredOr } from "~/components/forms/network-failure";
import { redirect } from "~/http/redirect.server";
import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { AgencyDashboardView } from "~/components/dashboard/agency-dashboard-view";
import { useMessages } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { dashboardPath, SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { mergeFormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { nextOf } from "~/domain/sign-in-next";
import { noAnswerToast } from "~/domain/toast";
import { editListing, listingEditForm } from "~/http/dashboard/listing-edit.server";
import { planAction, planActionForm } from "~/http/dashboard/plan-actions.server";
import { replyToReview, reviewReplyForm } from "~/http/dashboard/review-reply.server";
import type { TaxDetailsReply } from "~/domain/tax-details";
import { saveTaxDetails, taxDetailsForm } from "~/http/dashboard/tax-details.server";
import {
  accessFormReply,
  signInLinkAction,
  signInLinkForm,
  type AccessFormState,
} from "~/http/dashboard/sign-in-link.server";
import { signOutAction, signOutForm } from "~/http/dashboard/sign-out.server";
import {
  checkFormPost,
  formPostFields,
  formReply,
  readFormPostBody,
} from "~/http/form-post.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { loadAgencyDashboard } from "~/services/agency-dashboard.server";
import { agencyImagesView } from "~/services/agency-image-gallery.server";
import { readTaxDetails } from "~/services/agency-tax-details.server";
import { taxDocumentsOfAgency } from "~/services/tax-document-reads.server";
import { paymentProviderName } from "~/services/payment-provider.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/dashboard", ...m.pages.dashboard, robots: "noindex,nofollow" }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const agencyId = await getAgencyId(request, context);
  const dashboard = agencyId ? await loadAgencyDashboard(context.db, agencyId) : undefined;
  // Signed out: the page asked for (a thread) is where the mailed link will lead.
  if (!dashboard) {
    return {
      dashboard: null,
      editing: false,
      testMode: false,
      next: nextOf(request.url, dashboardPath),
    };
  }
  const provider = paymentProviderName(context);
  return {
    dashboard,
    images: {
      ...(await agencyImagesView(context.db, agencyId!)),
      texts: getMessages().dashboard.images,
    },
    invoices: {
      details: (await readTaxDetails(context.db, agencyId!)) ?? {
        legalName: null,
        legalAddress: null,
        trn: null,
      },
      documents: await taxDocumentsOfAgency(context.db, agencyId!),
      texts: getMessages().dashboard.invoices,
    },
    editing: new URL(request.url).searchParams.get("edit") === "1",
    testMode: provider === "test",
    billingPortal: provider === "stripe" && Boolean(dashboard.subscription),
  };
}

/** Every form of the page: the sign-in lookup, the listing, a review's reply, the buttons. */
const DASHBOARD_FIELDS = mergeFormFields(
  ...[
    signInLinkForm,
    signOutForm,
    listingEditForm,
    reviewReplyForm,
    planActionForm,
    taxDetailsForm,
  ].map(formPostFields),
);

/**
 * The body is read once against every form's fields; its `intent` names the form, each checked
 * and answered by its own module (app/http/dashboard/). All but the sign-in forms need a session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormPostBody(request, context, DASHBOARD_FIELDS);
  if (body.kind === "refused") return accessFormReply(body.reply);
  const { formData } = body;
  const intent = formData.get("intent");
  if (intent === "request-link") {
    return signInLinkAction(formData, context, nextOf(request.url, dashboardPath));
  }
  if (intent === "sign-out") return signOutAction(request, context);

  const agencyId = await getAgencyId(request, context);
  if (!agencyId) return redirect("/dashboard");
  if (intent === "update-listing") return editListing(formData, agencyId, context);
  if (intent === "reply-review") return replyToReview(formData, agencyId, context);
  if (intent === "update-tax-details") return saveTaxDetails(formData, agencyId, context);
  const plan = await checkFormPost(formData, context, planActionForm);
  if (plan.kind === "valid") return planAction(plan.value.intent, agencyId, context);
  // No button of the page posts anything else.
  const unreadable = { status: 400, formError: getMessages().forms.unreadableForm };
  return accessFormReply(formReply(context, unreadable));
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const dashboardMessages = useMessages().dashboard;
  if (!loaderData.dashboard) {
    return (
      <AgencyAccessForm
        intro={dashboardMessages.access.intro}
        action="/dashboard"
        next={loaderData.next}
        state={(actionData as AccessFormState | undefined)?.access}
        minutes={SIGN_IN_LINK_MINUTES}
      />
    );
  }
  return (
    <AgencyDashboardView
      dashboard={loaderData.dashboard}
      editing={loaderData.editing}
      testMode={loaderData.testMode}
      billingPortal={loaderData.billingPortal ?? false}
      images={loaderData.images}
      invoices={loaderData.invoices}
      refusedPost={(actionData as AccessFormState | undefined)?.access?.result.error?.[""]?.[0]}
      taxDetailsRefused={
        actionData && "taxDetails" in actionData
          ? (actionData as TaxDetailsReply).taxDetails
          : undefined
      }
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
    />
  );
}
