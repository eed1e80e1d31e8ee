import { PORTFOLIO_MAX } from "~/domain/agency-images";
import { agencyImageUploadLimit } from "~/domain/rate-limits";
import { format, getMessages } from "~/domain/i18n";
import { parseId } from "~/domain/ids";
import { isCrossSiteWrite } from "~/http/json-api.server";
import { readUploadForm } from "~/http/multipart.server";
import { rateLimitedMessage } from "~/http/refusal.server";
import { redirect } from "~/http/redirect.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import type { ToastInput } from "~/domain/toast";
import { redirectWithToast } from "~/http/sessions/toast.server";
import type { ImageEditResult } from "~/services/agency-image-edits.server";
import { consumeRateLimits } from "~/services/rate-limit.server";
import { removeLogo, setLogo } from "~/services/agency-image-logo.server";
import {
  addPortfolioImage,
  movePortfolioImage,
  removePortfolioImage,
  setCaption,
} from "~/services/agency-image-portfolio.server";
import type { Route } from "./+types/images";

/**
 * POST /dashboard/images: the dashboard's Logo and Portfolio forms (docs/decisions/016). Plain
 * HTML forms (multipart for a file) that work without JavaScript; each answers with a redirect to
 * the dashboard and a toast saying what was done or why not, in the page's language. The only
 * route whose body may be an image of up to 10 MB (server/body-reading.ts); everything else
 * about the request passed the same boundary as every other form.
 */

const FIELDS = ["intent", "imageId", "caption"] as const;
const FILE_FIELD = "image";

/** A GET (a reload of the address after a post): the dashboard. */
export function loader() {
  return redirect("/dashboard#images");
}

type Context = Route.ActionArgs["context"];

export async function action({ request, context }: Route.ActionArgs) {
  const m = getMessages().dashboard.images;
  if (isCrossSiteWrite(request, context.config.siteUrl)) {
    await request.body?.cancel().catch(() => {});
    return new Response(getMessages().dashboard.api.crossSite, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) {
    await request.body?.cancel().catch(() => {});
    return redirectWithToast(
      "/dashboard",
      { type: "error", title: m.notSaved, description: getMessages().dashboard.api.signInRequired },
      context.config,
    );
  }
  const read = await readUploadForm(request, { fields: FIELDS, fileField: FILE_FIELD });
  if (!read.ok) {
    const description =
      read.reason === "too-large"
        ? m.refused.tooLarge
        : read.reason === "too-many"
          ? m.tooMany
          : m.unreadable;
    return answer(context, { status: "refused-form", description });
  }
  const { fields, file } = read.form;
  const intent = fields.get("intent");
  const imageId = parseId(fields.get("imageId") ?? "");
  const work = intents[intent as keyof typeof intents];
  if (typeof intent !== "string" || !Object.hasOwn(intents, intent) || !work) {
    return answer(context, { status: "refused-form", description: m.unreadable });
  }
  if (file && (intent === "upload-logo" || intent === "add-image")) {
    const limit = await consumeRateLimits(context.db, [
      { rule: agencyImageUploadLimit, subject: String(agencyId) },
    ]);
    if (!limit.allowed) {
      return answer(context, { status: "refused-form", description: rateLimitedMessage(limit) });
    }
  }
  const outcome = await work({ context, agencyId, file: file?.bytes, imageId, fields });
  if (outcome.status === "not-stored") {
    context.log.error(
      { err: outcome.cause, agencyId, intent },
      "an upload's files were not stored",
    );
  }
  return answer(context, outcome, intent);
}

type Work = (input: {
  context: Context;
  agencyId: number;
  file: Uint8Array | undefined;
  imageId: number | undefined;
  fields: Map<string, string>;
}) => Promise<ImageEditResult | { status: "no-file" }>;

const notFound = { status: "not-found" } as const;

const intents: Record<string, Work> = {
  "upload-logo": async ({ context, agencyId, file }) =>
    file ? setLogo(context, agencyId, file) : { status: "no-file" },
  "remove-logo": ({ context, agencyId }) => removeLogo(context, agencyId),
  "add-image": async ({ context, agencyId, file, fields }) =>
    file
      ? addPortfolioImage(context, agencyId, file, fields.get("caption") ?? null)
      : { status: "no-file" },
  "remove-image": async ({ context, agencyId, imageId }) =>
    imageId ? removePortfolioImage(context, agencyId, imageId) : notFound,
  "move-earlier": async ({ context, agencyId, imageId }) =>
    imageId ? movePortfolioImage(context, agencyId, imageId, "earlier") : notFound,
  "move-later": async ({ context, agencyId, imageId }) =>
    imageId ? movePortfolioImage(context, agencyId, imageId, "later") : notFound,
  caption: async ({ context, agencyId, imageId, fields }) =>
    imageId ? setCaption(context, agencyId, imageId, fields.get("caption") ?? "") : notFound,
};

type Outcome =
  ImageEditResult | { status: "no-file" } | { status: "refused-form"; description: string };

/** The redirect to the dashboard with the toast that says what happened. */
function answer(context: Context, outcome: Outcome, intent?: string) {
  const m = getMessages().dashboard.images;
  const saved: Record<string, string> = {
    "upload-logo": m.logoSaved,
    "remove-logo": m.logoRemoved,
    "add-image": m.imageAdded,
    "remove-image": m.imageRemoved,
    "move-earlier": m.imageMoved,
    "move-later": m.imageMoved,
    caption: m.captionSaved,
  };
  const error = (description: string): ToastInput => ({
    type: "error",
    title: m.notSaved,
    description,
  });
  const refusals = {
    empty: m.refused.empty,
    "too-large": m.refused.tooLarge,
    type: m.refused.type,
    unreadable: m.refused.unreadable,
    "too-many-pixels": m.refused.tooManyPixels,
    "too-many-pixels-full": m.refused.tooManyPixelsFull,
    "too-small": m.refused.tooSmall,
    busy: m.refused.busy,
  };
  const toast: ToastInput =
    outcome.status === "saved"
      ? {
          type: "success",
          title: saved[intent ?? ""] ?? m.logoSaved,
          description: getMessages().dashboard.images.reviewNote,
        }
      : outcome.status === "unchanged"
        ? { type: "info", title: m.unchanged }
        : outcome.status === "refused"
          ? error(refusals[outcome.reason])
          : outcome.status === "refused-form"
            ? error(outcome.description)
            : outcome.status === "no-file"
              ? error(m.noFile)
              : outcome.status === "full"
                ? error(format(m.full, { max: PORTFOLIO_MAX }))
                : outcome.status === "duplicate"
                  ? error(m.duplicate)
                  : outcome.status === "not-stored"
                    ? error(m.notStored)
                    : error(m.notFound);
  return redirectWithToast("/dashboard#images", toast, context.config);
}
