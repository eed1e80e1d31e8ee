import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { declineReasons, DECLINE_NOTE_MAX_LENGTH } from "~/domain/match-answers";
import { format } from "~/domain/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import type { Thread } from "~/domain/views/project-room";
import { ActionForm } from "../forms/action-form";
import { ErrorList } from "../forms/field";
import { useLocale } from "../i18n";
import { useFormatters } from "../use-formatters";
import { buttonClasses } from "../ui/button-link";
import type { ThreadSide } from "./thread-view";

/**
 * The match's answer above its thread (issue 31, docs/decisions/020-answering-a-match.md): the
 * agency accepts, or declines with a reason, while the match is pending and sees by when; the
 * operator sees the same and may give the place to another agency; the client sees the answer.
 * Plain forms: they work without JavaScript.
 */
export function MatchAnswerPanel({
  thread,
  side,
  declineResult,
}: {
  thread: Pick<Thread, "answer" | "answerDueAt" | "answerOverdue">;
  side: ThreadSide;
  /** A refused decline: the form opens again with what was sent and each field's message. */
  declineResult?: SubmissionResult<string[]>;
}) {
  const texts = roomTexts(useLocale()).answer;
  const formatters = useFormatters();
  const due = thread.answerDueAt ? formatters.dateTime(thread.answerDueAt) : "";
  const overdue = thread.answerOverdue;
  const sent = declineResult?.initialValue ?? {};
  const sentText = (name: string) => (typeof sent[name] === "string" ? sent[name] : undefined);
  const reasonErrors = declineResult?.error?.reason ?? undefined;
  const noteErrors = declineResult?.error?.note ?? undefined;

  if (thread.answer !== "pending" || side === "client") {
    return (
      <p className="mt-3 text-sm font-medium text-slate-700">
        {texts.states[thread.answer]}
        {thread.answer === "pending" && due ? ` · ${format(texts.answerBy, { due })}` : ""}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="match-answer"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="match-answer" className="font-semibold text-slate-900">
        {side === "agency" ? texts.title : texts.states.pending}
      </h2>
      {due && (
        <p className="mt-1 text-sm text-slate-700">
          {format(
            side === "agency"
              ? overdue
                ? texts.overdue
                : texts.due
              : overdue
                ? texts.operatorOverdue
                : texts.operatorDue,
            { due },
          )}
        </p>
      )}
      {side === "agency" ? (
        <div className="mt-3 space-y-3">
          <ActionForm fields={{ intent: "accept-match" }}>
            {(pending) => (
              <button type="submit" disabled={pending} className={buttonClasses("primary")}>
                {texts.accept}
              </button>
            )}
          </ActionForm>
          <details className="group" open={declineResult ? true : undefined}>
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">
              {texts.decline}
            </summary>
            <Form method="post" preventScrollReset className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="decline-match" />
              <fieldset
                aria-invalid={reasonErrors ? true : undefined}
                aria-describedby={reasonErrors ? "decline-reason-error" : undefined}
              >
                <legend className="text-sm font-medium text-slate-800">{texts.reasonLabel}</legend>
                <div className="mt-2 space-y-2">
                  {declineReasons.map((reason) => (
                    <label key={reason} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="radio"
                        name="reason"
                        value={reason}
                        defaultChecked={sentText("reason") === reason}
                        required
                        className="size-4 accent-brand-600"
                      />
                      {texts.reasons[reason]}
                    </label>
                  ))}
                </div>
                <ErrorList id="decline-reason-error" errors={reasonErrors} />
              </fieldset>
              <div>
                <label htmlFor="decline-note" className="block text-sm font-medium text-slate-800">
                  {texts.noteLabel}
                </label>
                <textarea
                  id="decline-note"
                  name="note"
                  rows={3}
                  maxLength={DECLINE_NOTE_MAX_LENGTH}
                  dir="auto"
                  defaultValue={sentText("note")}
                  aria-invalid={noteErrors ? true : undefined}
                  aria-describedby={
                    noteErrors ? "decline-note-error decline-note-hint" : "decline-note-hint"
                  }
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600"
                />
                <ErrorList id="decline-note-error" errors={noteErrors} />
                <p id="decline-note-hint" className="mt-1 text-xs text-slate-600">
                  {format(texts.noteHint, { max: DECLINE_NOTE_MAX_LENGTH })}
                </p>
              </div>
              <button type="submit" className={buttonClasses("secondary")}>
                {texts.decline}
              </button>
            </Form>
          </details>
        </div>
      ) : (
        <ActionForm fields={{ intent: "replace-match" }} className="mt-3">
          {(pending) => (
            <button type="submit" disabled={pending} className={buttonClasses("secondary")}>
              {texts.replace}
            </button>
          )}
        </ActionForm>
      )}
    </section>
  );
}
