/**
 * Spam protection on public HTML forms: a honeypot field people never see (bots fill it) and a
 * signed start time, so a form submitted faster than a person could type is refused.
 */
export const formGuardFields = {
  /** Named like a real field so bots fill it; hidden from people and screen readers. */
  honeypot: "name__confirm",
  startedAt: "form_started",
} as const;

export const FORM_MIN_FILL_MS = 2_000;
export const FORM_MAX_AGE_MS = 24 * 60 * 60_000;

/** True when a honeypot value was filled in, which a person never does. */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}
