import type { ReactNode } from "react";
import { HeroBackdrop } from "./hero-backdrop";

/** The opening band of a public page: a small label, the page's h1, an introduction, actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden page-band">
      <HeroBackdrop />
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {intro && (
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">{intro}</p>
        )}
        {children}
      </div>
    </section>
  );
}
