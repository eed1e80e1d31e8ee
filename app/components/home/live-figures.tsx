import type { HomePageData } from "~/domain/views/home-page";
import { format, pluralText } from "~/domain/i18n";
import { useLocale, useMessages, useSite } from "../i18n";
import { useFormatters } from "../use-formatters";

/**
 * The strip under the hero: figures counted from the data as the page is served
 * (docs/product.md#routes-and-screens). The match speed shows once a brief has been matched;
 * nothing is rounded up or made up.
 */
export function LiveFigures({ figures }: { figures: HomePageData["figures"] }) {
  const figureMessages = useMessages().publicPages.home.figures;
  const formatters = useFormatters();
  const brand = useSite()?.name ?? "";
  const locale = useLocale();
  const matchHours = Math.max(1, Math.round(figures.medianHoursToFirstMatch ?? 1));
  const items: { value: string; label: string }[] = [
    { value: formatters.number(figures.agencies), label: figureMessages.agencies },
    { value: formatters.number(figures.emirates), label: figureMessages.emirates },
    ...(figures.medianHoursToFirstMatch === null
      ? []
      : [
          {
            value: pluralText(figureMessages.matchHours, matchHours, locale, {
              hours: formatters.number(matchHours),
            }),
            label: figureMessages.matchSpeed,
          },
        ]),
    { value: formatters.number(figures.reviews), label: figureMessages.reviews },
  ];
  return (
    <section aria-labelledby="figures-title" className="border-y border-slate-200 bg-white">
      <h2 id="figures-title" className="sr-only">
        {format(figureMessages.label, { brand })}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm text-slate-600">{item.label}</dt>
            <dd className="text-3xl font-extrabold text-slate-900 tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
