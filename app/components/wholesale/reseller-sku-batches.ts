/**
 * The pure parts of the reseller prices in the browser (reseller-prices-dom.ts): which skus to ask
 * for and in how many requests, what each line of a slot says, and the name a token is remembered
 * by when the server said it is not a reseller's.
 */
import { formatPrice } from '#domain/format.ts'
import {
  MAX_RESELLER_PRICE_SKUS,
  wholesalePriceLabel,
  withVatLabel,
  type ResellerPrice,
} from '#domain/wholesale/wholesale-prices.ts'

/**
 * The skus of `wanted` not in `asked`, each once, in the order met, cut into requests of at most
 * `max` (the endpoint's limit): a page's cards and those added later are asked once each.
 */
export function unaskedBatches(
  wanted: Iterable<string>,
  asked: ReadonlySet<string>,
  max: number = MAX_RESELLER_PRICE_SKUS,
): string[][] {
  const fresh: string[] = []
  const seen = new Set<string>()
  for (const sku of wanted) {
    if (!sku || asked.has(sku) || seen.has(sku)) continue
    seen.add(sku)
    fresh.push(sku)
  }
  const batches: string[][] = []
  for (let start = 0; start < fresh.length; start += max) batches.push(fresh.slice(start, start + max))
  return batches
}

/** What a slot's line shows (`data-reseller-line` in reseller-price-slot.tsx). */
export type ResellerLine = 'wholesale' | 'with-vat' | 'price'

export const isResellerLine = (value: string | undefined): value is ResellerLine =>
  value === 'wholesale' || value === 'with-vat' || value === 'price'

/** A price and a rate never break inside: "$ 1.000,00" and "21 %" keep their space unbreakable. */
const unbreakable = (text: string) => text.replace(/\$ /g, '$\u00a0').replace(/ %/g, '\u00a0%')

/** "Precio mayorista $ 1.000,00 + IVA (21 %)", "$ 1.210,00 con IVA", or the price with IVA alone. */
export function resellerLineText(line: ResellerLine, price: ResellerPrice): string {
  if (line === 'wholesale') return unbreakable(wholesalePriceLabel(price))
  if (line === 'with-vat') return unbreakable(withVatLabel(price))
  return unbreakable(formatPrice(price.with_vat))
}

/**
 * A token's name in sessionStorage (FNV-1a, 32 bits): enough to tell this session from the next
 * one, without writing the token itself in a second place.
 */
export function tokenHash(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}
