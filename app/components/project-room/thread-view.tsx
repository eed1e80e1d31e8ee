import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import clsx from "clsx";
import { ArrowLeft, Paperclip } from "lucide-react";
import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { format } from "~/domain/i18n";
import { roomTexts, type RoomTexts } from "~/domain/messages/room-texts";
import { MESSAGE_MAX_LENGTH, THREAD_POLL_MS, threadUploadSchema } from "~/domain/project-room";
import { fileSizeText } from "~/domain/thread-files";
import { projectTypes } from "~/domain/value-sets";
import type { Thread } from "~/domain/views/project-room";
import type { ThreadProposal } from "~/domain/views/proposals";
import { ActionForm } from "../forms/action-form";
import { ErrorList, TextareaField } from "../forms/field";
import { PendingButton } from "../forms/pending-button";
import { useSchemaForm } from "../forms/use-schema-form";
import { useLocale, useSite } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { Form, Link } from "../ui/link";
import { useFormatters } from "../use-formatters";
import { MatchAnswerPanel } from "./match-answer-panel";
import { FileField } from "./file-field";
import { MessageText } from "./message-text";
import { ProposalPanel } from "./proposal-panel";

export type ThreadSide = "client" | "agency" | "operator";

/** A thread page's title: the project with the agency, or why there is no thread. */
export function threadTitle(
  texts: RoomTexts,
  thread: Pick<Thread, "companyName" | "agencyName"> | undefined,
) {
  return thread
    ? format(texts.thread.titleWith, {
        brief: thread.companyName,
        agency: thread.agencyName,
      })
    : texts.thread.notFound;
}

/**
 * A thread of the project room (docs/decisions/018-project-room.md), the same for its three
 * readers: the messages oldest first, each in its own direction, the unread ones marked, then the
 * message form. Without JavaScript it is a page and a form; with it, new messages appear by
 * themselves (the page's data is checked every THREAD_POLL_MS while the tab is visible) and a
 * failed send keeps the text.
 */
