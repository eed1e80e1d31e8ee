/**
 * Where a client's sign-in link may lead (docs/decisions/018-project-room.md): "My briefs", or one
 * of their threads (the link a thread's mail gives leads back to it).
 */
export type ClientPath = "/my-briefs" | `/my-briefs/threads/${number}`;

const CLIENT_PATH = /^\/my-briefs(?:\/threads\/[1-9]\d{0,8})?$/;

export function clientPath(value: unknown): ClientPath {
  return typeof value === "string" && CLIENT_PATH.test(value)
    ? (value as ClientPath)
    : "/my-briefs";
}
