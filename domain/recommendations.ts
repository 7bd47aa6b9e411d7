/** 'Tambien te recomendamos' on the product page. */
import { displayNameKey, distinctDisplayNames } from './display-name.ts'
import type { Product } from './product.ts'
import { inStockFirst } from './stock.ts'

export const RECOMMENDATIONS_LIMIT = 9

export type Recommendable = Pick<Product, 'id' | 'name' | 'sub_category' | 'price_list_1' | 'stock'>

/** How a sub-category or a name is compared (the database's lower(trim(…))). */
export const recommendationKey = (s: string) => s.trim().toLowerCase()
const key = recommendationKey

/** The list's order: products in stock first, then dearest first; ties by id (the listing's). */
export const compareForRecommendations = inStockFirst(
  (a: Recommendable, b: Recommendable) => b.price_list_1 - a.price_list_1 || a.id - b.id,
)

/**
 * Products of the same sub_category, in stock first and dearest first, without the product
 * itself, and one card per displayed name, none reading as the product's own name (the seller
 * lists some models twice under different skus, names differing only by the EAN).
 */
export function recommendations<T extends Recommendable>(
  product: Recommendable,
  candidates: readonly T[],
  limit: number = RECOMMENDATIONS_LIMIT,
): T[] {
  const subCategory = key(product.sub_category)
  if (subCategory === '') return []
  const ownName = displayNameKey(product.name)
  const sorted = candidates
    .filter((c) => c.id !== product.id && key(c.sub_category) === subCategory && displayNameKey(c.name) !== ownName)
    .sort(compareForRecommendations)
  return distinctDisplayNames(sorted, [], Math.max(0, limit))
}
