import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";
import { legalSectionId, LegalSection, type LegalSectionContent } from "./legal-section";
import { RichText } from "../rich-text";

/** The classes of a link inside legal text (to the privacy policy, the support e-mail). */
export const legalLinkClasses =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * A terms or privacy page: back link, title, date, a note on which language version prevails,
 * introduction, a table of contents (wide screens) and the numbered sections. `values` fills the
 * texts' {placeholders}: {brand}, links.
 */
export function LegalDocument({
  title,
  lastUpdated,
  notice,
  intro,
  sections,
  values,
}: {
  title: string;
  lastUpdated: string;
  /** The language note under the date (which version prevails if the translations differ). */
  notice: string;
  intro: string;
  sections: readonly LegalSectionContent[];
  values: Record<string, ReactNode>;
}) {
  const common = useMessages().publicPages.common;
  return (
    <>
      <header className="page-band">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {common.backHome}
          </Link>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-3 text-sm font-medium text-slate-600">
            {format(common.lastUpdated, { date: lastUpdated })}
          </p>
          <p role="note" className="mt-2 max-w-3xl text-sm text-slate-600">
            {notice}
          </p>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-slate-600">
            <RichText text={intro} values={values} />
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[15rem_1fr] lg:px-8">
        <nav aria-label={common.onThisPage} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold text-slate-900">{common.onThisPage}</p>
            <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm">
              {sections.map((section, index) => (
                <li key={section.title}>
                  <a
                    href={`#${legalSectionId(index + 1)}`}
                    className="-ms-px block border-s border-transparent py-1 ps-4 text-slate-600 hover:border-slate-400 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="min-w-0 space-y-12">
          {sections.map((section, index) => (
            <LegalSection
              key={section.title}
              number={index + 1}
              section={section}
              values={values}
            />
          ))}
        </article>
      </div>
    </>
  );
}
