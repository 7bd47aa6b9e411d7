ALTER TABLE "banners" ADD COLUMN "mobile_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- One row per slide from here on (domain/home-banners.ts, slidesFromRows does the same in
-- TypeScript): at each position the k-th mobile row joins the k-th desktop row.
WITH d AS (
  SELECT id, position, row_number() OVER (PARTITION BY position ORDER BY id) AS k
  FROM banners WHERE name ILIKE '%desktop%'
), m AS (
  SELECT id, position, path, row_number() OVER (PARTITION BY position ORDER BY id) AS k
  FROM banners WHERE name ILIKE '%mobile%' AND name NOT ILIKE '%desktop%'
), pairs AS (
  SELECT d.id AS desktop_id, m.id AS mobile_id, m.path AS mobile_path FROM d JOIN m USING (position, k)
), moved AS (
  UPDATE banners SET mobile_path = pairs.mobile_path FROM pairs WHERE banners.id = pairs.desktop_id RETURNING pairs.mobile_id
)
DELETE FROM banners WHERE id IN (SELECT mobile_id FROM moved);--> statement-breakpoint
-- A mobile row alone keeps its image as the mobile one.
UPDATE banners SET mobile_path = path, path = '' WHERE name ILIKE '%mobile%' AND name NOT ILIKE '%desktop%';--> statement-breakpoint
-- A row whose name named no shape was never shown: kept, switched off.
UPDATE banners SET enabled = false WHERE name NOT ILIKE '%desktop%' AND name NOT ILIKE '%mobile%';--> statement-breakpoint
-- Names lose the shape, which the rows add back per image.
UPDATE banners
SET name = coalesce(nullif(regexp_replace(regexp_replace(name, '[-_ ]*(desktop|mobile)', '', 'gi'), '^[-_ ]+|[-_ ]+$', '', 'g'), ''), 'banner')
WHERE name ~* '(desktop|mobile)';
