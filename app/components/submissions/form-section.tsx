import { Suspense, type ReactNode } from "react";

/**
 * A titled group of fields inside a form (a heading, so it shows in the page outline). A Suspense
 * boundary, as each of its fields is (components/forms/field.tsx): a key pressed in a field before
 * the form has hydrated hydrates at once only the frame, this section and that field.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense>
      <section className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      </section>
    </Suspense>
  );
}
