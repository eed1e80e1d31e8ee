import { BadgeCheck, Clock, Crown } from "lucide-react";

/** 'Verified': every agency in the directory has been reviewed by the operator. */
export function VerifiedBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

/** A listing the operator has not approved yet, which only an operator can see. */
export function PendingBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300">
      <Clock aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

export function ProBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      <Crown aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

/** A service or industry as a chip. */
export function Chip({
  children,
  tone = "brand",
}: {
  children: React.ReactNode;
  tone?: "brand" | "slate";
}) {
  return (
    <span
      className={
        tone === "brand"
          ? "inline-flex rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700"
          : "inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
      }
    >
      {children}
    </span>
  );
}
