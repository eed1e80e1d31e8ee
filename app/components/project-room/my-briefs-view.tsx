import { MessagesSquare } from "lucide-react";
import { roomTexts } from "~/domain/messages/room-texts";
import { format } from "~/domain/i18n";
import { shownCount } from "~/domain/project-room";
import { projectTypes } from "~/domain/value-sets";
import type { ClientBrief, ClientBriefState } from "~/domain/views/project-room";
import { ActionForm } from "../forms/action-form";
import { useLocale, useMessages } from "../i18n";
import { RichText } from "../rich-text";
import { ButtonLink } from "../ui/button-link";
import { Link } from "../ui/link";
import { useFormatters } from "../use-formatters";

const stateTone: Record<ClientBriefState, string> = {
  waiting: "bg-slate-100 text-slate-800",
  qualified: "bg-amber-100 text-amber-900",
  matched: "bg-brand-100 text-brand-800",
};

/**
 * "My briefs" (docs/decisions/018-project-room.md): each brief of the client's address with its
 * state, and per matched agency a link to their thread with what is unread.
 */
export function MyBriefsView({ email, briefs }: { email: string; briefs: ClientBrief[] }) {
  const messages = useMessages();
  const texts = roomTexts(useLocale()).briefs;
  const answerTexts = roomTexts(useLocale()).answer;
  const decisionTexts = roomTexts(useLocale()).decision;
  const locale = useLocale();
  const formatters = useFormatters();
  const stateLabel: Record<ClientBriefState, string> = {
    waiting: texts.stateWaiting,
    qualified: texts.stateQualified,
    matched: texts.stateMatched,
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{texts.title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <RichText text={texts.intro} values={{ email: <bdi dir="ltr">{email}</bdi> }} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ButtonLink to="/submit" variant="secondary" size="md">
            {texts.newBrief}
          </ButtonLink>
          <ActionForm action="/my-briefs" fields={{ intent: "sign-out" }}>
            <button
              type="submit"
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {messages.dashboard.signOut}
            </button>
          </ActionForm>
        </div>
      </div>
      {briefs.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm">
          {texts.empty}
        </p>
      ) : (
        <ul className="space-y-4">
          {briefs.map((brief) => (
            <li key={brief.id}>
              <article
                aria-labelledby={`brief-${brief.id}`}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 id={`brief-${brief.id}`} className="text-lg font-semibold text-slate-900">
                      {projectTypes.labelIn(locale, brief.projectType)}
                    </h2>
                    <p className="text-sm text-slate-600">
                      <bdi>{brief.companyName}</bdi> ·{" "}
                      <time dateTime={new Date(brief.createdAt).toISOString()}>
                        {format(texts.sentOn, { date: formatters.date(brief.createdAt) })}
                      </time>
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${stateTone[brief.state]}`}
                  >
                    {brief.outcome
                      ? format(decisionTexts.outcomes[brief.outcome], {
                          agency: brief.matches.find((m) => m.hired)?.agencyName ?? "",
                        })
                      : stateLabel[brief.state]}
                  </span>
                </div>
                {brief.matches.length === 0 ? (
                  <p className="mt-3 text-sm text-slate-600">{texts.noMatches}</p>
                ) : (
                  <>
                    <h3 className="mt-4 text-sm font-semibold text-slate-700">
                      {texts.matchedAgencies}
                    </h3>
                    <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                      {brief.matches.map((match) => (
                        <li
                          key={match.matchId}
                          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                        >
                          <div>
                            <Link
                              to={`/agencies/${match.agencySlug}`}
                              className="font-medium text-slate-900 hover:underline"
                            >
                              <bdi>{match.agencyName}</bdi>
                            </Link>
                            <p className="text-xs text-slate-600">
                              {answerTexts.states[match.answer]}
                              {" · "}
                              {match.lastMessageAt
                                ? format(texts.lastMessage, {
                                    date: formatters.dateTime(match.lastMessageAt),
                                  })
                                : texts.noMessages}
                            </p>
                          </div>
                          <div className="flex items-center gap-3">
                            {match.unread > 0 && (
                              <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                                {format(texts.unread, { count: shownCount(match.unread) })}
                              </span>
                            )}
                            <ButtonLink
                              to={`/my-briefs/threads/${match.matchId}`}
                              variant="primary"
                              size="md"
                            >
                              <MessagesSquare aria-hidden="true" className="size-4" />
                              {texts.openThread}
                            </ButtonLink>
                          </div>
                        </li>
                      ))}
                    </ul>
                    {brief.proposals > 0 && (
                      <ButtonLink
                        to={`/my-briefs/briefs/${brief.id}`}
                        variant={brief.outcome ? "secondary" : "primary"}
                        size="md"
                        className="mt-3"
                      >
                        {decisionTexts.compare} ({formatters.number(brief.proposals)})
                      </ButtonLink>
                    )}
                  </>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
