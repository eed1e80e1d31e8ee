import { clsx } from "clsx";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";
import { useReturnTo } from "./delete-control";

export function StatusBadge({ approved }: { approved: boolean }) {
  const texts = useMessages().adminConsole.agencies;
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        approved
          ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
          : "bg-amber-50 text-amber-900 ring-amber-300",
      )}
    >
      {approved ? texts.approved : texts.pending}
    </span>
  );
}

/**
 * The approval switch of an agency row (spec: a switch and a badge Approved or Pending). With
 * JavaScript it calls PATCH /api/admin/agencies/{id}, shows the new state at once, and reverts
 * with an error toast if the call fails; then the page's data is reloaded so the counts follow.
 * Without JavaScript it is a form posted to the /admin action, which redirects back with a toast.
 */
export function ApprovalSwitch({
  agency,
}: {
  agency: { id: number; agencyName: string; approved: boolean };
}) {
  const messages = useMessages().adminConsole;
  const revalidator = useRevalidator();
  const returnTo = useReturnTo();
  const [approved, setApproved] = useState(agency.approved);
  const [busy, setBusy] = useState(false);

  async function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const wanted = !approved;
    setApproved(wanted);
    setBusy(true);
    try {
      const response = await fetch(`/api/admin/agencies/${agency.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ approved: wanted }),
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`${response.status}`);
      toast.success(messages.approval.successTitle, {
        description: messages.approval.successBody,
      });
      void revalidator.revalidate();
    } catch {
      setApproved(!wanted);
      toast.error(messages.approval.failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/admin" onSubmit={toggle} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id" value={agency.id} />
      <input type="hidden" name="approved" value={String(!approved)} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        role="switch"
        aria-checked={approved}
        aria-busy={busy || undefined}
        aria-label={format(messages.agencies.switchLabel, { name: agency.agencyName })}
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
    </form>
  );
}
