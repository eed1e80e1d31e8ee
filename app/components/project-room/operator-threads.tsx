import clsx from "clsx";
import { format } from "~/domain/i18n";
import { shownCount } from "~/domain/project-room";
import type { OperatorThread } from "~/domain/views/project-room";
import { roomTexts } from "~/domain/messages/room-texts";
import { useLocale, useMessages } from "../i18n";
import { Link } from "../ui/link";
import { useFormatters } from "../use-formatters";

/**
 * The operator's threads (the console's Threads page, and a brief's page): matches past their time
 * to answer first (issue 31), then those waiting for the agency's answer in the thread past
 * AGENCY_ANSWER_HOURS, marked, then by their last message. The client's
 * company opens the thread, which is what the operator came for; the last column opens the brief.
 */
export function OperatorThreadTable({ threads, now }: { threads: OperatorThread[]; now: Date }) {
  const texts = useMessages().adminConsole.threads;
  const answerTexts = roomTexts(useLocale()).answer;
  const formatters = useFormatters();
  if (threads.length === 0) return <p className="text-sm text-slate-600">{texts.empty}</p>;
  return (
    // `relative`: the header's visually hidden label is placed inside the scrolling box, not
    // beside the page, which would scroll the whole page sideways on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {texts.brief}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {texts.agency}
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              {texts.messages}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {texts.lastMessage}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{texts.briefPage}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {threads.map((thread) => (
            <tr
              key={thread.matchId}
              className={clsx((thread.overdue || thread.answerOverdue) && "bg-amber-50")}
            >
              <td className="px-3 py-2">
                <Link
                  to={`/admin/threads/${thread.matchId}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  <bdi>{thread.companyName}</bdi>
                </Link>
                {thread.answerOverdue && thread.answerDueAt ? (
                  <p className="text-xs font-semibold text-amber-800">
                    {format(answerTexts.overdueSince, {
                      due: formatters.dateTime(thread.answerDueAt),
                    })}
                  </p>
                ) : thread.answer !== "accepted" ? (
                  <p className="text-xs text-slate-600">{answerTexts.states[thread.answer]}</p>
                ) : null}
                {thread.overdue && thread.waitingSince && (
                  <p className="text-xs font-semibold text-amber-800">
                    {format(texts.waiting, {
                      hours: Math.floor(
                        (now.getTime() - new Date(thread.waitingSince).getTime()) / 3_600_000,
                      ),
                    })}
                  </p>
                )}
              </td>
              <td className="px-3 py-2">
                <bdi>{thread.agencyName}</bdi>
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{shownCount(thread.messages)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {thread.lastMessageAt ? formatters.dateTime(thread.lastMessageAt) : "–"}
              </td>
              <td className="px-3 py-2 text-end whitespace-nowrap">
                <Link
                  to={`/admin/briefs/${thread.briefId}`}
                  className="text-slate-700 underline-offset-2 hover:underline"
                >
                  {format(texts.briefLink, { id: thread.briefId })}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
