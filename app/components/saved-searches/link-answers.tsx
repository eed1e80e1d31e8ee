import { format } from "~/domain/i18n";
import { ADDRESS_LINK_DAYS, SAVED_SEARCH_CONFIRM_DAYS } from "~/domain/saved-searches";
import { useMessages } from "../i18n";
import { AnswerPanel } from "../ui/answer-panel";
import { AddressText } from "./address-text";

/** Why a saved search's link cannot be used: not one of ours (or its search is gone), or expired. */
export function AlertLinkRefused({
  refusal,
  link = "confirm",
}: {
  refusal: "wrong" | "expired";
  link?: "confirm" | "address";
}) {
  const pages = useMessages().savedSearches.pages;
  const texts = pages.refusals;
  if (refusal === "wrong") {
    return (
      <AnswerPanel
        icon="refused"
        title={texts.wrongTitle}
        body={texts.wrongBody}
        actions={[{ to: "/agencies", label: texts.browse }]}
      />
    );
  }
  return (
    <AnswerPanel
      icon="refused"
      title={texts.expiredTitle}
      body={
        link === "confirm"
          ? format(texts.expiredBody, { days: SAVED_SEARCH_CONFIRM_DAYS })
          : format(texts.addressExpiredBody, { days: ADDRESS_LINK_DAYS })
      }
      actions={[
        link === "confirm"
          ? { to: "/agencies", label: texts.browse }
          : { to: "/alerts", label: pages.list.submit },
      ]}
    />
  );
}

/** "Check your inbox": a link was mailed to `email` (its text names it, and a figure or two). */
export function MailedPanel({
  title,
  text,
  email,
  values,
}: {
  title: string;
  text: string;
  email: string;
  values: Record<string, number>;
}) {
  const browse = useMessages().savedSearches.pages.refusals.browse;
  return (
    <AnswerPanel
      icon="done"
      title={title}
      body={<AddressText text={text} email={email} values={values} />}
      actions={[{ to: "/agencies", label: browse }]}
    />
  );
}

/** What the last action did, or why it was refused, above a saved-search page. */
export function ActionNotice({ tone, message }: { tone: "done" | "error"; message: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
          : "rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
      }
    >
      {message}
    </p>
  );
}
