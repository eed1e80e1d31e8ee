import { AwsClient } from "aws4fetch";
import { checkKey, type ObjectStorage } from "./object-storage";

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
  const request = async (key: string, init: RequestInit) => {
    const response = await client.fetch(objectUrl(key), {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
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
  return {
    kind: "s3",
    async put(key, body, { contentType }) {
      const response = await request(key, {
        method: "PUT",
        body: body as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentType, "Content-Length": String(body.byteLength) },
      });
      if (!response.ok) throw await failure("PutObject", key, response);
      await response.body?.cancel();
    },
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
