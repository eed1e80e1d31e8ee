import type { AppLoadContext } from "react-router";
import { AgencyInput } from "~/domain/agency";
import { format, getMessages } from "~/domain/i18n";
import type { ToastInput } from "~/domain/toast";
import { updateOwnListing } from "~/services/agency-listing.server";
import { checkFormPost, type FormSpec } from "../form-post.server";
import { redirect } from "../redirect.server";
import { redirectWithToast } from "../sessions/toast.server";

/** The listing's edit form: the submission form's fields, and its 'Save' button's intent. */
export const listingEditForm = {
  schema: AgencyInput,
  fields: { intent: 1 },
} satisfies FormSpec<typeof AgencyInput>;

/**
 * Saves the signed-in agency's listing: the form again with why not (400, a taken address 409,
 * too many address changes 429), else the dashboard with what saving did.
 */
export async function editListing(formData: FormData, agencyId: number, context: AppLoadContext) {
  const form = await checkFormPost(formData, context, listingEditForm);
  if (form.kind !== "valid") return form.kind === "refused" ? form.reply : redirect("/dashboard");
  const outcome = await updateOwnListing(context.db, agencyId, form.value, context.config);
  if (outcome.status === "duplicate-email") {
    const duplicate = getMessages().dashboard.dashboard.duplicateEmail;
    return form.refuse({ status: 409, fieldErrors: { email: [duplicate] } });
  }
  if (outcome.status === "not-found") return redirect("/dashboard");
  if (outcome.status === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
    const message = format(getMessages().dashboard.emailChange.rateLimited, { minutes });
    return form.refuse({
      status: 429,
      fieldErrors: { email: [message] },
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  }
  return redirectWithToast("/dashboard", savedToast(outcome), context.config);
}

/** What saving the listing did: published, nothing, and/or a new address to confirm. */
function savedToast({
  changed,
  emailPending,
}: {
  changed: boolean;
  emailPending: string | null;
}): ToastInput {
  const dashboardMessages = getMessages().dashboard;
  const pending =
    emailPending && format(dashboardMessages.emailChange.sentBody, { newEmail: emailPending });
  if (changed) {
    const description = pending
      ? `${dashboardMessages.dashboard.savedBody} ${pending}`
      : dashboardMessages.dashboard.savedBody;
    return { type: "success", title: dashboardMessages.dashboard.saved, description };
  }
  if (pending) {
    return { type: "info", title: dashboardMessages.emailChange.sentTitle, description: pending };
  }
  return { type: "info", title: dashboardMessages.dashboard.unchanged };
}
