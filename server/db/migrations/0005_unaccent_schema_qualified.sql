-- store_unaccent (0000_extensions) called unaccent() and named its dictionary without a schema,
-- so it only worked when the extension's schema was on search_path. pg_dump and pg_restore run
-- with an empty search_path, and restoring products then fails while computing the generated
-- search_text column ("function unaccent(regdictionary, text) does not exist").
--
-- Redefined with the function and the dictionary qualified by the schema the extension really
-- lives in (public, unless the database put it elsewhere), in the schema the wrapper already
-- lives in, so the generated column and its index keep pointing at the same function. Same
-- result for every input: stored search_text values stay valid. No SET search_path clause: it
-- would work as well, but every call would then save and restore the setting, and the search
-- calls this function once per product row.
DO $migration$
DECLARE
  extension_schema text;
  wrapper_schema text;
BEGIN
  SELECT n.nspname INTO STRICT extension_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'unaccent';
  SELECT n.nspname INTO STRICT wrapper_schema
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE p.oid = 'store_unaccent(text)'::regprocedure;
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION %I.store_unaccent(text) RETURNS text '
      'LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT '
      'AS $body$ SELECT %I.unaccent(%L::regdictionary, $1) $body$',
    wrapper_schema, extension_schema, quote_ident(extension_schema) || '.unaccent');
END
$migration$;
