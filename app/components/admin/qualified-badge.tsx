import { clsx } from "clsx";
import { useMessages } from "../i18n";

/** Whether a brief is qualified (its lead alerts went out) or waits for the operator. */
export function QualifiedBadge({ qualified }: { qualified: boolean }) {
  const briefsMessages = useMessages().adminConsole.briefs;
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        qualified
          ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
          : "bg-amber-50 text-amber-900 ring-amber-300",
      )}
    >
      {qualified ? briefsMessages.qualified : briefsMessages.waiting}
    </span>
  );
}
