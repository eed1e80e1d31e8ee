import type { BriefOutcome } from "../brief-decisions";
import type { MatchAnswer } from "../match-answers";
import type { ThreadAuthor } from "../project-room";

/** What the project room's pages show (services/project-room.server.ts reads them). */

/** Who reads or writes: a signed-in client (their address, lower-cased), an agency, the operator. */
export type RoomViewer =
  { kind: "client"; email: string } | { kind: "agency"; agencyId: number } | { kind: "operator" };

/** A file of a message, with its download link (signed, short-lived) for the page's reader. */
export type ThreadFile = {
  id: number;
  name: string;
  contentType: string;
  byteLength: number;
  href: string | null;
};

/** A brief's state as its client sees it. */
export type ClientBriefState = "waiting" | "qualified" | "matched";

export type ClientBrief = {
  id: number;
  companyName: string;
  projectType: string;
  createdAt: Date;
  state: ClientBriefState;
  /** The client's decision (issue 31), and how many agencies sent a proposal. */
  outcome: BriefOutcome | null;
  proposals: number;
  matches: {
    matchId: number;
    agencyName: string;
    agencySlug: string;
    unread: number;
    lastMessageAt: Date | null;
    /** The agency's answer to the match (issue 31), and whether the client hired it. */
    answer: MatchAnswer;
    hired: boolean;
  }[];
};

export type OperatorThread = {
  matchId: number;
  briefId: number;
  companyName: string;
  agencyName: string;
  messages: number;
  lastMessageAt: Date | null;
  /** Since when it has waited for the agency's answer, if it does. */
  waitingSince: Date | null;
  /** Waiting for the agency for AGENCY_ANSWER_HOURS or more. */
  overdue: boolean;
  /** The agency's answer to the match (issue 31), and whether it is past due unanswered. */
  answer: MatchAnswer;
  answerDueAt: Date | null;
  answerOverdue: boolean;
};

export type ThreadMessage = {
  id: number;
  author: ThreadAuthor;
  /** Null for a hidden message, except for the operator, who reads it (`hidden` says so). */
  body: string | null;
  files: ThreadFile[];
  createdAt: Date;
  /** Came as an answer to a thread's e-mail (decision 019). */
  byMail: boolean;
  hidden: boolean;
  /** Written by the side reading. */
  mine: boolean;
  /** Not read by the side reading before this view. */
  unread: boolean;
};

export type Thread = {
  matchId: number;
  briefId: number;
  companyName: string;
  contactName: string;
  projectType: string;
  agencyId: number;
  agencyName: string;
  agencySlug: string;
  /** The agency's answer to the match, and when it is due (issue 31). */
  answer: MatchAnswer;
  answerDueAt: Date | null;
  /** Pending past its due time (when the page was read). */
  answerOverdue: boolean;
  messages: ThreadMessage[];
  /** The first shown message's id when earlier ones exist (the "Earlier messages" link), else null. */
  earlierBefore: number | null;
  /** An older page of the thread (`?before=`), not its newest messages. */
  older: boolean;
};
