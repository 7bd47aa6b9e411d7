-- The walk of a search with more matches than the count's cap (products-search.ts searchPage,
-- decision 047): in stock first, dearest first, then by id, the order of the suggestions and of
-- the listing's default and 'Mayor precio' sorts. The search text and the stock ride along in the
-- index (INCLUDE), so the walk reads the index alone (an index-only scan: 14,799 entries in 10 ms
-- for 'aire lg' at 1,000,000 products, where reading each row took 204 ms for 10,000). Written
-- here by hand: drizzle's index builder has no INCLUDE (server/db/schema/products.ts names it).
CREATE INDEX IF NOT EXISTS "products_search_walk_idx" ON "products" USING btree ((stock >= 1), price_list_1, id DESC) INCLUDE (search_text, stock) WHERE NOT hidden;
