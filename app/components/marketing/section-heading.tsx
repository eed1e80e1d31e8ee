import { clsx } from "clsx";

/** The label, h2 and introduction above a section of a public page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
}) {
  return (
    <div className={clsx("max-w-2xl", align === "center" ? "mx-auto text-center" : "text-start")}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      )}
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-slate-600">{intro}</p>}
    </div>
  );
}
