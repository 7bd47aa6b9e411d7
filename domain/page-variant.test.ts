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

  it('ignores the cart: with one, without one, or with a malformed, huge or forged cookie, the page is shared', () => {
    expect(pageVariant('cartProducts=ABC-1*2')).toBe('')
    expect(pageVariant(`cartProducts=${encodeURIComponent(JSON.stringify([{ sku: 'X', quantity: 1 }]))}`)).toBe('')
    expect(pageVariant('cartProducts=')).toBe('')
    expect(pageVariant(`cartProducts=${'A*1!'.repeat(3000)}; listing_page_size=12`)).toBe('size=12')
    expect(pageVariant('cartProducts=%00%ZZ*-1!<script>*9')).toBe('')
  })
})
