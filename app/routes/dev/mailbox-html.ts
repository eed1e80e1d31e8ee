import { data } from "react-router";
import { mayReadDevMailbox, getDevMail } from "~/services/dev-mailbox.server";
import type { Route } from "./+types/mailbox-html";

/**
 * The HTML part of one kept mail, for the mailbox's frame. Served as its own document under the
 * site's Content Security Policy, so nothing in a mail can run script.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Outside production (or with DEV_MAILBOX=public) this is where mail goes without SMTP.
  if (!mayReadDevMailbox(request, context)) throw data("Not Found", { status: 404 });
  const id = Number(params.id);
  const mail = Number.isSafeInteger(id) && id > 0 ? await getDevMail(context.db, id) : undefined;
  if (!mail) throw data("Not Found", { status: 404 });
  // Links in a mail open in the whole window, so a sign-in link works from the mailbox.
  return new Response(`<base target="_top">${mail.html}`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
