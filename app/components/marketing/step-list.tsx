import type { LucideIcon } from "lucide-react";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";

export type Step = { key: string; icon: LucideIcon; title: string; body: string };

/** Numbered steps side by side from md up (an ordered list, so the order is announced). */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const { stepLabel } = useMessages().publicPages.common;
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm">
              <step.icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {format(stepLabel, { n: index + 1 })}
            </span>
          </div>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
