import { ErrorList, TextField } from "~/components/forms/field";
import { FormGuardFields } from "~/components/forms/form-guard-fields";
import { MailedPanel } from "~/components/saved-searches/link-answers";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { currentLocale } from "~/domain/i18n";
import { savedSearchFormClientLimits } from "~/domain/rate-limits";
import { ADDRESS_LINK_DAYS, addressLinkSchema } from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { MAX_LENGTH } from "~/domain/submission-fields";
import { readFormPost } from "~/http/form-post.server";
import { plainFormState } from "~/components/forms/plain-form-state";
import { issueFormToken } from "~/services/form-guard.server";
import { mailAddressLink } from "~/services/saved-search-address-links.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormPost(request, context, {
    schema: addressLinkSchema(),
    guard: true,
    limits: savedSearchFormClientLimits,
  });
  if (form.kind === "bot") return { kind: "sent" as const, email: typedEmail(form.formData) };
  if (form.kind === "refused") return form.reply;
  const { email } = form.value;
  await mailAddressLink(context.db, context.config, { email, locale: currentLocale() });
  return { kind: "sent" as const, email };
}

/** The address a bot typed, shown back as a person's would be. */
function typedEmail(formData: FormData): string {
  const typed = formData.get("email");
  return typeof typed === "string" ? typed.slice(0, MAX_LENGTH.email) : "";
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const pages = messages.savedSearches.pages;
  const texts = pages.list;
  if (actionData && "kind" in actionData) {
    return (
      <MailedPanel
        title={texts.sentTitle}
        text={texts.sentBody}
        email={actionData.email}
        values={{ days: ADDRESS_LINK_DAYS }}
      />
    );
  }
  const refused = actionData && "result" in actionData ? actionData : undefined;
  const invalid = refused && plainFormState(refused.result, messages.forms.fixFields);
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form
          method="post"
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          aria-describedby={invalid ? "alerts-form-error" : undefined}
        >
          <FormGuardFields token={refused?.formToken ?? loaderData.formToken} />
          {invalid ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <ErrorList id="alerts-form-error" errors={[invalid.formError ?? ""]} />
            </div>
          ) : null}
          <TextField
            id="alerts-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_LENGTH.email}
            defaultValue={invalid?.values.email}
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
