import { Pause, Play, Trash2 } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { ActionNotice, AlertLinkRefused } from "~/components/saved-searches/link-answers";
import { FiltersEditor } from "~/components/saved-searches/filters-editor";
import { FrequencyField } from "~/components/saved-searches/frequency-field";
import { AddressText } from "~/components/saved-searches/address-text";
import { useMessages } from "~/components/i18n";
import { staticPage } from "~/components/layout/page-scripts";
import { PageHero } from "~/components/marketing/page-hero";
import { AnswerPanel } from "~/components/ui/answer-panel";
import { buttonClasses } from "~/components/ui/button-link";
import { Link } from "~/components/ui/link";
import { getMessages } from "~/domain/i18n";
import { frequencySchema, savedFilterFields, savedFiltersOfForm } from "~/domain/saved-searches";
import { pageMeta } from "~/domain/seo";
import {
  checkFormPost,
  formPostFields,
  noticeReply,
  readFormPostBody,
  refusalNotice,
} from "~/http/form-post.server";
import { readManageToken } from "~/services/saved-search-links.server";
import {
  deleteSearch,
  findManagedSearch,
  setSearchPaused,
  updateSearch,
} from "~/services/saved-search-management.server";
import { searchView } from "~/services/saved-search-rows.server";
import type { Route } from "./+types/manage";

/**
 * A saved search's own page (docs/decisions/015-saved-searches.md), opened by the signed link in
 * every alert and in the address's list: change its filters and frequency, pause or resume it,
 * delete it. No sign-in: the link is the key. Plain forms (a static page), each a POST with an
 * intent; private (a token in the path) and never indexed.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: m.savedSearches.pages.manage.title,
    description: m.savedSearches.pages.new.intro,
    robots: "noindex,nofollow",
  }));

const wrongLink = () => data({ kind: "refused" as const }, 404);

export async function loader({ params, context }: Route.LoaderArgs) {
  const search = await findManagedSearch(context.db, context.config, params.token);
  if (!search) return wrongLink();
  return { kind: "open" as const, search: searchView(search) };
}

const INTENTS = ["update", "pause", "resume", "delete"] as const;
const buttonSchema = z.object({ intent: z.enum(INTENTS) });
/** 'Save changes': the frequency chosen, the filters as hidden fields named as the directory's. */
const updateSchema = z.object({ intent: z.literal("update"), frequency: frequencySchema() });
const FIELDS = formPostFields({ schema: updateSchema, fields: savedFilterFields });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context;
  const texts = getMessages().savedSearches.pages.manage;
  // A link that is not ours is refused before its body is read, whatever it holds.
  if (readManageToken(config, params.token) === null) return wrongLink();
  const body = await readFormPostBody(request, context, FIELDS);
  if (body.kind === "refused") return refusalNotice(body.refusal);
  const button = await checkFormPost(body.formData, context, { schema: buttonSchema });
  if (button.kind !== "valid") return refusalNotice(unreadable());
  const search = await findManagedSearch(db, config, params.token);
  if (!search) return wrongLink();
  const { intent } = button.value;
  if (intent === "delete") {
    await deleteSearch(db, search.id);
    return { kind: "deleted" as const };
  }
  if (intent !== "update") {
    await setSearchPaused(db, search.id, intent === "pause");
    return noticeReply("done", intent === "pause" ? texts.paused : texts.resumed);
  }
  const form = await checkFormPost(body.formData, context, { schema: updateSchema });
  if (form.kind !== "valid")
    return refusalNotice(form.kind === "refused" ? form.refusal : unreadable());
  const result = await updateSearch(db, search.id, {
    filters: savedFiltersOfForm(body.formData),
    frequency: form.value.frequency,
  });
  return result.status === "duplicate"
    ? noticeReply("error", texts.duplicate, 409)
    : noticeReply("done", texts.saved);
}

/** A post no button of this page sends. */
const unreadable = () => ({ status: 400, formError: getMessages().forms.unreadableForm });

export default function AlertsManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const saved = useMessages().savedSearches;
  const texts = saved.pages.manage;
  if (actionData?.kind === "deleted") {
    return (
      <AnswerPanel
        icon="done"
        title={texts.deletedTitle}
        body={texts.deletedBody}
        actions={[{ to: "/agencies", label: saved.pages.refusals.browse }]}
      />
    );
  }
  if (loaderData.kind === "refused" || actionData?.kind === "refused") {
    return <AlertLinkRefused refusal="wrong" />;
  }
  const { search } = loaderData;
  const shown = actionData?.kind === "notice" ? actionData : undefined;
  const paused = search.state === "paused";
  return (
    <>
      <PageHero
        eyebrow={texts.eyebrow}
        title={texts.title}
        intro={<AddressText text={texts.intro} email={search.email} />}
      />
      <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {shown ? <ActionNotice tone={shown.tone} message={shown.message} /> : null}
        <p className="text-slate-700">
          <span className="font-medium">{texts.status}: </span>
          <strong className={paused ? "text-amber-700" : undefined}>
            {texts.statuses[search.state]}
          </strong>
        </p>
        <form
          method="post"
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <input type="hidden" name="intent" value="update" />
          <FiltersEditor filters={search.filters} />
          <FrequencyField legend={saved.pages.new.frequency} value={search.frequency} />
          <button type="submit" className={`${buttonClasses("primary", "lg")} w-full`}>
            {texts.save}
          </button>
        </form>
        <div className="grid gap-4 sm:grid-cols-2">
          <form method="post" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <input type="hidden" name="intent" value={paused ? "resume" : "pause"} />
            <h2 className="text-lg font-semibold text-slate-900">{texts.pauseHeading}</h2>
            <p className="mt-1 text-sm text-slate-600">{texts.pauseBody}</p>
            <button type="submit" className={`${buttonClasses("secondary")} mt-4 w-full`}>
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              {paused ? texts.resume : texts.pause}
            </button>
          </form>
          <form method="post" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <input type="hidden" name="intent" value="delete" />
            <h2 className="text-lg font-semibold text-slate-900">{texts.deleteHeading}</h2>
            <p className="mt-1 text-sm text-slate-600">{texts.deleteBody}</p>
            <button
              type="submit"
              className={`${buttonClasses("secondary")} mt-4 w-full text-red-700`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {texts.delete}
            </button>
          </form>
        </div>
        <p className="text-center text-sm">
          <Link to="/alerts" className="font-medium text-brand-700 hover:underline">
            {texts.allSearches}
          </Link>
        </p>
      </div>
    </>
  );
}
