/** 'Tambien te recomendamos' on the product page. */
import type { Product } from './product.ts'

export const RECOMMENDATIONS_LIMIT = 9

export type Recommendable = Pick<Product, 'id' | 'name' | 'sub_category' | 'price_list_1'>

/** How a sub-category or a name is compared (the database's lower(trim(…))). */
export const recommendationKey = (s: string) => s.trim().toLowerCase()
const key = recommendationKey

/**
 * Products of the same sub_category, dearest first, without the product itself or any other
 * with the same name (the seller lists some models twice under different skus). Ties keep the
 * listing's order: lower id first.
 */
export function recommendations<T extends Recommendable>(
  product: Recommendable,
  candidates: readonly T[],
  limit: number = RECOMMENDATIONS_LIMIT,
): T[] {
  const subCategory = key(product.sub_category)
  const name = key(product.name)
  if (subCategory === '') return []
  return candidates
    .filter((c) => c.id !== product.id && key(c.sub_category) === subCategory && key(c.name) !== name)
    .sort((a, b) => b.price_list_1 - a.price_list_1 || a.id - b.id)
    .slice(0, Math.max(0, limit))
}
