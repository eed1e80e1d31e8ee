import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { mergeFormFields } from "~/domain/form-fields";
import { format, getMessages } from "~/domain/i18n";
import { proposalRowFields, proposalSchema, type ProposalInput } from "~/domain/proposals";
import {
  saveProposalDraft,
  sendProposal,
  withdrawProposal,
  type ProposalChange,
} from "~/services/proposals.server";
import { postThreadMessage, type RoomViewer } from "~/services/project-room.server";
import type { ObjectStorage } from "~/storage/storage.server";
import {
  checkFormPost,
  formPostFields,
  formReply,
  type FormPost,
  type FormSpec,
} from "../form-post.server";
import type { Refusal } from "../refusal.server";
import { uploadRefusal, type ThreadUpload } from "./thread-upload.server";
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

/** The agency's answer after a change: the thread again, with a toast that says what happened. */
function changeReply(change: ProposalChange, context: AppLoadContext, threadPath: string) {
  const texts = getMessages().projectRoom.proposal;
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

/**
 * The proposal sent with files (a multipart post, read and stored by thread-upload.server.ts under
 * the room's rules: type, size, count and the brief's total). The files go into the thread as the
 * agency's message naming the version they came with, once the proposal is sent; a draft takes no
 * files (the client would not see them), and a refused proposal keeps none.
 */
export async function proposalUploadAction(
  sent: FormData,
  upload: ThreadUpload,
  storage: ObjectStorage,
  context: AppLoadContext,
  matchId: number,
  viewer: RoomViewer,
  threadPath: string,
) {
  const files = upload.ok ? upload.files : [];
  const forget = () => Promise.allSettled(files.map((f) => storage.delete(f.storageKey)));
  if (viewer.kind !== "agency") {
    await forget();
    throw notFound();
  }
  const refused = (refusal: Refusal, form?: FormPost<ProposalInput>) => {
    const reply = form?.kind === "valid" ? form.refuse(refusal) : formReply(context, refusal);
    return data({ proposal: reply.data.result }, reply.init ?? undefined);
  };
  const form = await checkFormPost(sent, context, proposalForm);
  if (!upload.ok) return refused(uploadRefusal(upload.refusal), form);
  if (form.kind !== "valid") {
    await forget();
    if (form.kind === "refused") {
      return data({ proposal: form.reply.data.result }, form.reply.init ?? undefined);
    }
    throw notFound();
  }
  if (files.length > 0 && sent.get("intent") !== "send-proposal") {
    await forget();
    const texts = getMessages().projectRoom.proposal;
    return refused({ status: 400, fieldErrors: { files: [texts.filesOnSend] } }, form);
  }
  const owner = { matchId, agencyId: viewer.agencyId };
  let change = await saveProposalDraft(context.db, owner, form.value).catch(async (error) => {
    await forget();
    throw error;
  });
  if (change.status === "saved" && sent.get("intent") === "send-proposal") {
    change = await sendProposal(context.db, owner, new Date(), context.config);
  }
  if (change.status !== "sent") {
    await forget();
    return changeReply(change, context, threadPath);
  }
  if (files.length > 0) {
    const texts = getMessages().projectRoom.proposal;
    const posted = await postThreadMessage(
      context.db,
      matchId,
      viewer,
      format(texts.filesMessage, { version: change.version }),
      new Date(),
      files,
    ).catch(async (error: unknown) => {
      await forget();
      throw error;
    });
    if (posted.status !== "sent") {
      await forget();
      return redirectWithToast(
        `${threadPath}#proposal`,
        { type: "error", title: texts.sentToast, description: texts.filesNotAttached },
        context.config,
      );
    }
  }
  return changeReply(change, context, threadPath);
}

export async function proposalAction(
  formData: FormData,
  context: AppLoadContext,
  matchId: number,
  viewer: RoomViewer,
  threadPath: string,
) {
  if (viewer.kind !== "agency") throw notFound();
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
  return changeReply(change, context, threadPath);
}
