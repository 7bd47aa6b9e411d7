-- Accent- and case-insensitive search (spec section 5: 'climatizacion' finds 'Climatización').
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so it cannot back a generated column or
-- an index. This wrapper names the dictionary explicitly and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION store_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;
