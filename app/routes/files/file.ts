import { parseId } from "~/domain/ids";
import { getAdmin } from "~/http/sessions/admin-session.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { getClientEmail } from "~/http/sessions/client-session.server";
import type { RoomViewer } from "~/services/project-room.server";
import { findThreadFile, isFileLink } from "~/services/thread-files.server";
import { objectStorage } from "~/storage/storage.server";
import type { Route } from "./+types/file";

/**
 * `/files/{id}?t=...`: a file of a message in the project room (docs/decisions/018), for the
 * thread's members and the operator only, through a link its page signed minutes ago
 * (FILE_LINK_MINUTES). Always an attachment, never shown in the page: `nosniff`, a sandboxing
 * policy (and `nosniff`, which every answer has), its stored type (read from its content when it came, never HTML or SVG).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const fileId = parseId(params.fileId);
  const token = new URL(request.url).searchParams.get("t");
  if (!fileId || !isFileLink(context.config, fileId, token)) return gone();
  const viewers: RoomViewer[] = [];
  const email = await getClientEmail(request, context);
  if (email) viewers.push({ kind: "client", email });
  const agencyId = await getAgencyId(request, context);
  if (agencyId) viewers.push({ kind: "agency", agencyId });
  if (await getAdmin(request, context)) viewers.push({ kind: "operator" });
  const file = await findThreadFile(context.db, fileId, viewers);
  if (!file) return gone();
  const stored = await objectStorage(context).getStream(file.storageKey);
  if (!stored) return gone();
  const iterator = stored.chunks;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const chunk of iterator) controller.enqueue(chunk);
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.byteLength),
      "Content-Disposition": attachment(file.name),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/** Not found, expired or not the reader's: one answer, which tells nothing of which. */
function gone() {
  return new Response("This file link has expired or is not yours. Open the thread again.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** `attachment` with the name: ASCII for old clients, and RFC 5987's UTF-8 form. */
function attachment(name: string): string {
  const ascii = [...name].map((c) => (/[\w .()-]/.test(c) ? c : "_")).join("");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
