/** The stock label shown beside a product's price and in the cart. */

export type StockLevel = 'none' | 'last' | 'low' | 'medium' | 'high'

export const STOCK_LABELS: Readonly<Record<StockLevel, string>> = {
  // Our addition: by the thresholds alone (1 the last unit, under 5 low) an empty shelf would read 'Bajo'.
  none: 'Sin stock',
  last: 'Ultima unidad',
  low: 'Bajo',
  medium: 'Medio',
  high: 'Alto',
}

/** Whole units only: half a unit cannot be sold, so 1.5 is the last unit and 0.5 is none. */
export function stockLevel(stock: number): StockLevel {
  if (!Number.isFinite(stock)) return stock === Infinity ? 'high' : 'none'
  const units = Math.floor(stock)
  if (units <= 0) return 'none'
  if (units === 1) return 'last'
  if (units < 5) return 'low'
  if (units < 10) return 'medium'
  return 'high'
}

export function stockLabel(stock: number): string {
  return STOCK_LABELS[stockLevel(stock)]
}

/** Whether a shopper can buy at least one unit (the same whole-unit rule as the label). */
export const isInStock = (stock: number): boolean => stockLevel(stock) !== 'none'

/**
 * `compare` with the products a shopper can buy first: every listing sort and every home
 * carousel puts out-of-stock products after the rest (still listed, labelled 'Sin stock'), so
 * the first screen is buyable. The SQL does the same with `stock >= 1` (stock is whole units).
 */
export function inStockFirst<T extends { stock: number }>(compare: (a: T, b: T) => number): (a: T, b: T) => number {
  return (a, b) => Number(isInStock(b.stock)) - Number(isInStock(a.stock)) || compare(a, b)
}
