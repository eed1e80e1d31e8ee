import { clsx } from "clsx";

/** The brand mark: a "W" on brand blue, the same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <path
        d="M7 10l4 12 5-9 5 9 4-12"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the configured site name, as shown in the header, menu and footer. */
export function SiteLogo({ siteName }: { siteName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
      <LogoMark className="size-8" />
      {siteName}
    </span>
  );
}
