import { formPage } from "~/components/layout/page-scripts";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactSuccess } from "~/components/contact/contact-success";
import { DirectEmailPanel } from "~/components/contact/direct-email-panel";
import { useMessages, useSite } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { PageHero } from "~/components/marketing/page-hero";
import { contactSchema } from "~/domain/contact";
import { currentLocale, getMessages } from "~/domain/i18n";
import { errorToast } from "~/domain/toast";
import { actionHeaders, answeredOr } from "~/components/forms/network-failure";
import { readFormPost, type FormReplyData } from "~/http/form-post.server";
import { failureRefusal } from "~/http/refusal.server";
import { pageMeta } from "~/domain/seo";
import {
  consumeContactAttempt,
  consumeContactRecipient,
  sendContactMessage,
} from "~/services/contact.server";
import { issueFormToken } from "~/services/form-guard.server";
import type { Route } from "./+types/contact";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

/** Hydrates once the page has loaded (page-scripts.ts). */
export const handle = formPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/contact", ...m.pages.contact }));

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: issueFormToken(context.config) };
}

export const headers = actionHeaders;

/** A refusal's reply (form-post.server.ts), or the message sent. */
export type ContactActionData = FormReplyData & {
  sent?: boolean;
  /** On success, the server's message for the 'Message Sent!' toast (as POST /api/contact). */
  message?: string;
};

/**
 * Spam guard, validation, rate limits, then store and queue both e-mails. Every outcome renders
 * this page again (no redirect), so the form works the same with JavaScript off.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, log, clientAddress } = context;
  const failure = getMessages().publicPages.contact.failure;
  const form = await readFormPost(request, context, {
    schema: contactSchema,
    guard: true,
    // Per address first, so a refused address does not use up the inbox's allowance.
    limits: async ({ email }) => {
      const attempt = await consumeContactAttempt(db, clientAddress);
      return attempt.allowed ? consumeContactRecipient(db, email) : attempt;
    },
    toasts: { limit: failure.title },
  });
  // A bot (the spam guard's hidden field filled, or no token of ours) is answered as a person.
  if (form.kind === "bot") return sentReply(context, { status: "success", initialValue: null });
  if (form.kind === "refused") return form.reply;
  try {
    await sendContactMessage(db, config, form.value, currentLocale());
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    log.error({ err: error }, "contact message could not be stored");
    return form.refuse(failureRefusal(failure.body, failure.title));
  }
  return sentReply(context, form.reply({ resetForm: true }));
}

/**
 * A message the server never received gets the documented 'Error' toast; the form keeps its text.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  const failure = getMessages().publicPages.contact.failure;
  return answeredOr(serverAction, () => showToast(errorToast(failure.title, failure.body)));
}

function sentReply(context: Route.ActionArgs["context"], result: SubmissionResult<string[]>) {
  return data<ContactActionData>({
    result,
    formToken: issueFormToken(context.config),
    sent: true,
    message: getMessages().publicPages.contact.success.body,
  });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const contactMessages = useMessages().publicPages.contact;
  const sent = actionData && "sent" in actionData ? (actionData as ContactActionData) : undefined;
  const email = useSite()?.supportEmail ?? "";
  return (
    <>
      <PageHero
        eyebrow={contactMessages.hero.eyebrow}
        title={contactMessages.hero.title}
        intro={contactMessages.hero.intro}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:px-8">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          {sent?.sent ? (
            <ContactSuccess titleId="contact-form-title" message={sent.message} />
          ) : (
            <>
              <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-slate-900">
                {contactMessages.form.title}
              </h2>
              <ContactForm
                formToken={actionData?.formToken ?? loaderData.formToken}
                lastResult={actionData?.result}
                failure={actionData?.toast}
              />
            </>
          )}
        </section>
        <div className="lg:col-span-2">
          <DirectEmailPanel email={email} />
        </div>
      </div>
    </>
  );
}
