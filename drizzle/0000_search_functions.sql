-- array_to_string is only STABLE; the agencies' generated search column needs an IMMUTABLE form.
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, $2) $$;
