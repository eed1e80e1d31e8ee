import { balanceBidi } from "~/domain/bidi-controls";
import { defaultLocale, directionOf, type Locale } from "~/domain/i18n";
import { escapeHtml, isolatedHtml, isolatedTextLine } from "./bidi";
import { siteLink } from "./mail-locale";

/**
 * The shared frame of every e-mail: an HTML part with inline styles and a plain-text part, in the
 * reader's locale (right to left for Arabic).
 */
export type EmailContent = {
  site: { name: string; url: string };
  /** The language the texts are written in: sets lang, direction and alignment. */
  locale: Locale;
  /** The first line inbox previews show. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** Label/value lines, e.g. a summary of a submitted brief; a value with `href` is a link to it. */
  details?: { label: string; value: string; href?: string }[];
  /**
   * A list of linked entries under the details, e.g. the agencies of a saved-search alert: each
   * title links to its page, with an optional line under it.
   */
  items?: { title: string; href: string; line?: string }[];
  action?: { label: string; url: string };
  /** A closing line under the button, e.g. why the reader got this mail. */
  footnote?: string;
  /** Small links under the footnote, e.g. an alert's manage and unsubscribe pages. */
  footerLinks?: { label: string; url: string }[];
  /**
   * A line above everything else in a mail that can be answered (the project room's): an answer's
   * new text ends where it appears (domain/mail-reply-text.ts, REPLY_MARKER).
   */
  replyLine?: string;
};

export type RenderedEmail = { html: string; text: string };

/** The catalogue texts most e-mails have: a subject, a preview line, a heading and paragraphs. */
export type EmailTexts = {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
};

/**
 * An e-mail whose subject, preview line, heading and paragraphs are catalogue texts filled with
 * the same values (`fill`), with the rest of its parts as they are.
 */
export function renderFilledEmail(
  texts: EmailTexts,
  fill: (text: string) => string,
  content: Omit<EmailContent, "preheader" | "heading" | "paragraphs">,
): RenderedEmail & { subject: string } {
  return {
    subject: fill(texts.subject),
    ...renderEmail({
      ...content,
      preheader: fill(texts.preheader),
      heading: fill(texts.heading),
      paragraphs: texts.paragraphs.map(fill),
    }),
  };
}

const paragraphStyle = "margin:0 0 16px;line-height:1.6;color:#334155";

export function renderEmail(content: EmailContent): RenderedEmail {
  const { site, locale } = content;
  const details = content.details ?? [];
  const items = content.items ?? [];
  const footerLinks = content.footerLinks ?? [];
  const dir = directionOf(locale);
  const rtl = dir === "rtl";
  // Mail programs often ignore <html dir>: the body, every table and cell say it again, and the
  // alignment is written out, since some also ignore dir on cells.
  const align = rtl ? "right" : "left";
  const inline = (text: string) => (rtl ? isolatedHtml(text) : escapeHtml(text));
  const multiline = (text: string) => inline(text).replace(/\n/g, "<br>");
  const table = `role="presentation" dir="${dir}" cellpadding="0" cellspacing="0"`;
  // The brand links to the home page in the mail's language.
  const home = locale === defaultLocale ? site.url : siteLink(site, locale, "/");
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body dir="${dir}" style="margin:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif;direction:${dir};text-align:${align}">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${inline(content.preheader)}</div>` : ""}
${content.replyLine ? `<p style="margin:0;padding:8px 12px;font-size:12px;color:#475569;text-align:center">${inline(content.replyLine)}</p>` : ""}
<table ${table} width="100%"><tr><td align="center" style="padding:24px 12px">
<table ${table} width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td dir="${dir}" style="background:#0f7a5f;padding:20px 28px;text-align:${align}"><a href="${escapeHtml(home)}" style="color:#ffffff;font-size:20px;font-weight:700;text-decoration:none">${escapeHtml(site.name)}</a></td></tr>
<tr><td dir="${dir}" style="padding:28px;text-align:${align}">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a;text-align:${align}">${inline(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="${paragraphStyle};text-align:${align}">${multiline(p)}</p>`).join("\n")}
${
  details.length
    ? `<table ${table} style="width:100%;margin:0 0 16px;border-collapse:collapse">${details
        .map(
          // The value is what people typed or chose: its own direction (an English description
          // in an Arabic mail reads left to right), aligned with the rest of the mail.
          (d) =>
            `<tr><td style="padding:${rtl ? "6px 0 6px 12px" : "6px 12px 6px 0"};color:#64748b;vertical-align:top;white-space:nowrap;text-align:${align}">${inline(d.label)}</td><td dir="auto" style="padding:6px 0;color:#0f172a;text-align:${align}">${d.href ? `<a href="${escapeHtml(d.href)}" dir="ltr" style="color:#0f7a5f;word-break:break-all">${escapeHtml(d.value)}</a>` : multiline(d.value)}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  items.length
    ? `<table ${table} style="width:100%;margin:0 0 16px;border-collapse:collapse">${items
        .map(
          // A title is a name as its owner wrote it: isolated in its own direction (dir="auto").
          (item) =>
            `<tr><td style="padding:10px 0;border-top:1px solid #e2e8f0;text-align:${align}"><a href="${escapeHtml(item.href)}" dir="auto" style="color:#0f7a5f;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a>${item.line ? `<br><span style="font-size:14px;color:#64748b">${inline(item.line)}</span>` : ""}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  content.action
    ? `<p style="margin:24px 0;text-align:${align}"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f7a5f;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${inline(content.action.label)}</a></p>`
    : ""
}
${content.footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#64748b;text-align:${align}">${inline(content.footnote)}</p>` : ""}
${
  footerLinks.length
    ? `<p style="margin:12px 0 0;font-size:13px;color:#64748b;text-align:${align}">${footerLinks
        .map(
          (link) =>
            `<a href="${escapeHtml(link.url)}" style="color:#475569">${inline(link.label)}</a>`,
        )
        .join(" · ")}</p>`
    : ""
}
</td></tr></table>
<p style="font-size:12px;color:#475569;margin:16px 0 0">${escapeHtml(site.name)} · <a href="${escapeHtml(home)}" dir="ltr" style="color:#475569">${escapeHtml(site.url.replace(/^https?:\/\//, ""))}</a></p>
</td></tr></table></body></html>`;

  const lines = [
    ...(content.replyLine ? [content.replyLine, ""] : []),
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(details.length ? [...details.map((d) => `${d.label}: ${d.value}`), ""] : []),
    ...items.flatMap((item) => [item.title, ...(item.line ? [item.line] : []), item.href, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    ...(footerLinks.length ? [...footerLinks.map((l) => `${l.label}: ${l.url}`), ""] : []),
    `-- ${site.name}${rtl ? "،" : ","} ${home}`,
  ].join("\n");
  // Whatever a line opens (a control typed into a description, or stored in a name before input
  // dropped them) is closed on that line, so it reorders nothing after it (~/domain/bidi-controls).
  const text = balanceBidi(rtl ? lines.split("\n").map(isolatedTextLine).join("\n") : lines);
  return { html, text };
}
