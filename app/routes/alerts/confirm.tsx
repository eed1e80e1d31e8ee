import { data } from "react-router";
import { AlertLinkRefused } from "~/components/saved-searches/link-answers";
import { SearchSummary } from "~/components/saved-searches/search-summary";
import { AddressText } from "~/components/saved-searches/address-text";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { AnswerPanel } from "~/components/ui/answer-panel";
import { buttonClasses } from "~/components/ui/button-link";
import { format, getMessages } from "~/domain/i18n";
import { LINK_REFUSAL_STATUS, MAX_SAVED_SEARCHES_PER_ADDRESS } from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { readFormPostBody } from "~/http/form-post.server";
import { manageToken, readConfirmToken } from "~/services/saved-search-links.server";
import { confirmSearch, findConfirmLink } from "~/services/saved-search-opt-in.server";
import { filtersOf } from "~/services/saved-search-rows.server";
import type { Route } from "./+types/confirm";

/**
 * A saved search's double opt-in by its own link, as mailed before 2026-11-27 (those links expire
 * within 7 days; new mails link to the address's page, address.tsx, where searches are
 * confirmed): the mailed link opens this page, which says what will be watched and confirms on its
 * one button, a POST, so a mail scanner that opens links confirms nothing. Private (a token in the
 * path) and never indexed.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: m.savedSearches.pages.confirm.title,
    description: m.savedSearches.pages.new.intro,
    robots: "noindex,nofollow",
  }));

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await findConfirmLink(context.db, context.config, params.token);
  if (state.status !== "open") {
    return data(
      { kind: "refused" as const, refusal: state.status },
      LINK_REFUSAL_STATUS[state.status],
    );
  }
  return {
    kind: "open" as const,
    email: state.search.email,
    filters: filtersOf(state.search),
    frequency: state.frequency,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A link that is not ours is refused before its body is read, whatever it holds.
  if (readConfirmToken(context.config, params.token) === null) {
    return data({ kind: "refused" as const, refusal: "wrong" as const }, 404);
  }
  const body = await readFormPostBody(request, context, {});
  if (body.kind === "refused") {
    const { formError, status } = body.refusal;
    return data({ kind: "unreadable" as const, message: formError ?? "" }, status);
  }
  const result = await confirmSearch(context.db, context.config, params.token);
  if (result.status === "too-many") {
    const message = getMessages().savedSearches.pages.address.tooMany;
    return data(
      {
        kind: "unreadable" as const,
        message: format(message, { max: MAX_SAVED_SEARCHES_PER_ADDRESS }),
      },
      409,
    );
  }
  if (result.status !== "confirmed") {
    return data(
      { kind: "refused" as const, refusal: result.status },
      LINK_REFUSAL_STATUS[result.status],
    );
  }
  return { kind: "confirmed" as const, manage: manageToken(context.config, result.search.id) };
}

export default function AlertsConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const saved = useMessages().savedSearches;
  const texts = saved.pages;
  if (actionData?.kind === "confirmed") {
    return (
      <AnswerPanel
        icon="done"
        title={texts.confirm.doneTitle}
        body={texts.confirm.doneBody}
        actions={[
          { to: `/alerts/${actionData.manage}`, label: texts.confirm.manage },
          { to: "/agencies", label: texts.refusals.browse },
        ]}
      />
    );
  }
  if (actionData?.kind === "refused") return <AlertLinkRefused refusal={actionData.refusal} />;
  if (loaderData.kind === "refused") return <AlertLinkRefused refusal={loaderData.refusal} />;
  return (
    <>
      <PageHero
        title={texts.confirm.title}
        intro={<AddressText text={texts.confirm.intro} email={loaderData.email} />}
      />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form
          method="post"
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {actionData?.kind === "unreadable" ? (
            <p role="alert" className="text-sm text-red-700">
              {actionData.message}
            </p>
          ) : null}
          <SearchSummary label={texts.new.search} filters={loaderData.filters} />
          <p className="text-slate-700">
            <span className="font-medium">{texts.new.frequency}: </span>
            {saved.frequencies[loaderData.frequency]}
          </p>
          <button type="submit" className={`${buttonClasses("primary", "lg")} w-full`}>
            {texts.confirm.button}
          </button>
        </form>
      </div>
    </>
  );
}
