import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "react-router";
import { signInRequestSchema, type DashboardPath } from "~/domain/agency-access";
import type { ClientPath } from "~/domain/client-access";
import { currentLocale, format, getMessages } from "~/domain/i18n";
import { requestSignInLink } from "~/services/agency-auth.server";
import { checkFormPost, type FormReply, type FormSpec } from "../form-post.server";

/**
 * The e-mail lookup that sends a sign-in link, the one form of both dashboard pages without a
 * session. Its answer is Conform's, as the public forms give, and the address the link went to
 * once it is sent; /dashboard and /dashboard/upgrade answer it the same.
 */
export type AccessFormState = {
  access: { result: SubmissionResult<string[]>; sent?: string };
};

/** The lookup form's button names it; its schema is the browser's. */
export const signInLinkForm = {
  schema: signInRequestSchema,
  fields: { intent: 1 },
} satisfies FormSpec<typeof signInRequestSchema>;

/** A refused post, shown as the lookup form's answer (a signed-out page shows only that form). */
export function accessFormReply(reply: FormReply) {
  return data<AccessFormState>({ access: reply.data }, reply.init ?? undefined);
}

/**
 * The lookup form: 'check your inbox' whether or not the address has a listing (or, for a client's
 * link to "My briefs", sent a brief).
 */
export async function signInLinkAction(
  formData: FormData,
  context: AppLoadContext,
  redirectTo: DashboardPath | { audience: "client"; redirectTo: ClientPath },
) {
  const form = await checkFormPost(formData, context, signInLinkForm);
  if (form.kind === "refused") return accessFormReply(form.reply);
  if (form.kind === "bot")
    return data<AccessFormState>({ access: { result: { status: "success" } } });
  const { email } = form.value;
  const result = await requestSignInLink(
    context.db,
    // The link's mail and the page it opens are in the language of the page it was asked on.
    {
      email,
      ...(typeof redirectTo === "string" ? { redirectTo } : redirectTo),
      clientAddress: context.clientAddress,
      locale: currentLocale(),
    },
  );
  if (result.status === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(result.limit.retryAfterSeconds / 60));
    return accessFormReply(
      form.refuse({
        status: 429,
        formError: format(getMessages().dashboard.access.rateLimited, { minutes }),
        retryAfterSeconds: result.limit.retryAfterSeconds,
      }),
    );
  }
  return data<AccessFormState>({ access: { result: form.reply(), sent: email } });
}
