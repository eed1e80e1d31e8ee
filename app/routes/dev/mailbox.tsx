import { clsx } from "clsx";
import { data, Link } from "react-router";
import { ActionForm } from "~/components/forms/action-form";
import { buttonClasses } from "~/components/ui/button-link";
import { useMessages } from "~/components/i18n";
import { ActionNotice } from "~/components/saved-searches/link-answers";
import { devMailAnswerSchema } from "~/domain/dev-mail-answer";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noticeReply, readFormPost, refusalNotice } from "~/http/form-post.server";
import { answerDevMail } from "~/services/dev-mail-answer.server";
import { getDevMail, listDevMailbox, mayReadDevMailbox } from "~/services/dev-mailbox.server";
import { readReplyAddress } from "~/services/reply-addresses.server";
import { objectStorage } from "~/storage/storage.server";
import type { Route } from "./+types/mailbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Outside production (or with DEV_MAILBOX=public) this is where mail goes without SMTP.
  if (!mayReadDevMailbox(request, context)) throw data("Not Found", { status: 404 });
  const messages = await listDevMailbox(context.db);
  const wanted = Number(new URL(request.url).searchParams.get("id"));
  const selectedId = Number.isSafeInteger(wanted) && wanted > 0 ? wanted : messages[0]?.id;
  const selected = selectedId ? await getDevMail(context.db, selectedId) : undefined;
  return {
    smtp: Boolean(context.config.mail.smtpUrl),
    messages: messages.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      createdAt: m.createdAt.toISOString(),
    })),
    selected: selected && {
      id: selected.id,
      from: selected.fromAddress,
      to: selected.toAddress,
      replyTo: selected.replyTo,
      subject: selected.subject,
      text: selected.text,
      // Extra headers the mail was sent with (a saved-search alert's List-Unsubscribe).
      headers: Object.entries(selected.headers ?? {}),
      createdAt: selected.createdAt.toISOString(),
      // A project room's mail can be answered from here (decision 019).
      answerable: readReplyAddress(context.config, selected.replyTo) !== null,
    },
  };
}

/** "Answer this e-mail": the answer goes in through the inbound listener's own steps. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!mayReadDevMailbox(request, context)) throw data("Not Found", { status: 404 });
  const post = await readFormPost(request, context, { schema: devMailAnswerSchema });
  if (post.kind !== "valid") {
    return post.kind === "refused" ? refusalNotice(post.refusal) : noticeReply("error", "", 400);
  }
  const texts = getMessages().pages.devMailbox;
  const result = await answerDevMail(context.db, context.config, objectStorage(context), {
    mailId: post.value.mailId,
    body: post.value.body,
  });
  if (result.ok)
    return noticeReply("done", "ignored" in result ? texts.answerIgnored : texts.answerTaken);
  if (result.refusal === "not-answerable") return noticeReply("error", texts.notAnswerable, 404);
  return noticeReply(
    "error",
    format(texts.answerRefused, { reason: `${result.refusal.code} ${result.refusal.message}` }),
    422,
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/dev/mailbox",
    title: m.pages.devMailbox.title,
    description: m.pages.devMailbox.description,
    robots: "noindex,nofollow",
  }));

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 19)} UTC`;

export default function DevMailboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, smtp, selected } = loaderData;
  const notice =
    actionData && "kind" in actionData && actionData.kind === "notice" ? actionData : undefined;
  const devMailboxMessages = useMessages().pages.devMailbox;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{devMailboxMessages.title}</h1>
      <p className="mt-2 text-slate-600">
        {smtp ? devMailboxMessages.smtpNote : devMailboxMessages.summary}
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {devMailboxMessages.empty}
        </p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
          <nav aria-label={devMailboxMessages.inbox}>
            <ol className="max-h-[70vh] divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 bg-white">
              {messages.map((m) => (
                <li key={m.id}>
                  <Link
                    to={`?id=${m.id}`}
                    aria-current={m.id === selected?.id ? "true" : undefined}
                    className={clsx(
                      "block px-4 py-3 text-sm hover:bg-slate-50",
                      m.id === selected?.id && "bg-brand-50",
                    )}
                  >
                    <span className="block font-medium text-slate-900">{m.subject}</span>
                    <span className="block text-slate-600">
                      {format(devMailboxMessages.recipient, { to: m.to })}
                    </span>
                    <time dateTime={m.createdAt} className="block text-xs text-slate-600">
                      {when(m.createdAt)}
                    </time>
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          {selected && (
            <div className="space-y-6">
              {notice?.message ? (
                <ActionNotice tone={notice.tone} message={notice.message} />
              ) : null}
              <SelectedMail mail={selected} />
              {selected.answerable ? <AnswerForm mail={selected} /> : null}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

type Mail = NonNullable<Route.ComponentProps["loaderData"]["selected"]>;

function SelectedMail({ mail }: { mail: Mail }) {
  const devMailboxMessages = useMessages().pages.devMailbox;
  return (
    <article
      aria-labelledby="mail-subject"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="border-b border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-600">
        <h2 id="mail-subject" className="text-base font-semibold text-slate-900">
          {mail.subject}
        </h2>
        <p>
          {format(devMailboxMessages.envelope, { to: mail.to, from: mail.from })}
          {mail.replyTo ? format(devMailboxMessages.replyTo, { replyTo: mail.replyTo }) : ""} ·{" "}
          <time dateTime={mail.createdAt}>{when(mail.createdAt)}</time>
        </p>
        {mail.headers.map(([name, value]) => (
          <p key={name} className="mt-1 break-all font-mono text-xs">
            {name}: {value}
          </p>
        ))}
      </header>
      <iframe
        title={format(devMailboxMessages.htmlFrameTitle, { subject: mail.subject })}
        src={`/dev/mailbox/${mail.id}/html`}
        className="h-[32rem] w-full border-0"
      />
      <section aria-labelledby="mail-text" className="border-t border-slate-200 px-5 py-3">
        {/* h2, not h3: the framed mail's own h1 comes between (axe reads headings across frames). */}
        <h2 id="mail-text" className="text-sm font-medium text-slate-700">
          {devMailboxMessages.plainText}
        </h2>
        <pre className="mt-3 whitespace-pre-wrap text-sm text-slate-800">{mail.text}</pre>
      </section>
    </article>
  );
}

function AnswerForm({ mail }: { mail: Mail }) {
  const texts = useMessages().pages.devMailbox;
  return (
    <section
      aria-labelledby="mail-answer"
      className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm"
    >
      <h2 id="mail-answer" className="text-base font-semibold text-slate-900">
        {texts.answerTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{format(texts.answerHint, { to: mail.to })}</p>
      <ActionForm fields={{ intent: "answer", mailId: mail.id }} className="mt-3">
        {(pending) => (
          <>
            <label htmlFor="mail-answer-body" className="block text-sm font-medium text-slate-700">
              {texts.answerLabel}
            </label>
            <textarea
              id="mail-answer-body"
              name="body"
              required
              rows={4}
              dir="auto"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
            />
            <button
              type="submit"
              disabled={pending}
              className={clsx(buttonClasses("primary"), "mt-3")}
            >
              {texts.answerSend}
            </button>
          </>
        )}
      </ActionForm>
    </section>
  );
}
