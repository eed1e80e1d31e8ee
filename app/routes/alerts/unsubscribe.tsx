import { data } from "react-router";
import { AlertLinkRefused } from "~/components/saved-searches/link-answers";
import { useLocale, useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { AnswerPanel } from "~/components/ui/answer-panel";
import { buttonClasses } from "~/components/ui/button-link";
import { format } from "~/domain/i18n";
import { describeFilters } from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { readFormPostBody } from "~/http/form-post.server";
import { readManageToken } from "~/services/saved-search-links.server";
import { deleteSearch, findManagedSearch } from "~/services/saved-search-management.server";
import { filtersOf } from "~/services/saved-search-rows.server";
import type { Route } from "./+types/unsubscribe";

/**
 * An alert's unsubscribe link (docs/decisions/015-saved-searches.md): the page has one button, and
 * the same address takes the one-click POST a mail provider sends for the mail's
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058: no cookie, no form token).
 * Either deletes the search and answers 200, also when it was deleted already. Only a link that
 * is not ours is refused (404). Private and never indexed.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: m.savedSearches.pages.unsubscribe.title,
    description: m.savedSearches.pages.unsubscribe.doneBody,
    robots: "noindex,nofollow",
  }));

const wrongLink = () => data({ kind: "refused" as const }, 404);

export async function loader({ params, context }: Route.LoaderArgs) {
  if (readManageToken(context.config, params.token) === null) return wrongLink();
  const search = await findManagedSearch(context.db, context.config, params.token);
  // Unsubscribed before: nothing left to do.
  if (!search) return { kind: "done" as const };
  return { kind: "open" as const, filters: filtersOf(search) };
}

/** RFC 8058's body; the page's own button sends the same. */
const FIELDS = { "List-Unsubscribe": 1 };

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = readManageToken(context.config, params.token);
  if (id === null) return wrongLink();
  const body = await readFormPostBody(request, context, FIELDS);
  if (body.kind === "refused") {
    const { formError, status } = body.refusal;
    return data({ kind: "unreadable" as const, message: formError ?? "" }, status);
  }
  await deleteSearch(context.db, id);
  return { kind: "done" as const };
}

export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const saved = useMessages().savedSearches;
  const texts = saved.pages.unsubscribe;
  const locale = useLocale();
  if (actionData?.kind === "refused" || loaderData.kind === "refused") {
    return <AlertLinkRefused refusal="wrong" />;
  }
  if (actionData?.kind === "done" || loaderData.kind === "done") {
    return (
      <AnswerPanel
        icon="done"
        title={texts.doneTitle}
        body={texts.doneBody}
        actions={[{ to: "/agencies", label: saved.pages.refusals.browse }]}
      />
    );
  }
  const filters = describeFilters(loaderData.filters, locale) ?? saved.filters.any;
  return (
    <AnswerPanel
      icon="refused"
      title={texts.title}
      body={format(texts.body, { filters })}
      actions={[]}
    >
      <form method="post" className="mt-8">
        {actionData?.kind === "unreadable" ? (
          <p role="alert" className="mb-4 text-sm text-red-700">
            {actionData.message}
          </p>
        ) : null}
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={buttonClasses("primary", "lg")}>
          {texts.button}
        </button>
      </form>
    </AnswerPanel>
  );
}
