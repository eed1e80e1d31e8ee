import { Clock } from "lucide-react";

/** 'Verified': every agency in the directory has been reviewed by the operator. */
export function VerifiedBadge({ label }: { label: string }) {
  return <span className="badge badge-verified">{label}</span>;
}

/** A listing the operator has not approved yet, which only an operator can see. */
export function PendingBadge({ label }: { label: string }) {
  return (
    <span className="badge badge-pending">
      <Clock aria-hidden="true" />
      {label}
    </span>
  );
}

export function ProBadge({ label }: { label: string }) {
  return <span className="badge badge-pro">{label}</span>;
}

/** A service or industry as a chip. */
export function Chip({
  children,
  tone = "brand",
}: {
  children: React.ReactNode;
  tone?: "brand" | "slate";
}) {
  return <span className={tone === "brand" ? "chip" : "chip chip-slate"}>{children}</span>;
}
