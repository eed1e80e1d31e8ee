import { z } from "zod";
import { decisionReasons, DECISION_NOTE_MAX_LENGTH } from "./brief-decisions";
import { currentLocale } from "./i18n";
import { idField } from "./ids";
import { roomTexts } from "./messages/room-texts";
import { optionalText } from "./submission-fields";

/** The client's decision forms (issue 31, ./brief-decisions.ts): one schema for form and server. */

const texts = () => roomTexts(currentLocale()).decision;

const reasonField = () => z.enum(decisionReasons, { error: () => texts().reasonRequired });
const noteField = () => optionalText(DECISION_NOTE_MAX_LENGTH, { multiline: true });

/**
 * "Hire this agency": the proposal and the version the client read (a newer one, sent meanwhile,
 * refuses the post), and the reason the other agencies are told (needed when there are others).
 */
export const acceptProposalSchema = z.object({
  proposalId: idField(),
  version: idField(),
  reason: reasonField().optional(),
  note: noteField(),
});
export type AcceptProposalInput = z.output<typeof acceptProposalSchema>;

/** "Close this brief without hiring": a reason and an optional note. */
export const closeBriefSchema = z.object({
  reason: reasonField(),
  note: noteField(),
});
export type CloseBriefInput = z.output<typeof closeBriefSchema>;
