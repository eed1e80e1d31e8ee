import { clsx } from "clsx";
import { useMessages } from "../i18n";

/**
 * 'active' shows as Active; any other status as its raw text on yellow
 * (docs/product.md#states-and-transitions).
 */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const subscriptionMessages = useMessages().dashboard.subscription;
  const active = status === "active";
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
        active
          ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
          : "bg-yellow-100 text-yellow-900 ring-yellow-300",
      )}
    >
      {active ? subscriptionMessages.active : status}
    </span>
  );
}
