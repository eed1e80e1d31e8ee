import { clsx } from "clsx";
import { format } from "~/domain/i18n";
import { ActionForm, usePendingSubmission, useReturnTo } from "../forms/action-form";
import { useMessages } from "../i18n";
import { StateBadge } from "./state-badge";

/** Whether an agency is approved (listed) or pending. */
export function StatusBadge({ approved }: { approved: boolean }) {
  const agenciesMessages = useMessages().adminConsole.agencies;
  return (
    <StateBadge done={approved}>
      {approved ? agenciesMessages.approved : agenciesMessages.pending}
    </StateBadge>
  );
}

/**
 * The approval switch of an agency row (docs/product.md#routes-and-screens: a switch and a badge
 * Approved or Pending): an `ActionForm` posted to the /admin action, which redirects back with the
 * documented toast. While the post is under way the switch shows the state asked for; the page that
 * follows shows the stored one (the old state again, with an error toast, if the change failed).
 */
export function ApprovalSwitch({
  agency,
}: {
  agency: { id: number; agencyName: string; approved: boolean };
}) {
  const adminConsoleMessages = useMessages().adminConsole;
  const returnTo = useReturnTo();
  const fields = { intent: "approve", id: agency.id };
  const submission = usePendingSubmission(fields);
  const approved = submission ? submission.get("approved") === "true" : agency.approved;

  return (
    <ActionForm
      action="/admin"
      fields={fields}
      values={{ approved: String(!approved), returnTo }}
      className="flex items-center gap-2"
    >
      {(busy) => (
        <>
          <button
            type="submit"
            role="switch"
            aria-checked={approved}
            aria-busy={busy || undefined}
            // One change at a time; not `disabled`, which would take the keyboard's focus away.
            onClick={(event) => busy && event.preventDefault()}
            aria-label={format(adminConsoleMessages.agencies.switchLabel, {
              name: agency.agencyName,
            })}
            className={clsx(
              "inline-flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              approved ? "justify-end bg-emerald-600" : "justify-start bg-slate-400",
              busy && "cursor-progress opacity-70",
            )}
          >
            <span aria-hidden="true" className="size-5 rounded-full bg-white shadow-sm" />
          </button>
          <StatusBadge approved={approved} />
        </>
      )}
    </ActionForm>
  );
}
