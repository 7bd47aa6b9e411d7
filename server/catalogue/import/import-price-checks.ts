/**
 * An import row's prices checked as the product form checks them (domain/admin/price-checks.ts):
 * a row whose lists disagree is rejected with the reason, the rest of the import goes on. Only a
 * row that changes a price is checked, so a product already wrong is not stuck by a stock update.
 */
import { priceListProblems } from '#domain/admin/price-checks.ts'
import { PRICE_LIST_FIELDS, type ProductInput } from '#domain/product.ts'

/** The reason to reject the row, or null when its prices may be written. */
export function pricesRefused(current: ProductInput | undefined, next: ProductInput, maxCfteaPercent: number): string | null {
  if (current && PRICE_LIST_FIELDS.every((field) => current[field] === next[field])) return null
  const problems = Object.values(priceListProblems(next, maxCfteaPercent))
  return problems.length ? problems.join(' ') : null
}

/** A row refused before the database saw it, inside the import's savepoint. */
export class RowRefused extends Error {}
