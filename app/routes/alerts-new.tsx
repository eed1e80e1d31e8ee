import { BellRing } from "lucide-react";
import { z } from "zod";
import { FrequencyField } from "~/components/alerts/frequency-field";
import { SearchSummary } from "~/components/alerts/search-summary";
import { ErrorList, TextField } from "~/components/forms/field";
import { FormGuardFields } from "~/components/forms/form-guard-fields";
import { MailedPanel } from "~/components/alerts/alert-answers";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { Link } from "~/components/ui/link";
import { directoryParams } from "~/domain/directory";
import { currentLocale, format, getMessages } from "~/domain/i18n";
import { savedSearchFormClientLimits } from "~/domain/rate-limits";
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_CONFIRM_DAYS,
  saveSearchSchema,
  savedFilterFields,
  savedFiltersOf,
  savedFiltersOfForm,
  savedFiltersPath,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { MAX_LENGTH } from "~/domain/submission-fields";
import { rateLimitedMessage } from "~/http/json-api.server";
import { publicFormFields, readPageForm, refusedPageForm } from "~/http/public-form.server";
import { issueFormToken } from "~/services/form-guard.server";
import { consumeClientLimits } from "~/services/rate-limit.server";
import { saveSearch } from "~/services/saved-searches.server";
import type { Route } from "./+types/alerts-new";

/**
 * "Alert me" (docs/decisions/015-saved-searches.md): the directory's filters and search text, from
 * its query string, saved with an address and a frequency. A static page (decision 012) with a
 * plain form checked on the server, so it works the same without JavaScript; the filters travel
 * as hidden fields named as the directory's query. Nothing is stored on a refusal.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: m.savedSearches.pages.new.title,
    description: m.savedSearches.pages.new.intro,
    robots: "noindex,nofollow",
  }));

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    filters: savedFiltersOf(new URL(request.url).searchParams),
    formToken: issueFormToken(context.config),
  };
}

const FIELDS = { ...publicFormFields(saveSearchSchema()), ...savedFilterFields };

type Values = { email?: string; frequency?: AlertFrequency };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const form = await readPageForm(request, context, FIELDS);
  const filters = form.formData ? savedFiltersOfForm(form.formData) : undefined;
  const values = form.formData ? valuesOf(form.formData) : {};
  const refuse = (
    message: string,
    status: number,
    options?: Parameters<typeof refusedPageForm>[4],
  ) => refusedPageForm(context, message, status, { filters, values }, options);
  // A bot (the honeypot filled, or no token of ours): answer as on success, store and send nothing.
  if (form.kind === "bot") return { kind: "mailed" as const, email: values.email ?? "" };
  if (form.kind === "refused") return refuse(form.message, form.status);
  const messages = getMessages();
  const parsed = saveSearchSchema().safeParse({
    email: form.formData.get("email") ?? undefined,
    frequency: form.formData.get("frequency") ?? undefined,
  });
  if (!parsed.success) {
    return refuse(messages.forms.fixFields, 400, {
      fieldErrors: z.flattenError(parsed.error).fieldErrors,
    });
  }
  const limit = await consumeClientLimits(db, savedSearchFormClientLimits, clientAddress);
  if (!limit.allowed) {
    return refuse(rateLimitedMessage(limit), 429, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  // The same answer whether or not this request was mailed: over the address's mail budget, the
  // newest mail already in its inbox opens the page where this search is confirmed.
  await saveSearch(db, config, {
    ...parsed.data,
    filters: filters!,
    locale: currentLocale(),
  });
  return { kind: "mailed" as const, email: parsed.data.email };
}

/** What the form shows again of a refused post: the address and the frequency chosen. */
function valuesOf(formData: FormData): Values {
  const email = formData.get("email");
  return {
    email: typeof email === "string" ? email.slice(0, MAX_LENGTH.email) : undefined,
    frequency: ALERT_FREQUENCIES.find((known) => known === formData.get("frequency")),
  };
}

export default function AlertsNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const pages = useMessages().savedSearches.pages;
  const texts = pages.new;
  if (actionData?.kind === "mailed") {
    return (
      <MailedPanel
        title={texts.mailedTitle}
        text={texts.mailedBody}
        email={actionData.email}
        values={{ days: SAVED_SEARCH_CONFIRM_DAYS }}
      />
    );
  }
  const invalid = actionData?.kind === "invalid" ? actionData : undefined;
  const filters = invalid?.filters ?? loaderData.filters;
  const values = invalid?.values ?? {};
  const fieldErrors = invalid?.fieldErrors ?? {};
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form
          method="post"
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          aria-describedby={invalid ? "alert-form-error" : undefined}
        >
          <FormGuardFields token={invalid?.formToken ?? loaderData.formToken} />
          <FilterInputs filters={filters} />
          {invalid ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <ErrorList id="alert-form-error" errors={[invalid.formError]} />
            </div>
          ) : null}
          <div>
            <SearchSummary label={texts.search} filters={filters} />
            <Link
              to={savedFiltersPath(filters)}
              className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              {texts.changeSearch}
            </Link>
          </div>
          <TextField
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_LENGTH.email}
            defaultValue={values.email}
            label={texts.email}
            hint={texts.emailHint}
            errors={fieldErrors.email}
          />
          <FrequencyField
            legend={texts.frequency}
            value={values.frequency ?? "instant"}
            errors={fieldErrors.frequency}
          />
          <button type="submit" className={`${buttonClasses("primary", "lg")} w-full`}>
            <BellRing aria-hidden="true" className="size-5" />
            {texts.submit}
          </button>
          <p className="text-sm text-slate-500">
            {format(texts.privacy, { days: SAVED_SEARCH_CONFIRM_DAYS })}
          </p>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/alerts" className="font-medium text-brand-700 hover:underline">
            {texts.listLink}
          </Link>
        </p>
      </div>
    </>
  );
}

/** The search's filters as hidden fields named as the directory's query. */
function FilterInputs({ filters }: { filters: SavedFilters }) {
  const hidden = (name: string, value: string) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  );
  return (
    <>
      {filters.services.map((v) => hidden(directoryParams.service, v))}
      {filters.locations.map((v) => hidden(directoryParams.location, v))}
      {filters.industries.map((v) => hidden(directoryParams.industry, v))}
      {filters.pro ? hidden(directoryParams.pro, "1") : null}
      {filters.q ? hidden(directoryParams.q, filters.q) : null}
    </>
  );
}
