/** The catalogue: one row per product, with the indexes the listing, the search and the back office read. */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { money, createdAt, updatedAt, serialId } from './columns.ts'

/** product-filter-sql.ts nameOrder over a products table's name, as an index holds it. */
const nameOrderOf = (name: AnyPgColumn) =>
  sql`(lower(store_unaccent(replace(replace(${name}, 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C")`

export const products = pgTable(
  'products',
  {
    id: serialId(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    stock: integer('stock').notNull().default(0),
    category: text('category').notNull().default(''),
    subCategory: text('sub_category').notNull().default(''),
    brand: text('brand').notNull().default(''),
    whiteLine: smallint('white_line').notNull().default(0),
    imgUrl: text('img_url').notNull().default(''),
    imgUrls: jsonb('img_urls')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    priceList1: money('price_list_1'),
    priceList2: money('price_list_2'),
    priceList3: money('price_list_3'),
    priceList4: money('price_list_4'),
    priceList5: money('price_list_5'),
    priceList6: money('price_list_6'),
    /** The wholesale price before IVA (decision 056): staff and approved resellers only, never in a
     * public Product (product-rows.ts toProduct leaves it out). Null: no wholesale price of its own. */
    priceWholesale: numeric('price_wholesale', { precision: 14, scale: 2, mode: 'number' }),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(21),
    weekViews: integer('week_views').notNull().default(0),
    descriptions: text('descriptions'),
    specifications: text('specifications'),
    faq: text('faq'),
    /** hidden from the store by staff (the back office's Productos), kept with its orders and history */
    hidden: boolean('hidden').notNull().default(false),
    // Accent- and case-free text the search matches against. unaccent() is only STABLE, so it
    // goes through the IMMUTABLE wrapper created in the first migration (store_unaccent).
    searchText: text('search_text').generatedAlwaysAs(sql`lower(store_unaccent(name || ' ' || sku || ' ' || sub_category))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A category listing's total and facets (products-search.ts listingFacets) read from this index
    // alone (an index-only scan): every column they filter or group by is in it, the category
    // itself too, which PostgreSQL asks for to read lower(category) from the index. At 1,000,000
    // products the demo's largest category is a third of the catalogue; from the table that read
    // was past the 5 s statement timeout on a cold cache.
    index('products_category_idx').on(
      sql`lower(${t.category})`,
      t.subCategory,
      t.brand,
      t.priceList1,
      t.hidden,
      t.whiteLine,
      t.category,
    ),
    index('products_sub_category_idx').on(sql`lower(${t.subCategory})`),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_price_idx').on(t.priceList1),
    // The back office's list (docs/decisions/030): newest change first and by stock, with the id as the
    // tie-break an import leaves (every row of one import shares its updated_at), so a page is
    // read from the index in order; the two "missing" filters from partial indexes.
    index('products_updated_at_idx').on(t.updatedAt, t.id),
    index('products_stock_idx').on(t.stock, t.id),
    index('products_without_image_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.imgUrl} = ''`),
    index('products_without_description_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.descriptions} is null`),
    // The A-Z order of the back office's list (product-filter-sql.ts nameOrder): a page of 25 by
    // name reads 25 index entries instead of sorting the catalogue. The store's listing puts the
    // products in stock first, so it reads the four below.
    index('products_name_order_idx').on(
      sql`(lower(store_unaccent(replace(replace(${t.name}, 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C")`,
    ),
    // Every listing sort starts with the products in stock (product-filter-sql.ts inStock); these
    // keep the first page of 'price descending' (read backwards) and 'Menor precio' (the second,
    // read backwards) an index scan: ~0.2 ms instead of ~200 ms at 100,000 products.
    index('products_in_stock_price_idx').on(sql`(${t.stock} >= 1)`, t.priceList1),
    index('products_in_stock_price_asc_idx').on(sql`(${t.stock} >= 1)`, t.priceList1.desc().nullsFirst()),
    // Not here: products_search_walk_idx, the capped search's walk in the default order with the
    // search text included (migration 0018, by hand: drizzle's index builder has no INCLUDE).
    // A-Z and Z-A of a category's or a sub-category's listing (product-filter-sql.ts sortKeys: in
    // stock first, nameOrder, id; Z-A reads the second of each pair backwards). Without them the
    // first page sorted the whole category: ~200 ms for the largest at 100,000 products, 0.1 ms
    // with them (decision 038).
    index('products_category_name_asc_idx').on(sql`lower(${t.category})`, sql`(${t.stock} >= 1) desc`, nameOrderOf(t.name), t.id),
    index('products_category_name_desc_idx').on(sql`lower(${t.category})`, sql`(${t.stock} >= 1)`, nameOrderOf(t.name), t.id),
    index('products_sub_category_name_asc_idx').on(
      sql`lower(${t.subCategory})`,
      sql`(${t.stock} >= 1) desc`,
      nameOrderOf(t.name),
      t.id,
    ),
    index('products_sub_category_name_desc_idx').on(
      sql`lower(${t.subCategory})`,
      sql`(${t.stock} >= 1)`,
      nameOrderOf(t.name),
      t.id,
    ),
    // The recommendations' pool: a sub-category's products in stock first, dearest first
    // (products-repository.ts recommendationPool), read backwards from this index.
    index('products_recommendation_pool_idx').on(
      sql`lower(trim(${t.subCategory}))`,
      sql`(${t.stock} >= 1)`,
      t.priceList1,
      t.id.desc().nullsFirst(),
    ),
  ],
)
