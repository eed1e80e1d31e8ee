import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A form's submit button that, while its form is on its way (`pending`), is disabled and shows a
 * spinner with `pendingLabel` in place of its label.
 */
export function PendingButton({
  pending,
  pendingLabel,
  disabled,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: ReactNode;
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={pending || disabled} className={className}>
      {pending && (
        <LoaderCircle
          aria-hidden="true"
          className="size-5 animate-spin motion-reduce:animate-none"
        />
      )}
      {pending ? pendingLabel : children}
    </button>
  );
}
