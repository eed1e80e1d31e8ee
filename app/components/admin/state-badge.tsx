import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A row's yes-or-not-yet state in the console: green once done (approved, qualified), amber while
 * it waits for the operator.
 */
export function StateBadge({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        done
          ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
          : "bg-amber-50 text-amber-900 ring-amber-300",
      )}
    >
      {children}
    </span>
  );
}
