import type { SubmissionResult } from "@conform-to/react";
import { format } from "~/domain/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import type { MatchAnswer } from "~/domain/match-answers";
import { OPEN_PROPOSAL_STATES } from "~/domain/proposals";
import type { BriefDecision, ThreadProposal } from "~/domain/views/proposals";
import { ActionForm } from "../forms/action-form";
import { useLocale } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { Link } from "../ui/link";
import { ProposalForm } from "./proposal-form";
import { ProposalVersions } from "./proposal-view";
import type { ThreadSide } from "./thread-view";

/**
 * The proposal part of a thread (issue 31): the brief's decision as this reader may know it, the
 * proposal's sent versions, and for the agency its form (write, save, send, revise, withdraw)
 * while the brief is open and the match is its own; for the client the way to compare and hire.
 */
export function ProposalPanel({
  room,
  side,
  answer,
  agencyName,
  lastResult,
}: {
  room: ThreadProposal;
  side: ThreadSide;
  answer: MatchAnswer;
  agencyName: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const locale = useLocale();
  const texts = roomTexts(locale).proposal;
  const decisionTexts = roomTexts(locale).decision;
  const { proposal, decision } = room;
  const draft = proposal?.versions.find((v) => v.sentAt === null);
  const newestSent = proposal?.versions.find((v) => v.sentAt !== null);
  const open = proposal && (OPEN_PROPOSAL_STATES as readonly string[]).includes(proposal.state);
  const mayWrite =
    side === "agency" &&
    decision.outcome === null &&
    (answer === "pending" || answer === "accepted") &&
    proposal?.state !== "accepted" &&
    proposal?.state !== "declined";
  if (!proposal && !mayWrite && decision.outcome === null) return null;
  return (
    <section id="proposal" aria-labelledby="proposal-title" className="mt-6 space-y-3">
      <DecisionNotice decision={decision} side={side} agencyName={agencyName} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="proposal-title" className="text-lg font-semibold text-slate-900">
          {side === "agency" ? texts.title : format(texts.clientTitle, { agency: agencyName })}
        </h2>
        {proposal && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {texts.states[proposal.state]}
          </span>
        )}
      </div>
      {proposal ? (
        <ProposalVersions proposal={proposal} />
      ) : (
        <p className="text-sm">{texts.none}</p>
      )}
      {side === "client" && newestSent && decision.outcome === null && (
        <Link to={`/my-briefs/briefs/${room.briefId}`} className={buttonClasses("primary")}>
          {decisionTexts.compare}
        </Link>
      )}
      {mayWrite && (
        <details
          open={!newestSent || draft !== undefined || lastResult !== undefined}
          className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        >
          <summary className="cursor-pointer font-semibold text-slate-900">
            {newestSent ? texts.sendRevision : texts.send}
          </summary>
          <div className="mt-3">
            <ProposalForm
              start={draft ?? newestSent}
              sent={newestSent !== undefined}
              chargesVat={room.chargesVat}
              lastResult={lastResult}
            />
          </div>
        </details>
      )}
      {mayWrite && open && (
        <ActionForm fields={{ intent: "withdraw-proposal" }}>
          {(pending) => (
            <button type="submit" disabled={pending} className={buttonClasses("secondary")}>
              {texts.withdraw}
            </button>
          )}
        </ActionForm>
      )}
    </section>
  );
}

/**
 * The brief's decision: the client and the operator read the outcome; an agency not chosen reads
 * the client's reason, never who was chosen or at what price.
 */
function DecisionNotice({
  decision,
  side,
  agencyName,
}: {
  decision: BriefDecision;
  side: ThreadSide;
  agencyName: string;
}) {
  const texts = roomTexts(useLocale()).decision;
  if (decision.outcome === null) return null;
  const reason = decision.reason ? texts.reasons[decision.reason] : "";
  let message: string;
  if (side !== "agency") {
    message =
      decision.outcome === "hired" && decision.hiredHere
        ? format(texts.outcomes.hired, { agency: agencyName })
        : decision.outcome === "hired"
          ? format(texts.otherHired, { reason })
          : texts.outcomes[decision.outcome];
  } else if (decision.hiredHere) {
    message = texts.hiredYou;
  } else if (decision.outcome === "hired") {
    message = format(texts.notSelected, { reason });
  } else if (decision.outcome === "closed") {
    message = format(texts.closedByClient, { reason });
  } else {
    message = texts.noDecision;
  }
  return (
    <p
      role="status"
      className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-slate-900"
    >
      {message}
    </p>
  );
}
