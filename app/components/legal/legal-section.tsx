import type { ReactNode } from "react";
import { RichText } from "../rich-text";

/** A paragraph, or a bullet list with an optional heading of its own. */
export type LegalBlock = string | { heading?: string; items: readonly string[] };
export type LegalSectionContent = { title: string; body: readonly LegalBlock[] };

/** One numbered section of a legal page; `values` fills {placeholders} such as links. */
export function LegalSection({
  number,
  section,
  values,
}: {
  number: number;
  section: LegalSectionContent;
  values: Record<string, ReactNode>;
}) {
  const id = legalSectionId(number);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        <span className="text-brand-700">{number}.</span> {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700">
        {section.body.map((block, index) =>
          typeof block === "string" ? (
            <p key={index}>
              <RichText text={block} values={values} />
            </p>
          ) : (
            <div key={index}>
              {block.heading && (
                <h3 className="mb-2 font-semibold text-slate-900">{block.heading}</h3>
              )}
              <ul className="list-disc space-y-1.5 ps-6 marker:text-brand-600">
                {block.items.map((item) => (
                  <li key={item}>
                    <RichText text={item} values={values} />
                  </li>
                ))}
              </ul>
            </div>
          ),
        )}
      </div>
    </section>
  );
}

export function legalSectionId(number: number) {
  return `section-${number}`;
}
