import { describe, expect, it } from 'vitest'
import { openPaginationItems, pageCount, paginationItems, type PaginationItem } from './pagination.ts'

/** '« … 3 [4] 5 6 … »': « and » are the shortcuts, disabled ones in parentheses. */
function draw(items: PaginationItem[]): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'first':
          return item.disabled ? '(«)' : '«'
        case 'last':
          return item.disabled ? '(»)' : `»${item.page}`
        case 'next':
          return item.disabled ? '(›)' : `›${item.page}`
        case 'ellipsis':
          return '…'
        case 'page':
          return item.current ? `[${item.page}]` : String(item.page)
      }
    })
    .join(' ')
}

describe('paginationItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, ''],
    [1, 2, '(«) [1] 2 »2'],
    [2, 2, '« 1 [2] (»)'],
    [1, 4, '(«) [1] 2 3 4 »4'],
    [3, 4, '« 1 2 [3] 4 »4'],
    [1, 5, '(«) [1] 2 3 4 … »5'],
    [5, 5, '« … 2 3 4 [5] (»)'],
    [3, 5, '« … 2 [3] 4 5 »5'],
    [2, 5, '« 1 [2] 3 4 … »5'],
    [1, 100, '(«) [1] 2 3 4 … »100'],
    [2, 100, '« 1 [2] 3 4 … »100'],
    [50, 100, '« … 49 [50] 51 52 … »100'],
    [98, 100, '« … 97 [98] 99 100 »100'],
    [99, 100, '« … 97 98 [99] 100 »100'],
    [100, 100, '« … 97 98 99 [100] (»)'],
  ])('page %s of %s: %s', (current, total, expected) => {
    expect(draw(paginationItems(current, total))).toBe(expected)
  })

  it.each([
    [0, 10, '(«) [1] 2 3 4 … »10'],
    [-4, 10, '(«) [1] 2 3 4 … »10'],
    [NaN, 10, '(«) [1] 2 3 4 … »10'],
    [11, 10, '« … 7 8 9 [10] (»)'],
    [Infinity, 10, '(«) [1] 2 3 4 … »10'],
    [2.7, 10, '« 1 [2] 3 4 … »10'],
    [1, NaN, ''],
    [1, -3, ''],
  ])('clamps page %s of %s', (current, total, expected) => {
    expect(draw(paginationItems(current, total))).toBe(expected)
  })

  it('takes another window size', () => {
    expect(draw(paginationItems(50, 100, 5))).toBe('« … 48 49 [50] 51 52 … »100')
    expect(draw(paginationItems(50, 100, 1))).toBe('« … [50] … »100')
    expect(draw(paginationItems(50, 100, 0))).toBe('« … [50] … »100')
  })

  it('gives ellipses distinct keys', () => {
    const keys = paginationItems(50, 100).flatMap((i) => (i.type === 'ellipsis' ? [i.key] : []))
    expect(keys).toEqual(['ellipsis-start', 'ellipsis-end'])
  })
})

describe('pageCount', () => {
  it.each([
    [0, 9, 1],
    [1, 9, 1],
    [9, 9, 1],
    [10, 9, 2],
    [100, 12, 9],
    [5, 0, 1],
  ])('%s items by %s -> %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })
})

describe('openPaginationItems', () => {
  it.each([
    [1, 26, true, '(«) [1] 2 3 4 … ›2'],
    [2, 26, true, '« 1 [2] 3 4 … ›3'],
    [26, 26, true, '« … 23 24 25 [26] … ›27'],
    [27, 27, true, '« … 24 25 26 [27] … ›28'],
    [30, 30, false, '« … 27 28 29 [30] (›)'],
    [1, 1, false, ''],
    [1, 1, true, '(«) [1] … ›2'],
    [40, 26, true, '« … 23 24 25 [26] … ›27'],
  ])('page %s of at least %s, more %s: %s', (current, known, more, expected) => {
    expect(draw(openPaginationItems(current, known, more))).toBe(expected)
  })

  it('never offers a last page', () => {
    expect(openPaginationItems(3, 50, true).some((item) => item.type === 'last')).toBe(false)
  })
})
