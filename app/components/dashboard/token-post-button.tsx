import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../ui/button-link";

/**
 * The one button of a page a mailed link opens: it posts the link's token, so a mail scanner
 * that only opens links never uses one up (sign-in links, e-mail address confirmations).
 */
export function TokenPostButton({ token, label }: { token: string; label: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        disabled={busy}
        className={`${buttonClasses("primary", "lg")} w-full disabled:opacity-60`}
      >
        {label}
      </button>
    </Form>
  );
}
