import { experienceLabel, locationLabel } from "~/domain/agency-display";
import type { PublicAgency } from "~/domain/directory";
import { languages as languageSet, teamSizes } from "~/domain/value-sets";
import { format, pluralText } from "~/domain/i18n";
import { useLocale, useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

type FactsOf = Pick<
  PublicAgency,
  | "foundingYear"
  | "teamSize"
  | "minBudgetAed"
  | "languages"
  | "location"
  | "experience"
  | "responseHours"
>;

/**
 * The facts a client compares agencies by, each only when the agency gave it: smallest project,
 * team size, year founded, office, languages, experience; labelled in the page's locale.
 */
export function useAgencyFacts(agency: FactsOf): { key: string; label: string; value: string }[] {
  const locale = useLocale();
  const { profile } = useMessages().directory;
  const formatters = useFormatters();
  const facts: { key: string; label: string; value: string | null | undefined }[] = [
    {
      key: "minBudget",
      label: profile.minBudget,
      value: agency.minBudgetAed != null ? formatters.price(agency.minBudgetAed) : null,
    },
    {
      key: "teamSize",
      label: profile.teamSize,
      value: agency.teamSize ? teamSizes.labelIn(locale, agency.teamSize) : null,
    },
    { key: "founded", label: profile.founded, value: agency.foundingYear?.toString() },
    {
      key: "office",
      label: profile.office,
      value: agency.location ? locationLabel(locale, agency.location) : null,
    },
    {
      key: "languages",
      label: profile.languages,
      value: agency.languages.map((code) => languageSet.labelIn(locale, code)).join(", ") || null,
    },
    {
      key: "experience",
      label: profile.experience,
      value: experienceLabel(agency.experience, locale),
    },
    {
      key: "responds",
      label: profile.responds,
      value:
        agency.responseHours != null
          ? pluralText(profile.respondsWithin, agency.responseHours, locale)
          : null,
    },
  ];
  return facts.filter((fact): fact is { key: string; label: string; value: string } =>
    Boolean(fact.value),
  );
}

/** The profile's facts bar: a definition list, two columns on a phone, one row on a desktop. */
export function AgencyFactsBar({ agency, name }: { agency: FactsOf; name: string }) {
  const { profile } = useMessages().directory;
  const facts = useAgencyFacts(agency);
  if (facts.length === 0) return null;
  return (
    <section aria-label={format(profile.facts, { name })} className="mt-6">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-3 lg:grid-cols-6">
        {facts.map((fact) => (
          <div key={fact.key} className="bg-white px-4 py-3">
            <dt className="text-xs font-medium text-slate-500">{fact.label}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
