import { formGuardFields } from "~/domain/form-guard";
import { useMessages } from "../i18n";

/**
 * The spam guard of a public form: a honeypot input hidden from people and assistive technology,
 * and the signed token its loader issued (services/form-guard.server.ts checks both).
 * The honeypot is `display: none` (from the stylesheet, which simple bots don't read) rather than
 * moved off-screen, because browsers and password managers autofill off-screen fields but never
 * invisible ones: a person's autofilled name there would be taken for a bot.
 */
export function FormGuardFields({ token }: { token: string }) {
  const formsMessages = useMessages().forms;
  return (
    <>
      <div aria-hidden="true" className="hidden">
        <label htmlFor={formGuardFields.honeypot}>{formsMessages.honeypotLabel}</label>
        <input
          id={formGuardFields.honeypot}
          name={formGuardFields.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={formGuardFields.startedAt} value={token} />
    </>
  );
}
