import { BellRing, Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { data } from "react-router";
import { z } from "zod";
import { ActionNotice, AlertLinkRefused } from "~/components/saved-searches/link-answers";
import { SearchSummary } from "~/components/saved-searches/search-summary";
import { AddressText } from "~/components/saved-searches/address-text";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClasses } from "~/components/ui/button-link";
import { Link } from "~/components/ui/link";
import { useFormatters } from "~/components/use-formatters";
import { format, getMessages } from "~/domain/i18n";
import {
  ALERT_FREQUENCIES,
  LINK_REFUSAL_STATUS,
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  SAVED_SEARCH_CONFIRM_DAYS,
  frequencySchema,
} from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import {
  checkFormPost,
  formPostFields,
  noticeReply,
  readFormPostBody,
  refusalNotice,
} from "~/http/form-post.server";
import { idField } from "~/domain/ids";
import { manageToken } from "~/services/saved-search-links.server";
import { readAddressLink } from "~/services/saved-search-address-links.server";
import { deleteSearchesOf, searchesOfAddress } from "~/services/saved-search-management.server";
import { confirmPendingSearch } from "~/services/saved-search-opt-in.server";
import { searchView } from "~/services/saved-search-rows.server";
import type { Route } from "./+types/address";

/**
 * Every saved search of one address (docs/decisions/015-saved-searches.md), opened by the link in
 * every saved-search mail but the alerts (the confirmation and the one /alerts sends): first those
 * waiting for confirmation, the newest request first, each with how often and a Confirm button (a
 * POST: a mail scanner that opens the link confirms nothing); then the alerts, each with a link to
 * its own page; a delete button on each, and one to delete them all. Private and never indexed.
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
  const { pending, confirmed } = await searchesOfAddress(context.db, link.email);
  return {
    kind: "open" as const,
    email: link.email,
    pending: pending.map((search) => ({
      ...searchView(search),
      askedAt: search.updatedAt.toISOString(),
    })),
    searches: confirmed.map((search) => ({
      ...searchView(search),
      manage: manageToken(context.config, search.id),
    })),
  };
}

/** The page's buttons: delete all, or one search's 'Confirm' (with its frequency) or 'Delete'. */
const deleteAllSchema = z.object({ intent: z.literal("delete-all") });
const confirmSchema = z.object({
  intent: z.literal("confirm"),
  id: idField(),
  frequency: frequencySchema(),
});
const deleteSchema = z.object({ intent: z.literal("delete"), id: idField() });
const FIELDS = formPostFields({ schema: confirmSchema });

