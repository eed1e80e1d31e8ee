import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The centred, padded column most pages put their content in. */
export function PageSection({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={clsx("mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8", className)}>
      {children}
    </section>
  );
}
