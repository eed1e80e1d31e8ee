-- The lexemes saved_search_document adds for an agency's location and services now start with
-- '<' ('<loc>Dubai', '<svc>SEO Services'; migration 0012 wrote 'loc:Dubai', 'svc:SEO Services').
-- A saved search's text words are prefixes ('lo:*'), so a word "l", "lo", "loc", "sv" or "svc"
-- matched the old ones, and the search found agencies the directory does not list for its text.
-- No text can reach '<': a search word holds only letters, marks and digits
-- (app/domain/directory-search.ts, searchWords), and to_tsquery makes lexemes of those alone;
-- nor does the parser put '<' in any lexeme of an agency's texts (it is outside words, numbers,
-- e-mail addresses, hosts, URLs and file paths), so only this function writes such a lexeme.
-- app/db/rules-agree-directory.db.test.ts and rules-agree-saved-searches.db.test.ts hold them.
CREATE OR REPLACE FUNCTION saved_search_document(search_vector tsvector, location text, services text[])
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT search_vector || array_to_tsvector(array_remove(
      ARRAY['<loc>' || location] || ARRAY(SELECT '<svc>' || s FROM unnest(services) AS s), NULL))
  $$;
--> statement-breakpoint
-- The stored texts name the new lexemes (app/services/saved-search-query.server.ts writes them so
-- from now on). In a tsquery's text a lexeme opens with a quote after the start, a space, '(' or
-- '!'; no search word holds ':', so only the old lexemes start "'loc:" or "'svc:". Agencies store
-- no document (saved_search_finds builds it when it compares), so nothing else is rewritten.
UPDATE saved_searches
  SET q_query = regexp_replace(q_query::text, '(^|[ (!])''(loc|svc):', '\1''<\2>', 'g')::tsquery
  WHERE q_query::text ~ '(^|[ (!])''(loc|svc):';