export function ThreadView({
  thread,
  side,
  backTo,
  proposal,
  lastResult,
  proposalResult,
  declineResult,
}: {
  thread: Thread;
  side: ThreadSide;
  backTo: "/my-briefs" | "/dashboard" | "/admin/threads";
  /** The match's proposal and the brief's decision (issue 31). */
  proposal: ThreadProposal | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The proposal form's refusal, when it was the form posted. */
  proposalResult: SubmissionResult<string[]> | undefined;
  /** The decline form's refusal (the agency's page), when it was the form posted. */
  declineResult?: SubmissionResult<string[]> | undefined;
}) {
  const texts = roomTexts(useLocale()).thread;
  const siteName = useSite()?.name ?? "";
  const locale = useLocale();
  const formatters = useFormatters();
  usePolling();
  const project = projectTypes.labelIn(locale, thread.projectType);
  const other = side === "agency" ? thread.companyName : thread.agencyName;
  const authorName = (author: ThreadSide) =>
    author === "operator" ? siteName : author === "agency" ? thread.agencyName : thread.companyName;
  const intro =
    side === "client"
      ? format(texts.intro, { agency: thread.agencyName })
      : side === "agency"
        ? format(texts.introAgency, { client: thread.contactName, company: thread.companyName })
        : texts.introOperator;
  const lastOwn = thread.messages.findLast((m) => m.mine)?.id ?? 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-14">
      <Link
        to={backTo}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {backTo === "/my-briefs"
          ? texts.backToBriefs
          : backTo === "/dashboard"
            ? texts.backToDashboard
            : texts.backToConsole}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {format(texts.titleWith, {
          brief: project,
          agency: side === "agency" ? other : thread.agencyName,
        })}
      </h1>
      {side === "operator" && (
        <p className="mt-1 text-sm text-slate-600">
          <bdi>{thread.companyName}</bdi> · <bdi>{thread.agencyName}</bdi>
        </p>
      )}
      <p className="mt-2 text-slate-600">{intro}</p>
      <MatchAnswerPanel thread={thread} side={side} declineResult={declineResult} />
      {proposal && (
        <ProposalPanel
          room={proposal}
          side={side}
          answer={thread.answer}
          agencyName={thread.agencyName}
          lastResult={proposalResult}
        />
      )}

      <section aria-live="polite" aria-relevant="additions" className="mt-6">
        {thread.earlierBefore !== null && (
          <p className="mb-3 text-center">
            <Link
              to={`?before=${thread.earlierBefore}`}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {texts.earlier}
            </Link>
          </p>
        )}
        {thread.messages.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {texts.empty}
          </p>
        ) : (
          <ol className="space-y-3">
            {thread.messages.map((message) => (
              <li
                key={message.id}
                id={message.id === thread.messages.at(-1)?.id ? "latest" : `m${message.id}`}
                // One's own messages stand in from the start, the others' from the end.
                className={message.mine ? "ps-8" : "pe-8"}
              >
                <article
                  aria-label={message.mine ? texts.you : authorName(message.author)}
                  className={clsx(
                    "rounded-2xl border px-4 py-3 text-slate-900 shadow-sm",
                    message.author === "operator"
                      ? "border-amber-200 bg-amber-50"
                      : message.mine
                        ? "border-brand-200 bg-brand-50"
                        : "border-slate-200 bg-white",
                  )}
                >
                  <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                    <span className="font-semibold text-slate-800">
                      {message.mine ? texts.you : <bdi>{authorName(message.author)}</bdi>}
                    </span>
                    <time dateTime={new Date(message.createdAt).toISOString()}>
                      {formatters.dateTime(message.createdAt)}
                    </time>
                    {message.byMail && <span>{texts.byMail}</span>}
                    {message.unread && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">
                        {texts.new}
                      </span>
                    )}
                  </header>
                  {message.body === null ? (
                    <p className="text-sm text-slate-500">{texts.removed}</p>
                  ) : (
                    message.body !== "" && <MessageText text={message.body} />
                  )}
                  {message.files.length > 0 && (
                    <ul className="mt-2 space-y-1">
                      {message.files.map((file) => (
                        <li key={file.id}>
                          <a
                            href={file.href ?? undefined}
                            download={file.name}
                            aria-label={format(texts.download, { name: file.name })}
                            className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-50"
                          >
                            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                            <bdi className="truncate">{file.name}</bdi>
                            <span dir="ltr" className="shrink-0 text-xs text-slate-500">
                              {fileSizeText(file.byteLength)}
                            </span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  {side === "operator" &&
                    (message.hidden ? (
                      <p className="mt-2 text-xs font-medium text-amber-800">
                        {texts.hiddenForRecord}
                      </p>
                    ) : (
                      <ActionForm
                        fields={{ intent: "hide-message", messageId: message.id }}
                        className="mt-2"
                      >
                        {(pending) => (
                          <button
                            type="submit"
                            disabled={pending}
                            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                          >
                            {texts.hide}
                          </button>
                        )}
                      </ActionForm>
                    ))}
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
      {thread.older ? (
        <p className="mt-6 text-center">
          <Link to="?" className="font-medium text-brand-700 hover:underline">
            {texts.latest}
          </Link>
        </p>
      ) : (
        <MessageForm key={lastOwn} lastResult={lastResult} />
      )}
    </div>
  );
}

/** The message form: remounted (emptied) once the reader's own new message shows above it. */
function MessageForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const texts = roomTexts(useLocale()).thread;
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "send-message";
  const [form, fields] = useSchemaForm(threadUploadSchema, {
    id: "thread-message",
    lastResult,
    shouldValidate: "onSubmit",
  });
  const { key, ...bodyProps } = getTextareaProps(fields.body);
  // The server's word on the files (their type, size or count): not a field of the schema.
  const fileErrors = lastResult?.error?.files ?? undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-6 space-y-3"
    >
      <input type="hidden" name="intent" value="send-message" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextareaField
        key={key}
        {...bodyProps}
        label={texts.bodyLabel}
        placeholder={texts.bodyPlaceholder}
        hint={format(texts.bodyHint, { max: MESSAGE_MAX_LENGTH })}
        rows={4}
        dir="auto"
        errors={fields.body.errors}
      />
      <FileField
        id="thread-message-files"
        errors={fileErrors}
        label={texts.filesLabel}
        hint={texts.filesHint}
      />
      <PendingButton
        pending={sending}
        pendingLabel={texts.sending}
        className={`${buttonClasses("primary", "md")} disabled:opacity-60`}
      >
        {texts.send}
      </PendingButton>
    </Form>
  );
}

/** Checks the page's data every THREAD_POLL_MS while the tab is visible and nothing is sent. */
function usePolling() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    if (busy) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    }, THREAD_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [busy, revalidator]);
}
