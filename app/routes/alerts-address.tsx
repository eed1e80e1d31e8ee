import { Trash2 } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { ActionNotice, AlertLinkRefused } from "~/components/alerts/alert-answers";
import { SearchSummary } from "~/components/alerts/search-summary";
import { AddressText } from "~/components/alerts/address-text";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { Link } from "~/components/ui/link";
import { useFormatters } from "~/components/use-formatters";
import { format, getMessages } from "~/domain/i18n";
import { LINK_REFUSAL_STATUS } from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import { readFormBody } from "~/http/request-body.server";
import { manageToken } from "~/services/saved-search-links.server";
import {
  deleteSearchesOf,
  readAddressLink,
  searchesOf,
  searchView,
} from "~/services/saved-searches.server";
import type { Route } from "./+types/alerts-address";

/**
 * Every saved search of one address (docs/decisions/015-saved-searches.md), opened by the link
 * mailed from /alerts (24 hours): each with its state, a link to its own page, and a delete
 * button; and one to delete them all. Private and never indexed.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: m.savedSearches.pages.address.title,
    description: m.savedSearches.pages.list.intro,
    robots: "noindex,nofollow",
  }));

const refusal = (state: "wrong" | "expired") =>
  data({ kind: "refused" as const, refusal: state }, LINK_REFUSAL_STATUS[state]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = readAddressLink(context.config, params.token);
  if (link.status !== "open") return refusal(link.status);
  const searches = await searchesOf(context.db, link.email);
  return {
    kind: "open" as const,
    email: link.email,
    searches: searches.map((search) => ({
      ...searchView(search),
      manage: manageToken(context.config, search.id),
    })),
  };
}

const FIELDS = { intent: 1, id: 1 };
const idField = z.coerce.number().int().positive().max(2_147_483_647);

export async function action({ request, params, context }: Route.ActionArgs) {
  const link = readAddressLink(context.config, params.token);
  if (link.status !== "open") return refusal(link.status);
  const texts = getMessages().savedSearches.pages.address;
  const body = await readFormBody(request, FIELDS);
  if (!body.ok) return notice("error", body.message, body.status);
  const intent = body.formData.get("intent");
  if (intent === "delete-all") {
    await deleteSearchesOf(context.db, link.email);
    return notice("done", texts.deletedAll);
  }
  const id = idField.safeParse(body.formData.get("id"));
  if (intent !== "delete" || !id.success) {
    return notice("error", getMessages().forms.unreadableForm, 400);
  }
  // Another address's search, or one deleted already: nothing to do, the list shows what is left.
  await deleteSearchesOf(context.db, link.email, id.data);
  return notice("done", texts.deleted);
}

function notice(tone: "done" | "error", message: string, status = 200) {
  return data({ kind: "notice" as const, tone, message }, status);
}

export default function AlertsAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const saved = useMessages().savedSearches;
  const texts = saved.pages.address;
  const formatters = useFormatters();
  if (loaderData.kind === "refused") {
    return <AlertLinkRefused refusal={loaderData.refusal} link="address" />;
  }
  if (actionData?.kind === "refused") {
    return <AlertLinkRefused refusal={actionData.refusal} link="address" />;
  }
  const shown = actionData?.kind === "notice" ? actionData : undefined;
  return (
    <>
      <PageHero
        title={texts.title}
        intro={<AddressText text={texts.intro} email={loaderData.email} />}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {shown ? <ActionNotice tone={shown.tone} message={shown.message} /> : null}
        {loaderData.searches.length === 0 ? (
          <p className="text-center text-slate-600">{texts.empty}</p>
        ) : (
          <>
            <ul className="space-y-4">
              {loaderData.searches.map((search) => (
                <li
                  key={search.id}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <SearchSummary
                    label={saved.pages.new.search}
                    filters={search.filters}
                    id={`search-${search.id}`}
                  />
                  <p className="mt-3 text-sm text-slate-600">
                    {saved.frequencies[search.frequency]} ·{" "}
                    {saved.pages.manage.statuses[search.state]} ·{" "}
                    {format(texts.created, { date: formatters.date(new Date(search.createdAt)) })}
                  </p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <Link
                      to={`/alerts/${search.manage}`}
                      aria-describedby={`search-${search.id}`}
                      className={buttonClasses("secondary")}
                    >
                      {texts.manage}
                    </Link>
                    <form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={search.id} />
                      <button
                        type="submit"
                        aria-describedby={`search-${search.id}`}
                        className={`${buttonClasses("secondary")} text-red-700`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {texts.delete}
                      </button>
                    </form>
                  </div>
                </li>
              ))}
            </ul>
            <form method="post" className="text-center">
              <input type="hidden" name="intent" value="delete-all" />
              <button type="submit" className={`${buttonClasses("secondary")} text-red-700`}>
                {texts.deleteAll}
              </button>
            </form>
          </>
        )}
      </div>
    </>
  );
}
