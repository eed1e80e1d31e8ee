import type { LucideIcon } from "lucide-react";

/** A card with an icon, a title and a short text; `badge` adds a small label (e.g. 'Coming soon'). */
export function FeatureCard({
  icon: Icon,
  title,
  body,
  badge,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  badge?: string;
}) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {badge && (
          <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
            {badge}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{body}</p>
    </div>
  );
}
