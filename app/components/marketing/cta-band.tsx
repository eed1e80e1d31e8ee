import type { ReactNode } from "react";

/** The closing call to action of a page: a wikala-green panel with a heading, a line and buttons. */
export function CtaBand({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="cta-band mx-auto max-w-5xl rounded-3xl bg-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2
          id={id}
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">{body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
