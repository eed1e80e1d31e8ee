import { parseApiPaging, parseDirectoryQuery } from "~/domain/directory";
import { format, getMessages } from "~/domain/i18n";
import { agencyListStreamRateLimit } from "~/domain/rate-limits";
import { apiError, getOnlyAction, rateLimitedResponse } from "~/http/json-api.server";
import { listPublicAgencies, streamPublicAgencies } from "~/services/directory.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { Route } from "./+types/agencies";

/**
 * GET /api/agencies (docs/product.md#api, P3): approved agencies, public fields only,
 * in directory order, with the directory's filters (service, location, industry, pro, q) as
 * query parameters; an optional `sort=rating` orders them as the directory's rating sort (any
 * other value is the default order). With `limit` (and `offset`) one JSON page; without, every matching agency as
 * one JSON array, streamed in batches so 100,000 agencies never sit in memory at once; that
 * costs the most of any public request, so it has its own limit per client (429 past it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const apiMessages = getMessages().directory.api;
  const paging = parseApiPaging(params, apiMessages);
  if (!paging.ok) throw apiError(400, apiMessages.invalidQuery, paging.fields);
  const { filters } = parseDirectoryQuery(params);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  };

  if (paging.limit !== undefined) {
    const rows = await listPublicAgencies(context.db, filters, {
      limit: paging.limit,
      offset: paging.offset,
    });
    return new Response(JSON.stringify(rows), { headers });
  }

  const limit = await consumeRateLimit(
    context.db,
    agencyListStreamRateLimit,
    context.clientAddress,
  );
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    throw rateLimitedResponse(limit, format(apiMessages.rateLimited, { minutes }));
  }

  const batches = streamPublicAgencies(context.db, filters);
  const encoder = new TextEncoder();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("["));
    },
    // Pulled as the client reads: a slow reader holds back the next query, not memory.
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode("]"));
          controller.close();
          return;
        }
        const chunk = next.value.map((row) => JSON.stringify(row)).join(",");
        controller.enqueue(encoder.encode((first ? "" : ",") + chunk));
        first = false;
      } catch (error) {
        // The status is sent; cutting the body short is the only honest signal left.
        context.log.error({ err: error }, "streaming /api/agencies failed");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, { headers });
}

/** Only GET is served: any other method is a 405 naming it. */
export const action = getOnlyAction;
