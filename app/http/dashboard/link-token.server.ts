import { z } from "zod";
import type { FormSpec } from "../form-post.server";

/**
 * The one-time tokens mailed in links (a sign-in link, a new address's confirmation): opening the
 * link shows a button, and only the button's post, carrying the token, uses it.
 */
const LINK_TOKEN = /^[\w-]{20,100}$/;

const linkTokenSchema = z.object({ token: z.string().regex(LINK_TOKEN) });

/** The button's form: the token alone. Anything else is not a link of ours. */
export const linkTokenForm = { schema: linkTokenSchema } satisfies FormSpec<typeof linkTokenSchema>;

/** The token a link opened with, or "" for one that cannot be ours. */
export function linkTokenOf(request: Request): string {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return LINK_TOKEN.test(token) ? token : "";
}
