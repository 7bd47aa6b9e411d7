/**
 * The name a shopper or staff member reads: the seller's name without its EAN (ean.ts). Two
 * products are "the same name" when what they read is the same, so the rules that keep twins
 * apart (recommendations, carousels) compare these names, not the stored ones: the seller
 * lists some models twice, under names that differ only by the barcode.
 */
import { stripEan } from './ean.ts'
import { normalizeText } from './text-search.ts'

export const displayName = (name: string): string => stripEan(name)

/** What two names must share to read the same: no EAN, and case, accents and spaces ignored. */
export const displayNameKey = (name: string): string => normalizeText(stripEan(name))

/**
 * The items in their order, keeping only the first of each displayed name and none whose
 * displayed name is among `excluded` (the product a recommendation list belongs to), cut at
 * `limit`.
 */
export function distinctDisplayNames<T extends { name: string }>(
  items: readonly T[],
  excluded: readonly string[] = [],
  limit: number = Number.POSITIVE_INFINITY,
): T[] {
  const seen = new Set(excluded.map(displayNameKey))
  const kept: T[] = []
  for (const item of items) {
    if (kept.length >= limit) break
    const key = displayNameKey(item.name)
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(item)
  }
  return kept
}
