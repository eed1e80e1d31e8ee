import { sql, type SQL } from "drizzle-orm";
import { namesPlaceOrService, searchTerms } from "~/domain/directory-search";

/**
 * A saved search's text as the tsquery the matching trigger evaluates (migration 0012), built
 * once when the search is saved. It is the directory's text search (directoryConditions in
 * ./directory.server.ts) turned inside out: each term's words are prefixes in the agency's search
 * column ('digi:* & mark:*'); a term that names an emirate or a service also matches the
 * lexeme saved_search_document adds for the agency's location ('loc:Dubai') or service
 * ('svc:SEO'). Terms are ANDed, as in the directory. Null without a text.
 */
export function savedSearchQuery(q: string): SQL | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  const plain = terms.filter((t) => !namesPlaceOrService(t)).flatMap((t) => t.words);
  const parts: SQL[] = [];
  if (plain.length > 0) parts.push(wordsQuery(plain));
  for (const term of terms.filter(namesPlaceOrService)) {
    const arms = [
      wordsQuery(term.words),
      ...term.emirates.map((e) => lexemeQuery(`loc:${e}`)),
      ...term.services.map((s) => lexemeQuery(`svc:${s}`)),
    ];
    parts.push(sql`(${sql.join(arms, sql` || `)})`);
  }
  return sql.join(parts, sql` && `);
}

/** Every word as a prefix, stemmed as the search column is ('english'). */
function wordsQuery(words: string[]): SQL {
  return sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" & ")})`;
}

/** One lexeme exactly as written: quoted, so neither parsed nor stemmed. */
function lexemeQuery(lexeme: string): SQL {
  return sql`${`'${lexeme.replaceAll("'", "''")}'`}::tsquery`;
}
