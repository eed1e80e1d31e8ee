import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { mergeFormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { proposalRowFields, proposalSchema } from "~/domain/proposals";
import {
  saveProposalDraft,
  sendProposal,
  withdrawProposal,
  type ProposalChange,
} from "~/services/proposals.server";
import type { RoomViewer } from "~/services/project-room.server";
import { checkFormPost, formPostFields, type FormSpec } from "../form-post.server";
import { redirectWithToast } from "../sessions/toast.server";

/**
 * The agency's proposal on its thread page (issue 31, docs/decisions/021-proposals.md): "Save
 * draft" and "Send proposal" post the whole form (a send saves it first), "Withdraw proposal" the
 * intent alone. A refused form answers with the page and the form as it was sent, each field's
 * message beside it (under `proposal`, so the message form below keeps its own); a change
 * answers with the thread again and a toast.
 */

export const proposalForm = {
  schema: proposalSchema,
  fields: { intent: 1, ...proposalRowFields() },
} satisfies FormSpec<typeof proposalSchema>;

const withdrawSchema = z.object({ intent: z.literal("withdraw-proposal") });
export const withdrawProposalForm = { schema: withdrawSchema } satisfies FormSpec<
  typeof withdrawSchema
>;

export const PROPOSAL_INTENTS = ["save-proposal", "send-proposal", "withdraw-proposal"] as const;

/** Every field the proposal's forms may post. */
export const PROPOSAL_FIELDS = mergeFormFields(
  formPostFields(proposalForm),
  formPostFields(withdrawProposalForm),
);

const notFound = () => data(null, { status: 404 });

export async function proposalAction(
  formData: FormData,
  context: AppLoadContext,
  matchId: number,
  viewer: RoomViewer,
  threadPath: string,
) {
  if (viewer.kind !== "agency") throw notFound();
  const texts = getMessages().projectRoom.proposal;
  const owner = { matchId, agencyId: viewer.agencyId };
  const intent = formData.get("intent");
  let change: ProposalChange;
  if (intent === "withdraw-proposal") {
    const form = await checkFormPost(formData, context, withdrawProposalForm);
    if (form.kind !== "valid") throw notFound();
    change = await withdrawProposal(context.db, owner);
  } else {
    const form = await checkFormPost(formData, context, proposalForm);
    if (form.kind === "refused")
      return data({ proposal: form.reply.data.result }, form.reply.init ?? undefined);
    if (form.kind !== "valid") throw notFound();
    change = await saveProposalDraft(context.db, owner, form.value);
    if (change.status === "saved" && intent === "send-proposal") {
      change = await sendProposal(context.db, owner, new Date(), context.config);
    }
  }
  if (change.status === "not-found") throw notFound();
  if (change.status !== "saved" && change.status !== "sent" && change.status !== "withdrawn") {
    const title = change.status === "decided" ? texts.decided : texts.refused;
    return redirectWithToast(threadPath, { type: "error", title }, context.config);
  }
  const title = { saved: texts.saved, sent: texts.sentToast, withdrawn: texts.withdrawnToast }[
    change.status
  ];
  return redirectWithToast(`${threadPath}#proposal`, { type: "success", title }, context.config);
}