export async function action({ request, params, context }: Route.ActionArgs) {
  const link = readAddressLink(context.config, params.token);
  if (link.status !== "open") return refusal(link.status);
  const texts = getMessages().savedSearches.pages.address;
  const body = await readFormPostBody(request, context, FIELDS);
  if (body.kind === "refused") return refusalNotice(body.refusal);
  const formData = body.formData;
  const unreadable = { status: 400, formError: getMessages().forms.unreadableForm };
  switch (formData.get("intent")) {
    case "delete-all": {
      const form = await checkFormPost(formData, context, { schema: deleteAllSchema });
      if (form.kind !== "valid") return refusalNotice(unreadable);
      await deleteSearchesOf(context.db, link.email);
      return noticeReply("done", texts.deletedAll);
    }
    case "confirm": {
      const form = await checkFormPost(formData, context, { schema: confirmSchema });
      if (form.kind !== "valid") return refusalNotice(unreadable);
      const { id, frequency } = form.value;
      const result = await confirmPendingSearch(context.db, { email: link.email, id, frequency });
      if (result.status === "too-many") {
        const message = format(texts.tooMany, { max: MAX_SAVED_SEARCHES_PER_ADDRESS });
        return noticeReply("error", message, 409);
      }
      // Another address's search, or one confirmed or deleted already: the page shows where it is.
      return result.status === "confirmed"
        ? noticeReply("done", texts.confirmed)
        : noticeReply("error", texts.gone, 404);
    }
    case "delete": {
      const form = await checkFormPost(formData, context, { schema: deleteSchema });
      if (form.kind !== "valid") return refusalNotice(unreadable);
      // Another address's search, or one deleted already: nothing to do, the list shows the rest.
      await deleteSearchesOf(context.db, link.email, form.value.id);
      return noticeReply("done", texts.deleted);
    }
    default:
      return refusalNotice(unreadable);
  }
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
        {loaderData.pending.length === 0 && loaderData.searches.length === 0 ? (
          <p className="text-center text-slate-600">{texts.empty}</p>
        ) : null}
        {loaderData.pending.length > 0 ? (
          <section aria-labelledby="pending-heading" className="space-y-4">
            <h2 id="pending-heading" className="text-xl font-semibold text-slate-900">
              {texts.pendingHeading}
            </h2>
            <p className="text-slate-600">
              {format(texts.pendingIntro, { days: SAVED_SEARCH_CONFIRM_DAYS })}
            </p>
            <ul className="space-y-4">
              {loaderData.pending.map((search) => (
                <SearchCard
                  key={search.id}
                  pending
                  search={search}
                  label={saved.pages.new.search}
                  details={format(texts.asked, {
                    date: formatters.date(new Date(search.askedAt)),
                  })}
                >
                  <form method="post" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="confirm" />
                    <input type="hidden" name="id" value={search.id} />
                    <label className="text-sm font-medium text-slate-800">
                      {saved.pages.new.frequency}
                      <select
                        name="frequency"
                        defaultValue={search.frequency}
                        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base font-normal"
                      >
                        {ALERT_FREQUENCIES.map((frequency) => (
                          <option key={frequency} value={frequency}>
                            {saved.frequencies[frequency]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button
                      type="submit"
                      aria-describedby={`search-${search.id}`}
                      className={buttonClasses("primary")}
                    >
                      <BellRing aria-hidden="true" className="size-4" />
                      {texts.confirm}
                    </button>
                  </form>
                  <DeleteButton id={search.id} label={texts.delete} />
                </SearchCard>
              ))}
            </ul>
          </section>
        ) : null}
        {loaderData.searches.length > 0 ? (
          <section aria-labelledby="alerts-heading" className="space-y-4">
            {loaderData.pending.length > 0 ? (
              <h2 id="alerts-heading" className="text-xl font-semibold text-slate-900">
                {texts.activeHeading}
              </h2>
            ) : null}
            <ul className="space-y-4">
              {loaderData.searches.map((search) => (
                <SearchCard
                  key={search.id}
                  search={search}
                  label={saved.pages.new.search}
                  details={[
                    saved.frequencies[search.frequency],
                    saved.pages.manage.statuses[search.state],
                    format(texts.created, { date: formatters.date(new Date(search.createdAt)) }),
                  ].join(" · ")}
                >
                  <Link
                    to={`/alerts/${search.manage}`}
                    aria-describedby={`search-${search.id}`}
                    className={buttonClasses("secondary")}
                  >
                    {texts.manage}
                  </Link>
                  <DeleteButton id={search.id} label={texts.delete} />
                </SearchCard>
              ))}
            </ul>
          </section>
        ) : null}
        {loaderData.pending.length > 0 || loaderData.searches.length > 0 ? (
          <form method="post" className="text-center">
            <input type="hidden" name="intent" value="delete-all" />
            <button type="submit" className={`${buttonClasses("secondary")} text-red-700`}>
              {texts.deleteAll}
            </button>
          </form>
        ) : null}
      </div>
    </>
  );
}

/**
 * One search of the address: its summary (`search-{id}`, which its buttons name), one line of
 * details, then its actions. A pending search wears the amber of a step still to take.
 */
function SearchCard({
  search,
  label,
  details,
  pending = false,
  children,
}: {
  search: { id: number; filters: ComponentProps<typeof SearchSummary>["filters"] };
  label: string;
  details: string;
  pending?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`rounded-2xl border ${pending ? "border-amber-200" : "border-slate-200"} bg-white p-5 shadow-sm`}
    >
      <SearchSummary label={label} filters={search.filters} id={`search-${search.id}`} />
      <p className="mt-3 text-sm text-slate-600">{details}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">{children}</div>
    </li>
  );
}

/** Deletes one search of the address (described by its summary, `search-{id}`). */
function DeleteButton({ id, label }: { id: number; label: string }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-describedby={`search-${id}`}
        className={`${buttonClasses("secondary")} text-red-700`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {label}
      </button>
    </form>
  );
}
