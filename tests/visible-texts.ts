/**
 * The texts a page shows, read from its HTML as the server sends it (React's markup: attributes in
 * double quotes, `<`, `>`, `&`, `"` and `'` escaped inside them): its text nodes, and the attributes
 * a person sees or hears (title, alt, aria-label, placeholder) and the meta tags search engines and
 * link previews show (description, og:title, ...). Scripts and styles are not texts; an element
 * marked as written in `skipLang` (the language switcher) is left out with its content.
 */

const SHOWN_ATTRIBUTES = new Set(["title", "alt", "aria-label", "placeholder"]);
const SHOWN_META = /^(?:description|og:title|og:description|og:image:alt|twitter:\w+)$/;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Spaces of any kind collapsed to one, trimmed. */
export const normaliseSpace = (text: string) => text.replace(/\s+/g, " ").trim();

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
    attributes.set(name!.toLowerCase(), decode(value ?? ""));
  }
  return attributes;
}

export function visibleTexts(html: string, { skipLang }: { skipLang?: string } = {}): string[] {
  let markup = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "");
  if (skipLang) {
    // An element (not a void <link> or <meta>) with lang or hreflang of that language, to its
    // closing tag: the language switcher is a link, which holds no other link.
    const other = new RegExp(
      `<(?!link\\b|meta\\b)([a-z][\\w-]*)\\b[^>]*\\s(?:href)?lang="${skipLang}"[^>]*>[\\s\\S]*?</\\1>`,
      "gi",
    );
    markup = markup.replace(other, " ");
  }
  const texts: string[] = [];
  for (const [tag, name] of markup.matchAll(/<([a-z][\w-]*)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (name!.toLowerCase() === "meta") {
      const key = attributes.get("name") ?? attributes.get("property") ?? "";
      if (SHOWN_META.test(key)) texts.push(attributes.get("content") ?? "");
      continue;
    }
    for (const [attribute, value] of attributes) {
      if (SHOWN_ATTRIBUTES.has(attribute)) texts.push(value);
    }
  }
  for (const text of markup.split(/<[^>]*>/)) texts.push(decode(text));
  return texts.map(normaliseSpace).filter((text) => text !== "");
}
