/** The stock label shown beside a product's price and in the cart. */

export type StockLevel = 'none' | 'last' | 'low' | 'medium' | 'high'

export const STOCK_LABELS: Readonly<Record<StockLevel, string>> = {
  // Our addition: the spec's table would call an empty shelf 'Bajo'.
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
