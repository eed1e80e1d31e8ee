-- A search text's plain words (those that name no emirate or service) now leave out English stop
-- words (app/domain/directory-search.ts, plainSearchWords): "seo services in dubai" searches as
-- "seo services dubai", where before to_tsquery dropped "in", the only plain word, the query was
-- empty and matched no agency, so the directory listed nothing; a text of stop words alone adds no
-- condition. A saved search whose plain words to_tsquery dropped entirely was stored with the
-- lexeme '<none>' first, found nothing, and now finds what the directory lists: the rest of its
-- query, or any agency (null) when nothing is left.
--
-- '<none>' still marks plain words that are no stop words yet give no lexeme (a lone combining
-- accent, which the parser reads as space); those searches keep it. Such a word leaves in the
-- parser's reading of the text a token with no lexeme (a blank) holding a character outside
-- ASCII, where the separators of a text of stop words are spaces and punctuation. A text of stop
-- words with another separator outside ASCII ("seo — in dubai", rare) keeps '<none>' too, and
-- finds nothing as before, until its owner edits it (updateSearch compiles the text again).
UPDATE saved_searches
  SET q_query = CASE WHEN q_query::text = '''<none>''' THEN NULL
    ELSE regexp_replace(q_query::text, '^''<none>'' & ', '')::tsquery END
  WHERE q_query::text ~ '^''<none>''( & |$)'
    AND NOT EXISTS (
      SELECT FROM ts_debug('english', arabic_fold(q)) AS token
      WHERE token.lexemes IS NULL AND octet_length(token.token) <> char_length(token.token));
