/** The shared frame of every e-mail: an HTML part with inline styles and a plain-text part. */
export type EmailContent = {
  site: { name: string; url: string };
  /** The first line inbox previews show. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** Label/value lines, e.g. a summary of a submitted brief. */
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  /** A closing line under the button, e.g. why the reader got this mail. */
  footnote?: string;
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.6;color:#334155">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

export function renderEmail(content: EmailContent): RenderedEmail {
  const { site } = content;
  const details = content.details ?? [];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#2563eb;padding:20px 28px"><a href="${escapeHtml(site.url)}" style="color:#ffffff;font-size:20px;font-weight:700;text-decoration:none">${escapeHtml(site.name)}</a></td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraphHtml).join("\n")}
${
  details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${details
        .map(
          (d) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#64748b;vertical-align:top;white-space:nowrap">${escapeHtml(d.label)}</td><td style="padding:6px 0;color:#0f172a">${escapeHtml(d.value).replace(/\n/g, "<br>")}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : ""
}
${content.footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(content.footnote)}</p>` : ""}
</td></tr></table>
<p style="font-size:12px;color:#475569;margin:16px 0 0">${escapeHtml(site.name)} · <a href="${escapeHtml(site.url)}" style="color:#475569">${escapeHtml(site.url.replace(/^https?:\/\//, ""))}</a></p>
</td></tr></table></body></html>`;

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(details.length ? [...details.map((d) => `${d.label}: ${d.value}`), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    `-- ${site.name}, ${site.url}`,
  ].join("\n");
  return { html, text };
}
