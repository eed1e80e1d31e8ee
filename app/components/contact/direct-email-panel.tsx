import { CircleCheck, Mail, MapPin } from "lucide-react";
import { useMessages } from "../i18n";

const topicKeys = ["briefs", "listings", "pro", "partnerships"] as const;

/** The side panel: write to the support address directly; replies in 1-2 business days. */
export function DirectEmailPanel({ email }: { email: string }) {
  const directMessages = useMessages().publicPages.contact.direct;
  return (
    <aside aria-labelledby="direct-email-title" className="space-y-6">
      <div className="rounded-2xl bg-slate-900 p-6 text-white shadow-lg sm:p-8">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <h2 id="direct-email-title" className="mt-5 text-xl font-semibold">
          {directMessages.title}
        </h2>
        <p className="mt-2 text-slate-300">{directMessages.body}</p>
        <a
          href={`mailto:${email}`}
          dir="ltr"
          className="mt-5 inline-block text-lg font-semibold break-all text-white underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {email}
        </a>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h3 className="font-semibold text-slate-900">{directMessages.topicsTitle}</h3>
        <ul className="mt-4 space-y-3">
          {topicKeys.map((key) => (
            <li key={key} className="flex items-start gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {directMessages.topics[key]}
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-center gap-2 border-t border-slate-100 pt-5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {directMessages.location}
        </p>
      </div>
    </aside>
  );
}
