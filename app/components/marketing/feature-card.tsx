import { clsx } from "clsx";
import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "../ui/link";

/**
 * A card with an icon, a title and a short text; `badge` adds a small label ('Coming soon', or
 * 'New' in green with `live`), `link` a way to the feature.
 */
export function FeatureCard({
  icon: Icon,
  title,
  body,
  badge,
  live = false,
  link,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  badge?: string;
  live?: boolean;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {badge && (
          <span
            className={clsx(
              "rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
              live
                ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
                : "bg-amber-50 text-amber-800 ring-amber-200",
            )}
          >
            {badge}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{body}</p>
      {link && (
        <Link
          to={link.to}
          className="mt-auto inline-flex items-center gap-1.5 pt-4 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </div>
  );
}
