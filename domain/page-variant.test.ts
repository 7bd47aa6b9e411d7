import { describe, expect, it } from 'vitest'
import { pageVariant } from './page-variant.ts'

describe('pageVariant', () => {
  it('is the same for visitors without cookies or with cookies the pages do not read', () => {
    expect(pageVariant(undefined)).toBe('')
    expect(pageVariant('')).toBe('')
    expect(pageVariant('_ga=GA1.2.3; theme=dark')).toBe('')
  })

  it('keeps the listing page size apart', () => {
    expect(pageVariant('listing_page_size=12')).toBe('size=12')
    expect(pageVariant('listing_page_size=15; _ga=1')).toBe('size=15')
    // Anything else falls back to the default size, as the listing itself does.
    expect(pageVariant('listing_page_size=1000')).toBe('size=9')
  })

  it('is null (never shared) when the cookie holds a cart', () => {
    expect(pageVariant('cartProducts=ABC-1*2')).toBeNull()
    expect(pageVariant(`cartProducts=${encodeURIComponent(JSON.stringify([{ sku: 'X', quantity: 1 }]))}`)).toBeNull()
  })

  it('an empty cart cookie is no cart', () => {
    expect(pageVariant('cartProducts=')).toBe('')
    expect(pageVariant('cartProducts=%5B%5D')).toBe('')
  })
})
