/**
 * The header's search suggestions: every word of the text must
 * appear in the product's name, sku and sub_category, ignoring case and accents. The same
 * normalisation feeds the SQL search column, so the dropdown and the listing agree.
 */
import type { Product } from './product.ts'

const COMBINING_MARKS = /\p{M}/gu

/** Lowercase, without accents ('Climatización' -> 'climatizacion'; 'ñ' -> 'n'), single-spaced. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** The normalised words of a search text; idempotent, so already normalised text is fine. */
export function searchWords(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((word) => word !== '')
}

export type SearchableProduct = Pick<Product, 'name' | 'sku' | 'sub_category'>

export function searchableText(product: SearchableProduct): string {
  return normalizeText(`${product.name} ${product.sku} ${product.sub_category}`)
}

/**
 * True when every word of `text` is in the product's searchable text. An empty or blank text
 * matches nothing: the dropdown then shows no suggestions instead of the whole catalogue.
 */
export function matchesSearch(product: SearchableProduct, text: string): boolean {
  const words = searchWords(text)
  if (words.length === 0) return false
  const haystack = searchableText(product)
  return words.every((word) => haystack.includes(word))
}
