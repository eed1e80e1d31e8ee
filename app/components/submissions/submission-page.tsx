import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useMessages } from "../i18n";

/** The frame of the brief and agency forms: a way back home, the title, the intro, the form card. */
export function SubmissionPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const formMessages = useMessages().submissions.form;
  return (
    <div className="page-band">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {formMessages.backHome}
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-lg text-pretty text-slate-600">{intro}</p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="mb-6 text-sm text-slate-500">{formMessages.requiredNote}</p>
          {children}
        </div>
      </div>
    </div>
  );
}
