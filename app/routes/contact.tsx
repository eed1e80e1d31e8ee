import { formPage } from "~/components/layout/page-scripts";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactSuccess } from "~/components/contact/contact-success";
import { DirectEmailPanel } from "~/components/contact/direct-email-panel";
import { useMessages, useSite } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { PageHero } from "~/components/marketing/page-hero";
import { contactSchema, type ContactInput } from "~/domain/contact";
import { currentLocale, getMessages } from "~/domain/i18n";
import { errorToast, type Toast } from "~/domain/toast";
import { rateLimitedMessage } from "~/http/json-api.server";
import { actionHeaders, answeredOr } from "~/components/forms/network-failure";
import { publicFormFields } from "~/http/public-form.server";
import { readFormBody } from "~/http/request-body.server";
import { pageMeta } from "~/domain/seo";
import {
  consumeContactAttempt,
  consumeContactRecipient,
  sendContactMessage,
} from "~/services/contact.server";
import { checkFormGuard, issueFormToken } from "~/services/form-guard.server";
import type { RateLimitResult } from "~/services/rate-limit.server";
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

export type ContactActionData = {
  result: SubmissionResult<string[]>;
  /** A fresh spam-guard token: after a refused (4xx) submission the loader does not run again. */
  formToken: string;
  sent: boolean;
  /** On success, the server's message for the 'Message Sent!' toast (as POST /api/contact). */
  message?: string;
  toast?: Toast;
};

/**
 * Spam guard, rate limit, validation, then store and queue both e-mails. Every outcome renders
 * this page again (no redirect), so the form works the same with JavaScript off.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, log, clientAddress } = context;
  const messages = getMessages();
  const failure = messages.publicPages.contact.failure;
  const formToken = issueFormToken(config);
  const body = await readFormBody(request, publicFormFields(contactSchema));
  const formData = body.ok ? body.formData : null;
  const submission = formData ? parseContactForm(formData) : null;
  const reply = (
    status: number,
    result: SubmissionResult<string[]>,
    extra: Partial<ContactActionData> = {},
    headers?: HeadersInit,
  ) => data<ContactActionData>({ result, formToken, sent: false, ...extra }, { status, headers });
  const refuse = (status: number, error: string, toast = false, headers?: HeadersInit) =>
    reply(
      status,
      submission?.reply({ formErrors: [error] }) ?? { status: "error", error: { "": [error] } },
      toast ? { toast: errorToast(failure.title, error) } : {},
      headers,
    );

  if (!body.ok) return refuse(body.status, body.message);
  // Not a form this page could have sent (wrong content type, forged Conform fields).
  if (!formData || !submission) return refuse(400, messages.forms.unreadableForm);

  // A bot (the spam guard's hidden field filled, or no token of ours) is answered as a person.
  if (checkFormGuard(formData, config) === "bot") return sentReply(submission, formToken);
  if (submission.status !== "success") return reply(400, submission.reply());
  try {
    // Only a message that would be sent counts against the limits.
    const attempt = await consumeContactAttempt(db, clientAddress);
    if (!attempt.allowed)
      return refuse(429, rateLimitedMessage(attempt), true, retryAfter(attempt));
    const recipient = await consumeContactRecipient(db, submission.value.email);
    if (!recipient.allowed) {
      return refuse(429, rateLimitedMessage(recipient), true, retryAfter(recipient));
    }
    await sendContactMessage(db, config, submission.value, currentLocale());
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    log.error({ err: error }, "contact message could not be stored");
    return refuse(500, failure.body, true);
  }
  return sentReply(submission, formToken);
}

/**
 * A message the server never received gets the documented 'Error' toast; the form keeps its text.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  const failure = getMessages().publicPages.contact.failure;
  return answeredOr(serverAction, () => showToast(errorToast(failure.title, failure.body)));
}

/** Conform throws on its own reserved fields when they are forged; treat that as a bad request. */
function parseContactForm(formData: FormData): Submission<ContactInput> | null {
  try {
    return parseWithZod(formData, { schema: contactSchema });
  } catch {
    return null;
  }
}

function sentReply(submission: Submission<ContactInput>, formToken: string) {
  return data<ContactActionData>({
    result: submission.reply({ resetForm: true }),
    formToken,
    sent: true,
    message: getMessages().publicPages.contact.success.body,
  });
}

function retryAfter(limit: RateLimitResult): HeadersInit {
  return { "Retry-After": String(limit.retryAfterSeconds) };
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const contactMessages = useMessages().publicPages.contact;
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
          {actionData?.sent ? (
            <ContactSuccess titleId="contact-form-title" message={actionData.message} />
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
