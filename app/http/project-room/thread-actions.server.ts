import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { idField } from "~/domain/ids";
import { mergeFormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { threadMessageSchema, threadUploadSchema } from "~/domain/project-room";
import {
  hideThreadMessage,
  mayUseThread,
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
import { briefFileBytes } from "~/services/thread-files.server";
import { objectStorage } from "~/storage/storage.server";
import { readThreadUpload, uploadRefusal } from "./thread-upload.server";
import { redirectWithToast } from "../sessions/toast.server";
import {
  MATCH_ANSWER_FIELDS,
  MATCH_ANSWER_INTENTS,
  matchAnswerAction,
} from "./match-answer-actions.server";
import {
  PROPOSAL_FIELDS,
  PROPOSAL_INTENTS,
  proposalAction,
  proposalUploadAction,
} from "./proposal-actions.server";

/** A message with files: the text may be left out (the server wants text or a file). */
const threadUploadForm = {
  schema: threadUploadSchema,
  fields: { intent: 1 },
} satisfies FormSpec<typeof threadUploadSchema>;

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
  MATCH_ANSWER_FIELDS,
  PROPOSAL_FIELDS,
);

const notFound = () => data(null, { status: 404 });

/** What a post with files may carry: a message's fields, or a proposal's (sent with its files). */
const UPLOAD_FIELDS = [
  ...new Set([...Object.keys(formPostFields(threadUploadForm)), ...Object.keys(PROPOSAL_FIELDS)]),
];

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
  if (/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return threadUploadAction(request, context, matchId, viewer, threadPath);
  }
  const body = await readFormPostBody(request, context, THREAD_PAGE_FIELDS);
  if (body.kind === "refused") return body.reply;
  if (matchId === undefined) throw notFound();
  const { formData } = body;
  const intent = formData.get("intent");
  if (typeof intent === "string" && (MATCH_ANSWER_INTENTS as readonly string[]).includes(intent)) {
    return matchAnswerAction(formData, context, matchId, viewer, threadPath);
  }
  if (typeof intent === "string" && (PROPOSAL_INTENTS as readonly string[]).includes(intent)) {
    return proposalAction(formData, context, matchId, viewer, threadPath);
  }
  if (intent === "hide-message") {
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

/**
 * A message with files (a multipart post, streamed: thread-upload.server.ts). Who may write is
 * checked before a byte is stored; a refusal answers with the form, its text kept and the files'
 * field saying why; stored files go with the message in one transaction, or are deleted.
 */
async function threadUploadAction(
  request: Request,
  context: AppLoadContext,
  matchId: number | undefined,
  viewer: RoomViewer,
  threadPath: string,
) {
  if (matchId === undefined || !(await mayUseThread(context.db, matchId, viewer))) {
    await request.body?.cancel().catch(() => {});
    throw notFound();
  }
  const storage = objectStorage(context);
  const upload = await readThreadUpload(request, {
    storage,
    matchId,
    streamedBody: context.streamedBody,
    briefBytesUsed: await briefFileBytes(context.db, matchId),
    fields: UPLOAD_FIELDS,
  });
  const sent = new FormData();
  for (const [name, value] of upload.fields) sent.set(name, value);
  const intent = sent.get("intent");
  if (intent === "save-proposal" || intent === "send-proposal") {
    return proposalUploadAction(sent, upload, storage, context, matchId, viewer, threadPath);
  }
  const form = await checkFormPost(sent, context, threadUploadForm);
  if (!upload.ok) {
    return form.kind === "valid"
      ? form.refuse(uploadRefusal(upload.refusal))
      : formReply(context, uploadRefusal(upload.refusal));
  }
  const forget = () => Promise.allSettled(upload.files.map((f) => storage.delete(f.storageKey)));
  if (form.kind !== "valid") {
    await forget();
    return form.kind === "refused" ? form.reply : redirect(threadPath);
  }
  const result = await postThreadMessage(
    context.db,
    matchId,
    viewer,
    form.value.body ?? "",
    new Date(),
    upload.files,
  ).catch(async (error: unknown) => {
    await forget();
    throw error;
  });
  if (result.status === "sent") return redirect(`${threadPath}#latest`);
  await forget();
  if (result.status === "not-found") throw notFound();
  if (result.status === "rate-limited") return form.refuse(rateLimitRefusal(result.limit));
  return form.refuse({
    status: 400,
    fieldErrors: { body: [getMessages().projectRoom.thread.emptyMessage] },
  });
}
