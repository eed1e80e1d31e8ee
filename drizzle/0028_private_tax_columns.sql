-- The agency's tax details (legal name, legal address, TRN; migration 0027 and issue 31) are read
-- only by its dashboard and its invoices, never by a public page: changing them no longer raises
-- the profile's page version (which would throw away its cached page for nothing).
CREATE OR REPLACE FUNCTION agency_shown_columns(row_json jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT row_json - ARRAY['contact_name', 'stripe_customer_id', 'needs_review', 'locale',
      'updated_at', 'created_at', 'search_vector', 'facet_bits', 'page_version',
      'legal_name', 'legal_address', 'trn']
  $$;
