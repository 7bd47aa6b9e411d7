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
 * The rule of distinctDisplayNames, fed one item at a time: for lists read in slices
 * (catalogue-service.ts firstDistinctNames), so each item is looked at once however many
 * slices it takes. `offer` keeps an item unless its displayed name is already kept or among
 * `excluded`, or `limit` items are kept (`full`).
 */
export interface DistinctNamePicker<T> {
  /** true when the item was kept */
  offer(item: T): boolean
  /** the items kept, in the order they were offered */
  readonly kept: readonly T[]
  /** `limit` items are kept: nothing more will be */
  readonly full: boolean
}

export function distinctNamePicker<T extends { name: string }>(
  excluded: readonly string[] = [],
  limit: number = Number.POSITIVE_INFINITY,
): DistinctNamePicker<T> {
  const seen = new Set(excluded.map(displayNameKey))
  const kept: T[] = []
  return {
    offer(item) {
      if (kept.length >= limit) return false
      const key = displayNameKey(item.name)
      if (seen.has(key)) return false
      seen.add(key)
      kept.push(item)
      return true
    },
    kept,
    get full() {
      return kept.length >= limit
    },
  }
}

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
  const picker = distinctNamePicker<T>(excluded, limit)
  for (const item of items) {
    if (picker.full) break
    picker.offer(item)
  }
  return [...picker.kept]
}
