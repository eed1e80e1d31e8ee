import { format } from "~/domain/i18n";
import { funnelTexts as texts } from "~/domain/messages/en/funnel";
import type { FunnelMonth } from "~/domain/views/funnel";
import { buttonClasses } from "../ui/button-link";

const steps = ["matched", "answered", "proposed", "hired", "closed"] as const;
const medians = ["answerHours", "proposalHours", "decisionHours"] as const;

/**
 * The operator's funnel (issue 31): per month, a bar per step as a share of the month's matches
 * (drawn on the server, readable as text: each bar says its count), then the median hours of each
 * step; the same figures as a CSV.
 */
export function FunnelView({ months }: { months: FunnelMonth[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
        <a href="/admin/funnel.csv" className={buttonClasses("secondary")} download>
          {texts.csv}
        </a>
      </div>
      <p className="mt-1 mb-6 text-sm text-slate-600">{texts.intro}</p>
      {months.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {texts.empty}
        </p>
      ) : (
        <ol className="space-y-4">
          {months.map((month) => (
            <li key={month.month}>
              <section
                aria-label={month.month}
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <h2 className="font-semibold text-slate-900">{month.month}</h2>
                <dl className="mt-3 space-y-1 text-sm">
                  {steps.map((step) => (
                    <div key={step} className="grid grid-cols-3 items-center gap-2">
                      <dt className="text-slate-600">{texts.steps[step]}</dt>
                      <dd className="col-span-2 flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="block h-3 rounded bg-brand-600"
                          style={{ width: `${(100 * month[step]) / Math.max(1, month.matched)}%` }}
                        />
                        <span className="font-medium text-slate-900">{month[step]}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  {medians.map((median) => (
                    <div key={median} className="flex gap-2">
                      <dt className="text-slate-600">{texts.medians[median]}</dt>
                      <dd className="font-medium text-slate-900">
                        {month[median] === null
                          ? texts.none
                          : format(texts.hours, { hours: month[median] })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
