import { randomUUID } from "node:crypto";
import { redirect } from "~/http/redirect.server";
import { z } from "zod";
import { truncateText } from "~/domain/input-text";
import { toastTypes, type Toast, type ToastInput } from "~/domain/toast";
import { signedCookie, type CookieConfig } from "./signed-cookie.server";

/**
 * A toast flashed across a redirect: an action sets it in a signed cookie, the root loader reads
 * and clears it, and the root component shows it (the Epic Stack pattern). Signed so that no one
 * can make the site display text of their choosing.
 */
const toastSchema = z.object({
  // The id lets the browser show a toast once even if it renders twice.
  id: z.string().default(() => randomUUID()),
  type: z.enum(toastTypes).default("message"),
  // Cut, not refused: a provider's long error message must still reach the person (and fit a cookie).
  title: z.string().transform((text) => truncateText(text, 200)),
  description: z
    .string()
    .transform((text) => truncateText(text, 500))
    .optional(),
});

const TOAST_COOKIE_NAME = "toast";
const toastCookie = (config: CookieConfig) => signedCookie(TOAST_COOKIE_NAME, config);

/** Whether a Cookie header carries a flashed toast (any prefix, signed or not). */
const TOAST_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${TOAST_COOKIE_NAME}=`);
export function carriesToastCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && TOAST_COOKIE.test(cookieHeader);
}

/** Headers that flash a toast on the next page the browser loads. */
export async function createToastHeaders(
  toast: ToastInput,
  config: CookieConfig,
): Promise<Headers> {
  const value = toastSchema.parse(toast);
  return new Headers({ "Set-Cookie": await toastCookie(config).serialize(value) });
}

/** A redirect that shows a toast on the page it leads to. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  config: CookieConfig,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await createToastHeaders(toast, config)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/**
 * The flashed toast of a request, if any, and the header that clears it. A missing, forged or
 * malformed cookie reads as no toast (and is cleared too).
 */
export async function getToast(
  request: Request,
  config: CookieConfig,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader || !/(^|;\s*)toast=/.test(cookieHeader)) return { toast: null, headers: null };
  const cookie = toastCookie(config);
  const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader).catch(() => null));
  const clear = await cookie.serialize("", { maxAge: 0 });
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": clear }),
  };
}
