import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { idField } from "~/domain/ids";
import { mergeFormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { threadMessageSchema } from "~/domain/project-room";
import {
  hideThreadMessage,
  postThreadMessage,
  type RoomViewer,
} from "~/services/project-room.server";
import {
  checkFormPost,
  formPostFields,
  formReply,
  readFormPostBody,
  type FormSpec,
} from "../form-post.server";
import { redirect } from "../redirect.server";
import { rateLimitRefusal } from "../refusal.server";
import { redirectWithToast } from "../sessions/toast.server";

/** A thread's message form: the text, and the button's intent. */
export const threadMessageForm = {
  schema: threadMessageSchema,
  fields: { intent: 1 },
} satisfies FormSpec<typeof threadMessageSchema>;

const hideMessageSchema = z.object({ intent: z.literal("hide-message"), messageId: idField() });

/** The operator's 'Hide' under a message. */
export const hideMessageForm = { schema: hideMessageSchema } satisfies FormSpec<
  typeof hideMessageSchema
>;

/** Every field a thread page's forms may post. */
export const THREAD_PAGE_FIELDS = mergeFormFields(
  formPostFields(threadMessageForm),
  formPostFields(hideMessageForm),
);

const notFound = () => data(null, { status: 404 });

/**
 * A thread page's action (the client's, the agency's and the operator's pages alike): the message
 * form, and for the operator 'Hide'. A sent message answers with the thread again (a redirect, so
 * a reload does not send it twice); a refused one with the form as it was sent, its text kept.
 */
export async function threadAction(
  request: Request,
  context: AppLoadContext,
  matchId: number | undefined,
  viewer: RoomViewer,
  threadPath: string,
) {
  const body = await readFormPostBody(request, context, THREAD_PAGE_FIELDS);
  if (body.kind === "refused") return body.reply;
  if (matchId === undefined) throw notFound();
  const { formData } = body;
  if (formData.get("intent") === "hide-message") {
    const form = await checkFormPost(formData, context, hideMessageForm);
    if (viewer.kind !== "operator" || form.kind !== "valid") {
      return formReply(context, { status: 400, formError: getMessages().forms.unreadableForm });
    }
    const hidden = await hideThreadMessage(context.db, form.value.messageId);
    if (!hidden || hidden.matchId !== matchId) throw notFound();
    const texts = getMessages().projectRoom.thread;
    return redirectWithToast(threadPath, { type: "success", title: texts.hidden }, context.config);
  }
  const form = await checkFormPost(formData, context, threadMessageForm);
  if (form.kind !== "valid") return form.kind === "refused" ? form.reply : redirect(threadPath);
  const result = await postThreadMessage(context.db, matchId, viewer, form.value.body);
  if (result.status === "not-found") throw notFound();
  if (result.status === "rate-limited") {
    return form.refuse(rateLimitRefusal(result.limit));
  }
  return redirect(`${threadPath}#latest`);
}
