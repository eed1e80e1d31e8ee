import { clsx } from "clsx";

/**
 * The brand mark (docs/design.md): a pointed arch, the gateway of a wikala (the trading house the
 * name comes from), in white on wikala green with a sand threshold. The same drawing as
 * public/favicon.svg.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#0f7a5f" />
      <path
        d="M9.5 24V15.5C9.5 11.5 12.5 8.5 16 6.5c3.5 2 6.5 5 6.5 9V24"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M7 25.5h18" stroke="#e9c97a" strokeWidth="2.6" strokeLinecap="round" />
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
