import { BriefApiInput } from "~/domain/brief";
import { getMessages } from "~/domain/i18n";
import { submitBriefClientLimits } from "~/domain/rate-limits";
import { postOnlyLoader } from "~/http/json-api.server";
import { answerPublicPost } from "~/http/public-api.server";
import { consumeClientLimits } from "~/services/rate-limit.server";
import { submitBrief } from "~/services/submit-brief.server";
import type { Route } from "./+types/submit-brief";

export const loader = postOnlyLoader;

const headers = { "Cache-Control": "no-store" };

/**
 * POST /api/submit-brief (docs/product.md#api): the brief as JSON, validated with the form's
 * schema; `locale` ("en" unless "ar") is the language of the client's mails. Answers 201 `{ success: true, id }`, or `{ error, fields? }` with a 4xx status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerPublicPost(request, context, {
    schema: BriefApiInput,
    consumeLimits: () =>
      consumeClientLimits(context.db, submitBriefClientLimits, context.clientAddress),
    submit: async ({ locale, ...brief }) => {
      const { id } = await submitBrief(context.db, brief, context.config, locale);
      return Response.json({ success: true, id }, { status: 201, headers });
    },
    botAnswer: () => Response.json({ success: true }, { headers }),
    failure: { message: getMessages().submissions.brief.failed, log: "storing a brief failed" },
  });
}
