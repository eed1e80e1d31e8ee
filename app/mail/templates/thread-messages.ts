import { getMessages, type Locale } from "~/domain/i18n";
import { THREAD_MAIL_GAP_MINUTES } from "~/domain/project-room";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { oneLine } from "./match-types";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** The newest message's text in the mail: enough to answer from, not the whole thread. */
const EXCERPT_CHARACTERS = 1200;

/**
 * New messages in a thread of the project room (docs/decisions/018-project-room.md), to the side
 * that has not read them, in its language: who wrote, about which brief, the newest message, and a
 * link to the thread.
 */
export function threadMessagesEmail(
  input: {
    sender: string;
    brief: string;
    count: number;
    newest: string;
    url: string;
    /** Whether answering the mail writes in the thread (a signed Reply-To, decision 019). */
    answerByMail?: boolean;
  },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).roomEmails.newMessages;
  const fill = agencyMailFiller(site, {
    sender: oneLine(input.sender),
    brief: oneLine(input.brief),
    count: input.count,
    gap: THREAD_MAIL_GAP_MINUTES,
  });
  const excerpt =
    input.newest.length > EXCERPT_CHARACTERS
      ? `${input.newest.slice(0, EXCERPT_CHARACTERS)}…`
      : input.newest;
  return renderFilledEmail(texts, fill, {
    site,
    locale,
    details: [{ label: oneLine(input.sender), value: excerpt }],
    action: { label: fill(texts.action), url: input.url },
    footnote: input.answerByMail
      ? `${fill(texts.answerByMail)} ${fill(texts.footnote)}`
      : fill(texts.footnote),
    replyLine: input.answerByMail ? texts.replyLine : undefined,
  });
}
