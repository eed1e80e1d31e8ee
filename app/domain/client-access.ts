/**
 * Where a client's sign-in link may lead (docs/decisions/018-project-room.md): "My briefs", or one
 * of their threads or briefs (the page they opened signed out, domain/sign-in-next.ts).
 */
export type ClientPath =
  "/my-briefs" | `/my-briefs/threads/${number}` | `/my-briefs/briefs/${number}`;

const CLIENT_PATH = /^\/my-briefs(?:\/(?:threads|briefs)\/[1-9]\d{0,8})?$/;

export function clientPath(value: unknown): ClientPath {
  return typeof value === "string" && CLIENT_PATH.test(value)
    ? (value as ClientPath)
    : "/my-briefs";
}
