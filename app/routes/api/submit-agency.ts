import { AgencyApiInput } from "~/domain/agency";
import { getMessages } from "~/domain/i18n";
import { submitAgencyClientLimits } from "~/domain/rate-limits";
import { apiError, postOnlyLoader } from "~/http/json-api.server";
import { answerPublicPost } from "~/http/public-api.server";
import { consumeClientLimits } from "~/services/rate-limit.server";
import { submitAgency } from "~/services/submit-agency.server";
import type { Route } from "./+types/submit-agency";

export const loader = postOnlyLoader;

const headers = { "Cache-Control": "no-store" };

/**
 * POST /api/submit-agency (docs/product.md#api): the listing as JSON, validated with the form's
 * schema; `locale` ("en" unless "ar") is the language of the agency's mails. Answers 201 `{ success: true, id }`; 409 when the e-mail address already has a
 * listing; otherwise `{ error, fields? }` with a 4xx status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submissionsMessages = getMessages().submissions;
  return answerPublicPost(request, context, {
    schema: AgencyApiInput,
    consumeLimits: () =>
      consumeClientLimits(context.db, submitAgencyClientLimits, context.clientAddress),
    submit: async ({ locale, ...listing }) => {
      const outcome = await submitAgency(context.db, listing, context.config, locale);
      if (outcome.status === "duplicate-email") {
        const duplicate = submissionsMessages.validation.duplicateAgencyEmail;
        return apiError(409, duplicate, { email: [duplicate] });
      }
      return Response.json({ success: true, id: outcome.id }, { status: 201, headers });
    },
    botAnswer: () => Response.json({ success: true }, { headers }),
    failure: {
      message: submissionsMessages.agency.failed,
      log: "storing an agency listing failed",
    },
  });
}
