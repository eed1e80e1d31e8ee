import { checkFormFields, type FormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { isCleanFieldText } from "~/domain/input-text";

/** The most a form or JSON body of this site may carry: the longest form is well under 32 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Set by the Express layer on a request whose body was too large: React Router gets the request
 * without the body, and the route answers 413 in its own way (the form page, or JSON). A header,
 * because React Router passes actions copies of the request; the client's own is dropped.
 */
export const BODY_TOO_LARGE_HEADER = "X-Body-Too-Large";

/**
 * Reads a request body, stopping as soon as it passes `maxBytes`, whatever Content-Length says
 * (or when a chunked body has none): a large upload is refused without being held in memory.
 * The Express layer has already read the body with the same cap (server/body-reading.ts);
 * this keeps route code correct on its own, as in tests that call an action directly.
 */
export async function readCappedBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" }
> {
  if (
    request.headers.has(BODY_TOO_LARGE_HEADER) ||
    Number(request.headers.get("Content-Length") ?? 0) > maxBytes
  ) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type FormBody =
  | { ok: true; formData: FormData }
  /** What went wrong, said for people: 413 too large, 400 anything else. */
  | { ok: false; status: 400 | 413; message: string };

/**
 * A form post's fields, read with the size cap and checked before anything parses them further:
 * only the names in `fields` (each at most as often as declared), only text values, and no
 * control characters but tab and line breaks. Any other body is refused with a status and a
 * message for the person (413 too large; 400 not a form, unknown fields, too many, bad text).
 */
export async function readFormBody(
  request: Request,
  fields: FormFields,
  maxBytes = MAX_BODY_BYTES,
): Promise<FormBody> {
  const formsMessages = getMessages().forms;
  const refuse = (status: 400 | 413, message: string) => ({ ok: false as const, status, message });
  const body = await readCappedBody(request, maxBytes);
  if (!body.ok) {
    return body.reason === "too-large"
      ? refuse(413, formsMessages.bodyTooLarge)
      : refuse(400, formsMessages.unreadableForm);
  }
  const type = request.headers.get("Content-Type") ?? "";
  let formData: FormData;
  try {
    formData = await new Response(body.bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return refuse(400, formsMessages.unreadableForm);
  }
  const names = checkFormFields(formData.keys(), fields);
  if (!names.ok) {
    return refuse(
      400,
      names.reason === "unknown-field" ? formsMessages.unknownFields : formsMessages.tooManyValues,
    );
  }
  for (const value of formData.values()) {
    if (typeof value !== "string") return refuse(400, formsMessages.unreadableForm);
    if (!isCleanFieldText(value)) return refuse(400, formsMessages.controlCharacters);
  }
  return { ok: true, formData };
}
