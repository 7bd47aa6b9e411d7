/** The columns of the staff's catalogue files (import and export), with the API's field names. */
import { CATALOGUE_FIELDS, type CatalogueField } from '#domain/product.ts'

/** The columns of an import or export file: a product's fields and the wholesale price, in the order an export writes them. */
export const PRODUCT_COLUMNS: readonly CatalogueField[] = CATALOGUE_FIELDS

// GET /api/products answers carry the database id; a file saved from it is accepted and the id
// ignored, because products are matched by sku.
export const IGNORED_COLUMNS = new Set(['id'])
export const KNOWN_COLUMNS = new Set<string>([...PRODUCT_COLUMNS, ...IGNORED_COLUMNS])

export type ProductColumn = CatalogueField
