import { z } from "zod";
import { ErrorList, TextField } from "~/components/forms/field";
import { FormGuardFields } from "~/components/forms/form-guard-fields";
import { MailedPanel } from "~/components/alerts/alert-answers";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { currentLocale, getMessages } from "~/domain/i18n";
import { savedSearchFormClientLimits } from "~/domain/rate-limits";
import { ADDRESS_LINK_DAYS, addressLinkSchema } from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { MAX_LENGTH } from "~/domain/submission-fields";
import { rateLimitedMessage } from "~/http/json-api.server";
import { publicFormFields, readPageForm, refusedPageForm } from "~/http/public-form.server";
import { issueFormToken } from "~/services/form-guard.server";
import { consumeClientLimits } from "~/services/rate-limit.server";
import { mailAddressLink } from "~/services/saved-searches.server";
import type { Route } from "./+types/alerts";

/**
 * "Mail me my saved searches" (docs/decisions/015-saved-searches.md): an address asks for the
 * link to the list of all its saved searches. The answer is the same whether or not it has any,
 * so the form never tells which addresses have saved searches. A static page with a plain form.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: m.savedSearches.pages.list.title,
    description: m.savedSearches.pages.list.intro,
    robots: "noindex,nofollow",
  }));

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: issueFormToken(context.config) };
}

const FIELDS = publicFormFields(addressLinkSchema());

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const form = await readPageForm(request, context, FIELDS);
  const typed = form.formData?.get("email");
  const email = typeof typed === "string" ? typed.slice(0, MAX_LENGTH.email) : "";
  if (form.kind === "bot") return { kind: "sent" as const, email };
  if (form.kind === "refused")
    return refusedPageForm(context, form.message, form.status, { email });
  const parsed = addressLinkSchema().safeParse({ email: typed ?? undefined });
  if (!parsed.success) {
    return refusedPageForm(
      context,
      getMessages().forms.fixFields,
      400,
      { email },
      {
        fieldErrors: z.flattenError(parsed.error).fieldErrors,
      },
    );
  }
  const limit = await consumeClientLimits(db, savedSearchFormClientLimits, clientAddress);
  if (!limit.allowed) {
    return refusedPageForm(
      context,
      rateLimitedMessage(limit),
      429,
      { email },
      {
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }
  await mailAddressLink(db, config, { email: parsed.data.email, locale: currentLocale() });
  return { kind: "sent" as const, email: parsed.data.email };
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const pages = useMessages().savedSearches.pages;
  const texts = pages.list;
  if (actionData?.kind === "sent") {
    return (
      <MailedPanel
        title={texts.sentTitle}
        text={texts.sentBody}
        email={actionData.email}
        values={{ days: ADDRESS_LINK_DAYS }}
      />
    );
  }
  const invalid = actionData?.kind === "invalid" ? actionData : undefined;
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form
          method="post"
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          aria-describedby={invalid ? "alerts-form-error" : undefined}
        >
          <FormGuardFields token={invalid?.formToken ?? loaderData.formToken} />
          {invalid ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <ErrorList id="alerts-form-error" errors={[invalid.formError]} />
            </div>
          ) : null}
          <TextField
            id="alerts-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_LENGTH.email}
            defaultValue={invalid?.email}
            label={texts.email}
            errors={invalid?.fieldErrors.email}
          />
          <button type="submit" className={`${buttonClasses("primary", "lg")} w-full`}>
            {texts.submit}
          </button>
        </form>
      </div>
    </>
  );
}
