import { MessagesSquare } from "lucide-react";
import { roomTexts } from "~/domain/messages/room-texts";
import type { ReactNode } from "react";
import { ButtonLink } from "../ui/button-link";
import { phoneHref } from "~/domain/agency-display";
import { format } from "~/domain/i18n";
import { shownCount } from "~/domain/project-room";
import { budgets, projectTypes, timelines } from "~/domain/value-sets";
import type { DashboardLead } from "~/domain/views/agency-dashboard";
import { useLocale, useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

const link =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The agency's leads: each brief the operator matched it with, newest first, with the project and
 * the client's contact details as the match e-mail gave them; the description opens in place
 * (a `<details>`, no script). An empty state says how leads arrive.
 */
export function LeadList({ leads }: { leads: DashboardLead[] }) {
  const messages = useMessages();
  const leadMessages = messages.dashboard.leads;
  const roomBriefs = roomTexts(useLocale()).briefs;
  const answerTexts = roomTexts(useLocale()).answer;
  const fields = messages.submissions.brief.fields;
  const locale = useLocale();
  const formatters = useFormatters();
  return (
    <section
      id="leads"
      aria-labelledby="leads-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="leads-title" className="text-lg font-semibold text-slate-900">
        {leadMessages.title}
      </h2>
      {leads.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{leadMessages.empty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{leadMessages.intro}</p>
          <ul className="mt-3 divide-y divide-slate-100">
            {leads.map((lead) => (
              <li key={lead.matchId} className="py-4">
                <article aria-labelledby={`lead-${lead.matchId}`}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3
                      id={`lead-${lead.matchId}`}
                      dir="auto"
                      className="font-semibold break-words text-slate-900"
                    >
                      {lead.companyName}
                    </h3>
                    <ButtonLink
                      to={`/dashboard/threads/${lead.matchId}`}
                      variant={lead.unread > 0 ? "primary" : "secondary"}
                    >
                      <MessagesSquare aria-hidden="true" className="size-4" />
                      {roomBriefs.openThread}
                      {lead.unread > 0 &&
                        ` (${format(roomBriefs.unread, { count: shownCount(lead.unread) })})`}
                    </ButtonLink>
                  </div>
                  <p className="text-sm text-slate-600">
                    <time dateTime={new Date(lead.matchedAt).toISOString()}>
                      {format(leadMessages.matchedOn, { date: formatters.date(lead.matchedAt) })}
                    </time>
                    {" · "}
                    {lead.outcome
                      ? roomTexts(locale).decision.leadOutcomes[lead.outcome]
                      : lead.answer === "pending" && lead.answerDueAt
                        ? format(
                            lead.answerOverdue ? answerTexts.overdueSince : answerTexts.answerBy,
                            {
                              due: formatters.dateTime(lead.answerDueAt),
                            },
                          )
                        : answerTexts.states[lead.answer]}
                  </p>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                    <Detail label={fields.projectType}>
                      {projectTypes.labelIn(locale, lead.projectType)}
                    </Detail>
                    <Detail label={fields.budget}>{budgets.labelIn(locale, lead.budget)}</Detail>
                    <Detail label={fields.timeline}>
                      {timelines.labelIn(locale, lead.timeline)}
                    </Detail>
                    <div className="sm:col-span-3">
                      <dt className="text-slate-500">{leadMessages.contact}</dt>
                      <dd className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-slate-900">
                        <bdi>{lead.contactName}</bdi>
                        <a
                          href={`mailto:${lead.email}`}
                          dir="ltr"
                          className={`break-all ${link}`}
                          aria-label={format(leadMessages.writeTo, { name: lead.contactName })}
                        >
                          {lead.email}
                        </a>
                        {lead.phone && (
                          <a href={phoneHref(lead.phone)} dir="ltr" className={link}>
                            {lead.phone}
                          </a>
                        )}
                      </dd>
                    </div>
                  </dl>
                  <details className="mt-3 text-sm">
                    <summary className={`cursor-pointer ${link}`}>
                      {leadMessages.description}
                    </summary>
                    <p dir="auto" className="mt-2 break-words whitespace-pre-line text-slate-800">
                      {lead.description}
                    </p>
                  </details>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
