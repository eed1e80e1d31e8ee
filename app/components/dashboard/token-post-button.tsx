import { ActionForm } from "../forms/action-form";
import { buttonClasses } from "../ui/button-link";

/**
 * The one button of a page a mailed link opens: it posts the link's token, so a mail scanner
 * that only opens links never uses one up (sign-in links, e-mail address confirmations).
 */
export function TokenPostButton({ token, label }: { token: string; label: string }) {
  return (
    <ActionForm fields={{ token }} className="mt-6">
      {(pending) => (
        <button
          type="submit"
          disabled={pending}
          className={`${buttonClasses("primary", "lg")} w-full disabled:opacity-60`}
        >
          {label}
        </button>
      )}
    </ActionForm>
  );
}
