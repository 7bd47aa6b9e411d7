/** The columns of the staff's catalogue files (import and export), with the spec's field names. */
import type { ProductInput } from '#domain/product.ts'

/** The columns of an import or export file, in the order an export writes them. */
export const PRODUCT_COLUMNS = [
  'sku',
  'name',
  'stock',
  'category',
  'sub_category',
  'brand',
  'white_line',
  'img_url',
  'img_urls',
  'price_list_1',
  'price_list_2',
  'price_list_3',
  'price_list_4',
  'price_list_5',
  'price_list_6',
  'tax_percentage',
  'week_views',
  'descriptions',
  'specifications',
  'faq',
] as const satisfies readonly (keyof ProductInput)[]

// GET /api/products answers carry the database id; a file saved from it is accepted and the id
// ignored, because products are matched by sku.
export const IGNORED_COLUMNS = new Set(['id'])
export const KNOWN_COLUMNS = new Set<string>([...PRODUCT_COLUMNS, ...IGNORED_COLUMNS])

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]
