import { BadgeCheck, FileText, Zap } from "lucide-react";
import { useMessages } from "../i18n";

const agencyKeys = ["agencyOne", "agencyTwo", "agencyThree"] as const;
const avatarColours = ["bg-brand-600", "bg-emerald-600", "bg-amber-600"];

/**
 * An illustration of what a client gets: a brief and the three agencies matched to it. It is a
 * picture, not content, so assistive technology gets its one-line label instead of the parts.
 */
export function MatchPreview() {
  const previewMessages = useMessages().publicPages.home.hero.preview;
  return (
    <div role="img" aria-label={previewMessages.label} className="relative mx-auto w-full max-w-md">
      <div aria-hidden="true" className="space-y-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <FileText className="size-5" />
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {previewMessages.briefTitle}
              </p>
              <p className="font-semibold text-slate-900">{previewMessages.briefProject}</p>
            </div>
          </div>
          <p className="mt-3 text-sm text-slate-600">{previewMessages.briefMeta}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:ms-10">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <p className="font-semibold text-slate-900">{previewMessages.matchedTitle}</p>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-emerald-800">
              <Zap className="size-3.5" />
              {previewMessages.matchedIn}
            </span>
          </div>
          <ul className="mt-4 space-y-3">
            {agencyKeys.map((key, index) => (
              <li key={key} className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
                <span
                  className={`inline-flex size-9 items-center justify-center rounded-full text-sm font-bold text-white ${avatarColours[index]}`}
                >
                  {previewMessages[key].charAt(0)}
                </span>
                <span className="flex-1 text-sm font-medium text-slate-800">
                  {previewMessages[key]}
                </span>
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
                  <BadgeCheck className="size-4" />
                  {previewMessages.verified}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
