/**
 * The texts of a message catalogue, by dotted path, for the tests that compare the two locales:
 * app/domain/messages/catalogues.test.ts (every key in both, placeholders alike, Arabic written in
 * Arabic) and app/routes/locale-leaks.db.test.ts (no page shows a text of the other locale).
 */

/**
 * The parts of the catalogue deliberately kept in English in every locale: the operator console
 * (app/domain/messages/ar.ts, docs/decisions/013-arabic-and-right-to-left.md).
 */
export const ENGLISH_EVERYWHERE = ["admin", "adminConsole"] as const;

/** Every text of `catalogue` by its path (`nav.home`, `publicPages.faq.items[2].question`). */
export function catalogueTexts(
  catalogue: unknown,
  skip: readonly string[] = [],
): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (skip.includes(path)) return;
    if (typeof value === "string") texts.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(catalogue, "");
  return texts;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a text's {placeholders}, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** The parts of a text between its {placeholders}, trimmed: what a page shows word for word. */
export function staticParts(text: string): string[] {
  return text
    .split(PLACEHOLDER)
    .filter((_, i) => i % 2 === 0)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
