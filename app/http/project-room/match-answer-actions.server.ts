import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { mergeFormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { declineMatchSchema } from "~/domain/match-answers";
import {
  acceptMatch,
  declineMatch,
  replaceMatch,
  type AnswerResult,
} from "~/services/match-answers.server";
import type { RoomViewer } from "~/services/project-room.server";
import { checkFormPost, formPostFields, type FormSpec } from "../form-post.server";
import { redirectWithToast } from "../sessions/toast.server";

/**
 * The match's answer on its thread page (issue 31, docs/decisions/020-answering-a-match.md): the
 * agency's "Accept" and "Decline" (with a reason), the operator's "Replace this agency". Each
 * answers with the thread again and a toast that says what happened, or that the match was
 * answered already (another tab, the operator, at the same moment).
 */

const acceptSchema = z.object({ intent: z.literal("accept-match") });
const replaceSchema = z.object({ intent: z.literal("replace-match") });

export const acceptMatchForm = { schema: acceptSchema } satisfies FormSpec<typeof acceptSchema>;
export const replaceMatchForm = { schema: replaceSchema } satisfies FormSpec<typeof replaceSchema>;
export const declineMatchForm = {
  schema: declineMatchSchema,
  fields: { intent: 1 },
} satisfies FormSpec<typeof declineMatchSchema>;

export const MATCH_ANSWER_INTENTS = ["accept-match", "decline-match", "replace-match"] as const;

/** Every field the answer's forms may post. */
export const MATCH_ANSWER_FIELDS = mergeFormFields(
  formPostFields(acceptMatchForm),
  formPostFields(replaceMatchForm),
  formPostFields(declineMatchForm),
);

const notFound = () => data(null, { status: 404 });

export async function matchAnswerAction(
  formData: FormData,
  context: AppLoadContext,
  matchId: number,
  viewer: RoomViewer,
  threadPath: string,
) {
  const texts = getMessages().projectRoom.answer;
  const intent = formData.get("intent");
  let result: AnswerResult;
  if (intent === "replace-match") {
    if (viewer.kind !== "operator") throw notFound();
    const form = await checkFormPost(formData, context, replaceMatchForm);
    if (form.kind !== "valid") throw notFound();
    result = await replaceMatch(context.db, context.config, matchId);
  } else {
    if (viewer.kind !== "agency") throw notFound();
    if (intent === "accept-match") {
      const form = await checkFormPost(formData, context, acceptMatchForm);
      if (form.kind !== "valid") throw notFound();
      result = await acceptMatch(context.db, matchId, viewer.agencyId);
    } else {
      const form = await checkFormPost(formData, context, declineMatchForm);
      // Refused: the thread again with the decline form as it was sent (its reason and note
      // kept) and each field's message, with or without JavaScript.
      if (form.kind === "refused") {
        return data({ decline: form.reply.data.result }, form.reply.init ?? undefined);
      }
      if (form.kind !== "valid") throw notFound();
      result = await declineMatch(context.db, matchId, viewer.agencyId, form.value);
    }
  }
  if (result.status === "not-found") throw notFound();
  if (result.status === "closed") {
    return redirectWithToast(
      threadPath,
      { type: "error", title: texts.alreadyAnswered },
      context.config,
    );
  }
  const title =
    result.answer === "accepted"
      ? texts.accepted
      : result.answer === "declined"
        ? texts.declined
        : texts.replaced;
  return redirectWithToast(threadPath, { type: "success", title }, context.config);
}
