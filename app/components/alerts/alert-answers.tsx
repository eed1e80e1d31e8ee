import { format } from "~/domain/i18n";
import { ADDRESS_LINK_HOURS, SAVED_SEARCH_CONFIRM_DAYS } from "~/domain/saved-searches";
import { useMessages } from "../i18n";
import { AnswerPanel } from "../ui/answer-panel";

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
          : format(texts.addressExpiredBody, { hours: ADDRESS_LINK_HOURS })
      }
      actions={[
        link === "confirm"
          ? { to: "/agencies", label: texts.browse }
          : { to: "/alerts", label: pages.list.submit },
      ]}
    />
  );
}
