/** The most a form or JSON body of this site may carry: the longest form is well under 32 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a request body, stopping as soon as it passes `maxBytes`, whatever Content-Length says
 * (or when a chunked body has none): a large upload is refused without being held in memory.
 */
export async function readCappedBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" }
> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) {
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

/**
 * A form post's fields, read with the size cap: `null` when the body is not a form (another
 * content type, a broken multipart body) or is too large.
 */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<{ ok: true; formData: FormData } | { ok: false; reason: "too-large" | "unreadable" }> {
  const body = await readCappedBody(request, maxBytes);
  if (!body.ok) return body;
  const type = request.headers.get("Content-Type") ?? "";
  try {
    const formData = await new Response(body.bytes, {
      headers: { "Content-Type": type },
    }).formData();
    return { ok: true, formData };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

/** The form's fields, or `null` for any body that is not a readable form within the cap. */
export async function readFormOrNull(request: Request): Promise<FormData | null> {
  const form = await readFormBody(request);
  return form.ok ? form.formData : null;
}
