import { z } from "zod";
import { formGuardFields } from "./form-guard";
import { currentLocale, format, getMessages } from "./i18n";
import {
  apiLocale,
  choiceList,
  MAX_LENGTH,
  objectOptions,
  optionalChoice,
  optionalName,
  optionalPhone,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  requiredChoice,
  requiredEmail,
  requiredName,
  requiredText,
} from "./submission-fields";
import { formatNumber, yearInUae } from "./format";
import {
  emirates,
  experienceLevels,
  industries,
  languages,
  services,
  teamSizes,
} from "./value-sets";

/**
 * An agency's listing application (docs/product.md#entities and #validation): one schema
 * for the form in the browser, the form's action and POST /api/submit-agency. At least one
 * service; website, portfolio and logo are http(s) addresses; location is one of the emirates;
 * either reading of a value set is accepted and stored canonical; unknown fields are dropped.
 * The name and description may also be given in Arabic (shown on Arabic pages, with the English
 * ones as fallback: domain/agency-display.ts agencyTextIn).
 */
/** The smallest project an agency may name, in whole dirhams. */
export const MIN_PROJECT_BUDGET = { min: 500, max: 10_000_000 } as const;

export const AgencyInput = z.object(
  {
    agencyName: requiredName(MAX_LENGTH.name),
    agencyNameAr: optionalName(MAX_LENGTH.name),
    contactName: requiredName(MAX_LENGTH.name),
    email: requiredEmail(),
    phone: optionalPhone(),
    website: optionalUrl(),
    portfolio: optionalUrl(),
    logoUrl: optionalUrl(),
    location: optionalChoice(emirates),
    services: choiceList(services, {
      min: 1,
      minMessage: () => getMessages().submissions.validation.selectService,
    }),
    industries: choiceList(industries),
    experience: requiredChoice(experienceLevels),
    description: requiredText(MAX_LENGTH.description, { multiline: true }),
    descriptionAr: optionalText(MAX_LENGTH.description, { multiline: true }),
    foundingYear: optionalWholeNumber({
      min: 1900,
      max: () => yearInUae(new Date()),
      message: () =>
        format(getMessages().submissions.validation.foundingYear, {
          min: 1900,
          max: yearInUae(new Date()),
        }),
    }),
    teamSize: optionalChoice(teamSizes),
    minBudgetAed: optionalWholeNumber({
      min: MIN_PROJECT_BUDGET.min,
      max: () => MIN_PROJECT_BUDGET.max,
      message: () =>
        format(getMessages().submissions.validation.minBudget, {
          min: formatNumber(MIN_PROJECT_BUDGET.min, currentLocale()),
          max: formatNumber(MIN_PROJECT_BUDGET.max, currentLocale()),
        }),
    }),
    languages: choiceList(languages),
  },
  objectOptions,
);

export type AgencyInput = z.output<typeof AgencyInput>;

/**
 * What POST /api/submit-agency reads: the listing, the language of the agency's mails (`locale`,
 * English unless "ar"), and the honeypot field when a client sends it.
 */
export const AgencyApiInput = AgencyInput.extend({
  locale: apiLocale(),
  [formGuardFields.honeypot]: z.unknown().optional(),
});
