import { AwsClient } from "aws4fetch";
import { checkKey, inParts, S3_PART_BYTES, type ObjectStorage } from "./object-storage";

export type S3Settings = {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (MinIO and most other S3-compatible servers), not the host. */
  forcePathStyle: boolean;
};

/** How long one request to the object storage may take before it is abandoned. */
const REQUEST_TIMEOUT_MS = 20_000;

export class S3StorageError extends Error {
  override name = "S3StorageError";
}

/**
 * S3-compatible object storage: PutObject, GetObject and DeleteObject signed with AWS Signature
 * Version 4 by aws4fetch (10 KB, no dependencies) over Node's fetch. The AWS SDK's S3 client does
 * the same three calls in 22 MB of packages (decision 016).
 */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // aws4fetch retries 5xx and 429 answers with back-off: twice is enough for a page's request.
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const objectUrl = (key: string) => {
    const path = checkKey(key).split("/").map(encodeURIComponent).join("/");
    let base = endpoint.pathname;
    while (base.endsWith("/")) base = base.slice(0, -1);
    if (settings.forcePathStyle) {
      return `${endpoint.origin}${base}/${encodeURIComponent(settings.bucket)}/${path}`;
    }
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${path}`;
  };
  /** A request about `key` (with a query of S3's own, such as `?uploads`). */
  const request = async (
    key: string,
    init: RequestInit,
    query = "",
    timeoutMs = REQUEST_TIMEOUT_MS,
  ) => {
    const response = await client.fetch(objectUrl(key) + query, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response;
  };
  const failure = async (what: string, key: string, response: Response) => {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
    return new S3StorageError(
      `S3 ${what} of ${key} answered ${response.status}${code ? ` (${code})` : ""}`,
    );
  };
  const put = async (key: string, body: Uint8Array, contentType: string) => {
    const response = await request(key, {
      method: "PUT",
      body: body as Uint8Array<ArrayBuffer>,
      headers: { "Content-Type": contentType, "Content-Length": String(body.byteLength) },
    });
    if (!response.ok) throw await failure("PutObject", key, response);
    await response.body?.cancel();
  };
  /**
   * A streamed write: one PutObject when it fits in one part, else a multipart upload of
   * S3_PART_BYTES parts (CreateMultipartUpload, UploadPart each, CompleteMultipartUpload),
   * aborted when anything fails, so no piece is left behind.
   */
  const putStream = async (
    key: string,
    chunks: AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<number> => {
    const parts = inParts(chunks, S3_PART_BYTES)[Symbol.asyncIterator]();
    const first = await parts.next();
    if (first.done) {
      await put(key, new Uint8Array(), contentType);
      return 0;
    }
    // The parts share one buffer (inParts): keep the first while looking for a second.
    const firstPart = first.value.slice();
    const second = await parts.next();
    if (second.done) {
      await put(key, firstPart, contentType);
      return firstPart.byteLength;
    }
    const created = await request(
      key,
      { method: "POST", headers: { "Content-Type": contentType } },
      "?uploads",
    );
    if (!created.ok) throw await failure("CreateMultipartUpload", key, created);
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text())?.[1];
    if (!uploadId) throw new S3StorageError(`S3 CreateMultipartUpload of ${key}: no UploadId`);
    const query = (more: string) => `?uploadId=${encodeURIComponent(uploadId)}${more}`;
    const etags: string[] = [];
    let byteLength = 0;
    try {
      const upload = async (part: Uint8Array) => {
        const number = etags.length + 1;
        const response = await request(
          key,
          {
            method: "PUT",
            body: part as Uint8Array<ArrayBuffer>,
            headers: { "Content-Length": String(part.byteLength) },
          },
          query(`&partNumber=${number}`),
        );
        if (!response.ok) throw await failure("UploadPart", key, response);
        await response.body?.cancel();
        etags.push(response.headers.get("ETag") ?? "");
        byteLength += part.byteLength;
      };
      await upload(firstPart);
      await upload(second.value);
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        await upload(next.value);
      }
      const manifest = `<CompleteMultipartUpload>${etags
        .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`)
        .join("")}</CompleteMultipartUpload>`;
      const done = await request(
        key,
        { method: "POST", body: manifest, headers: { "Content-Type": "application/xml" } },
        query(""),
      );
      const answer = await done.text();
      // S3 may answer 200 with an error in the body.
      if (!done.ok || answer.includes("<Error>")) {
        throw new S3StorageError(`S3 CompleteMultipartUpload of ${key} failed (${done.status})`);
      }
      return byteLength;
    } catch (error) {
      await request(key, { method: "DELETE" }, query(""))
        .then((r) => r.body?.cancel())
        .catch(() => {});
      throw error;
    }
  };
  return {
    kind: "s3",
    putStream: (key, chunks, { contentType }) => putStream(key, chunks, contentType),
    async getStream(key) {
      // A download reads as fast as its reader: ten minutes for the whole of it.
      const response = await request(key, { method: "GET" }, "", 10 * 60_000);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw await failure("GetObject", key, response);
      return {
        contentType: response.headers.get("Content-Type") ?? "application/octet-stream",
        byteLength: Number(response.headers.get("Content-Length") ?? 0),
        chunks: response.body as unknown as AsyncIterable<Uint8Array>,
      };
    },
    put: (key, body, { contentType }) => put(key, body, contentType),
    async get(key) {
      const response = await request(key, { method: "GET" });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await failure("GetObject", key, response);
      const body = new Uint8Array(await response.arrayBuffer());
      return {
        body,
        byteLength: body.byteLength,
        contentType: response.headers.get("Content-Type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const response = await request(key, { method: "DELETE" });
      // S3 answers 204 whether or not the object existed; some servers say 404 for a missing one.
      if (!response.ok && response.status !== 404) {
        throw await failure("DeleteObject", key, response);
      }
      await response.body?.cancel();
    },
  };
}
