import { BellRing } from "lucide-react";
import { FrequencyField } from "~/components/saved-searches/frequency-field";
import { SearchSummary } from "~/components/saved-searches/search-summary";
import { ErrorList, TextField } from "~/components/forms/field";
import { FormGuardFields } from "~/components/forms/form-guard-fields";
import { MailedPanel } from "~/components/saved-searches/link-answers";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { Link } from "~/components/ui/link";
import { directoryParams } from "~/domain/directory";
import { currentLocale, format } from "~/domain/i18n";
import { savedSearchFormClientLimits } from "~/domain/rate-limits";
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_CONFIRM_DAYS,
  saveSearchSchema,
  savedFilterFields,
  savedFiltersOf,
  savedFiltersOfForm,
  savedFiltersPath,
  type SavedFilters,
} from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { MAX_LENGTH } from "~/domain/submission-fields";
import { readFormPost, withKept } from "~/http/form-post.server";
import { plainFormState } from "~/components/forms/plain-form-state";
import { issueFormToken } from "~/services/form-guard.server";
import { saveSearch } from "~/services/saved-search-opt-in.server";
import type { Route } from "./+types/new";

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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormPost(request, context, {
    schema: saveSearchSchema(),
    fields: savedFilterFields,
    guard: true,
    limits: savedSearchFormClientLimits,
  });
  // A bot (the honeypot filled, or no token of ours): answer as on success, store and send nothing.
  if (form.kind === "bot") {
    const typed = form.formData.get("email");
    const email = typeof typed === "string" ? typed.slice(0, MAX_LENGTH.email) : "";
    return { kind: "mailed" as const, email };
  }
  if (form.kind === "refused") {
    const filters = form.formData ? savedFiltersOfForm(form.formData) : undefined;
    return withKept(form.reply, { filters });
  }
  // The same answer whether or not this request was mailed: over the address's mail budget, the
  // newest mail already in its inbox opens the page where this search is confirmed.
  await saveSearch(context.db, context.config, {
    ...form.value,
    filters: savedFiltersOfForm(form.formData),
    locale: currentLocale(),
  });
  return { kind: "mailed" as const, email: form.value.email };
}

export default function AlertsNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const pages = messages.savedSearches.pages;
  const texts = pages.new;
  if (actionData && "kind" in actionData) {
    return (
      <MailedPanel
        title={texts.mailedTitle}
        text={texts.mailedBody}
        email={actionData.email}
        values={{ days: SAVED_SEARCH_CONFIRM_DAYS }}
      />
    );
  }
  const refused = actionData && "result" in actionData ? actionData : undefined;
  const invalid = refused && plainFormState(refused.result, messages.forms.fixFields);
  const filters = refused?.filters ?? loaderData.filters;
  const values = invalid?.values ?? {};
  const fieldErrors = invalid?.fieldErrors ?? {};
  const frequency = ALERT_FREQUENCIES.find((known) => known === values.frequency);
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form
          method="post"
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          aria-describedby={invalid ? "alert-form-error" : undefined}
        >
          <FormGuardFields token={refused?.formToken ?? loaderData.formToken} />
          <FilterInputs filters={filters} />
          {invalid ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <ErrorList id="alert-form-error" errors={[invalid.formError ?? ""]} />
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
            value={frequency ?? "instant"}
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
