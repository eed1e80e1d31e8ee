import { format } from "~/domain/i18n";
import { MATCHES_PAGE_SIZE, matchesPageHref, MAX_AGENCIES_PER_BRIEF } from "~/domain/matching";
import { Pagination } from "../directory/pagination";
import { useMessages } from "../i18n";
import { BriefCard } from "./brief-card";
import type { MatchBoardView } from "~/domain/views/match-board";

/** /admin/matches: the briefs, 25 a page, each with its matches and the form to add one. */
export function MatchBoard({ board }: { board: MatchBoardView }) {
  const messages = useMessages();
  const matchingMessages = messages.matching;
  const from = (board.page - 1) * MATCHES_PAGE_SIZE + 1;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {matchingMessages.page.heading}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-600">
        {format(matchingMessages.page.intro, { max: MAX_AGENCIES_PER_BRIEF })}
      </p>
      {board.total > 0 && (
        <p className="mt-4 text-sm text-slate-500" aria-live="polite">
          {format(matchingMessages.page.showing, {
            from: from.toLocaleString("en"),
            to: (from + board.briefs.length - 1).toLocaleString("en"),
            total: board.total.toLocaleString("en"),
          })}
        </p>
      )}
      {board.allAgencies === null && board.approvedTotal > 0 && (
        <p className="mt-1 text-sm text-slate-500">
          {format(matchingMessages.form.moreNote, {
            total: board.approvedTotal.toLocaleString("en"),
          })}
        </p>
      )}

      {board.briefs.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {matchingMessages.page.empty}
        </p>
      ) : (
        <ul aria-label={matchingMessages.page.briefsLabel} className="mt-8 flex flex-col gap-6">
          {board.briefs.map((brief) => (
            <li key={brief.id}>
              <BriefCard brief={brief} page={board.page} allAgencies={board.allAgencies} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={board.page} pageCount={board.pageCount} href={matchesPageHref} />
    </section>
  );
}
