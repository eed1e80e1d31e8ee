/**
 * Spam protection on public HTML forms (docs/decisions/010-abuse-limits.md): a honeypot field
 * people never see (bots fill it) and a token the form page signed (a bot posting without loading
 * the page has none). Either one gives a bot away; nothing else does, so a person never meets the
 * guard: how fast a form was filled in is not checked.
 */
export const formGuardFields = {
  /** Named like a real field so bots fill it; hidden from people and screen readers. */
  honeypot: "name__confirm",
  /** The page's signed token (a signed issue time; its age is not checked). */
  startedAt: "form_started",
} as const;

/** True when a honeypot value was filled in, which a person never does. */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}
