import { data, type AppLoadContext } from "react-router";
import { acceptProposalSchema, closeBriefSchema } from "~/domain/brief-decision-forms";
import { mergeFormFields } from "~/domain/form-fields";
import { format, getMessages } from "~/domain/i18n";
import { parseId } from "~/domain/ids";
import { signInWithNext } from "~/domain/sign-in-next";
import {
  acceptProposal,
  closeBrief,
  isClientBrief,
  readBriefComparison,
  type DecisionResult,
} from "~/services/brief-decisions.server";
import {
  checkFormPost,
  formPostFields,
  readFormPostBody,
  type FormSpec,
} from "../form-post.server";
import { redirect } from "../redirect.server";
import { getClientEmail } from "../sessions/client-session.server";
import { redirectWithToast } from "../sessions/toast.server";

/**
 * The client's comparison page (issue 31, docs/decisions/022-choosing-and-closing.md): its loader
 * (the brief's proposals side by side, the client's own brief only) and its two forms, "Hire"
 * after its confirmation, and "Close the brief". Each answers with the page again and a toast that
 * says what happened, or why nothing did (decided already, a newer version, a reason missing).
 */

export const acceptProposalForm = {
  schema: acceptProposalSchema,
  fields: { intent: 1 },
} satisfies FormSpec<typeof acceptProposalSchema>;
export const closeBriefForm = {
  schema: closeBriefSchema,
  fields: { intent: 1 },
} satisfies FormSpec<typeof closeBriefSchema>;

const DECISION_FIELDS = mergeFormFields(
  formPostFields(acceptProposalForm),
  formPostFields(closeBriefForm),
);

type Args = { request: Request; params: { briefId?: string }; context: AppLoadContext };

const notFound = () => data(null, { status: 404 });

/** "My briefs" to sign in, coming back to the brief after. */
const signInFor = (briefId: number | undefined) =>
  briefId === undefined
    ? "/my-briefs"
    : signInWithNext("/my-briefs", `/my-briefs/briefs/${briefId}`);

export async function loadBriefComparison({ request, params, context }: Args) {
  const email = await getClientEmail(request, context);
  const briefId = parseId(params.briefId);
  if (!email) throw redirect(signInFor(briefId));
  const comparison = briefId && (await readBriefComparison(context.db, { email, briefId }));
  if (!comparison) throw notFound();
  return comparison;
}

export async function briefDecisionAction({ request, params, context }: Args) {
  const email = await getClientEmail(request, context);
  const briefId = parseId(params.briefId);
  if (!email) return redirect(signInFor(briefId));
  if (briefId === undefined || !(await isClientBrief(context.db, { email, briefId }))) {
    throw notFound();
  }
  const page = `/my-briefs/briefs/${briefId}`;
  const body = await readFormPostBody(request, context, DECISION_FIELDS);
  if (body.kind === "refused") return body.reply;
  const texts = getMessages().projectRoom.decision;
  const owner = { email, briefId };
  const intent = body.formData.get("intent");
  let result: DecisionResult;
  let hirePage = page;
  if (intent === "accept-proposal") {
    const form = await checkFormPost(body.formData, context, acceptProposalForm);
    if (form.kind === "refused") return refusedToast(page, form.refusal, context);
    if (form.kind !== "valid") throw notFound();
    hirePage = `${page}?hire=${form.value.proposalId}`;
    result = await acceptProposal(context.db, context.config, owner, form.value);
  } else if (intent === "close-brief") {
    const form = await checkFormPost(body.formData, context, closeBriefForm);
    if (form.kind === "refused") return refusedToast(page, form.refusal, context);
    if (form.kind !== "valid") throw notFound();
    result = await closeBrief(context.db, context.config, owner, form.value);
  } else {
    throw notFound();
  }
  const error = (title: string, to = page) =>
    redirectWithToast(to, { type: "error", title }, context.config);
  switch (result.status) {
    case "not-found":
      throw notFound();
    case "hired":
      return redirectWithToast(
        page,
        { type: "success", title: format(texts.hired, { agency: result.agencyName }) },
        context.config,
      );
    case "closed":
      return redirectWithToast(page, { type: "success", title: texts.closed }, context.config);
    case "decided":
      return error(texts.alreadyDecided);
    case "stale":
      return error(format(texts.stale, { agency: result.agencyName }));
    case "not-open":
      return error(texts.notOpen);
    case "reason-required":
      return error(texts.reasonRequired, hirePage);
  }
}

/** A refused form: the page again, and its first message as a toast. */
function refusedToast(
  page: string,
  refusal: { fieldErrors?: Record<string, string[]>; formError?: string },
  context: AppLoadContext,
) {
  const message =
    Object.values(refusal.fieldErrors ?? {})[0]?.[0] ??
    refusal.formError ??
    getMessages().forms.unreadableForm;
  return redirectWithToast(page, { type: "error", title: message }, context.config);
}
