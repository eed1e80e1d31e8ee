import { z } from "zod";
import { getMessages } from "./i18n";

/** Read as a value is checked, not as the module loads (the browser loads its catalogue later). */
const messages = () => getMessages();

/**
 * The admin login, from the form and from POST /api/admin/auth. The documented body is
 * `{ password }`; `username` is optional and defaults to the configured first admin.
 */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: () => messages().forms.required })
    .trim()
    .max(64, { error: () => messages().forms.tooLong.replace("{max}", "64") })
    .optional(),
  password: z
    .string({ error: () => messages().forms.required })
    .min(1, { error: () => messages().forms.required })
    .max(200, { error: () => messages().forms.tooLong.replace("{max}", "200") }),
});

export type AdminLoginInput = z.output<typeof adminLoginSchema>;

/**
 * Where to go after login: a path under /admin only, so the parameter cannot send anyone away,
 * and without whitespace or control characters (a line break would break the Location header).
 */
export function safeAdminNext(next: string | null | undefined): string {
  if (
    !next ||
    next.length > 1000 ||
    next.includes("..") ||
    !/^\/admin(\/[\w\-./]*)?(\?[^\\\s\p{Cc}]*)?$/u.test(next)
  ) {
    return "/admin";
  }
  return next;
}
