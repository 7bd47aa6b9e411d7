import { describe, expect, it } from 'vitest'
import { MAX_FAVOURITES, cleanFavouriteIds, isBackInStock, joinFavourites } from './favourites.ts'

describe('cleanFavouriteIds', () => {
  it('keeps whole positive ids once, in order', () => {
    expect(cleanFavouriteIds([3, 1, 3, 0, -2, 1.5, '7', null, 9])).toEqual([3, 1, 9])
  })
  it('anything but an array is no list', () => {
    expect(cleanFavouriteIds({ 0: 1 })).toEqual([])
    expect(cleanFavouriteIds('1,2')).toEqual([])
  })
  it('stops at the limit', () => {
    expect(cleanFavouriteIds(Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => i + 1))).toHaveLength(MAX_FAVOURITES)
  })
})

describe('joinFavourites', () => {
  it("the account's list, then what the browser adds", () => {
    expect(joinFavourites([5, 2], [2, 8, 5, 1])).toEqual([5, 2, 8, 1])
  })
  it('never past the limit, the account winning', () => {
    const account = Array.from({ length: MAX_FAVOURITES - 1 }, (_, i) => i + 1)
    expect(joinFavourites(account, [1000, 1001])).toEqual([...account, 1000])
  })
})

describe('isBackInStock', () => {
  const saved = new Date('2026-11-01T00:00:00Z')
  it('in stock after a restock later than the save', () => {
    expect(isBackInStock(saved, new Date('2026-11-02T00:00:00Z'), 3)).toBe(true)
  })
  it('not when the restock was before, never happened, or the stock is gone again', () => {
    expect(isBackInStock(saved, new Date('2026-10-30T00:00:00Z'), 3)).toBe(false)
    expect(isBackInStock(saved, null, 3)).toBe(false)
    expect(isBackInStock(saved, new Date('2026-11-02T00:00:00Z'), 0)).toBe(false)
  })
})
