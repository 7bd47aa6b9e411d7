import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distinctDisplayNames } from '#domain/display-name.ts'
import { DISTINCT_NAMES_MAX_SLICE, firstDistinctNames } from './first-distinct-names.ts'

interface Item {
  id: number
  name: string
}

/** A list read a slice at a time, counting the slices and the items handed out. */
function sliced(list: Item[]) {
  const asked: { limit: number; offset: number }[] = []
  return {
    asked,
    slice: async (limit: number, offset: number) => {
      asked.push({ limit, offset })
      return list.slice(offset, offset + limit)
    },
  }
}

describe('firstDistinctNames', () => {
  it('keeps what distinctDisplayNames keeps of the whole list, EAN and case ignored', async () => {
    const list: Item[] = [
      { id: 1, name: 'TV LG 55" EAN: 7791234567898' },
      { id: 2, name: 'tv lg 55"' },
      { id: 3, name: 'Heladera Gafa' },
      { id: 4, name: 'Heladera Gafa 7791234567898' },
      { id: 5, name: 'Lavarropas Drean' },
      { id: 6, name: 'Pava Atma' },
      { id: 7, name: 'Pava Atma' },
      { id: 8, name: 'Horno BGH' },
    ]
    for (const limit of [0, 1, 2, 3, 4, 5, 10])
      for (const excluded of [[], ['Heladera Gafa EAN: 7791234567898'], ['Pava atma', 'TV LG 55"']]) {
        const { slice } = sliced(list)
        expect(
          (await firstDistinctNames(slice, limit, excluded)).map((i) => i.id),
          `${limit} ${excluded.join()}`,
        ).toEqual(distinctDisplayNames(list, excluded, limit).map((i) => i.id))
      }
  })

  it('keeps what distinctDisplayNames keeps on generated lists, whatever the slices', async () => {
    const name = fc.tuple(
      fc.constantFrom('Pava Atma', 'pava atma', 'Horno BGH', 'Tostadora', 'Ñoqui'),
      fc.constantFrom('', ' EAN: 7791234567898'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          name.map(([n, ean]) => n + ean),
          { maxLength: 60 },
        ),
        fc.array(
          name.map(([n]) => n),
          { maxLength: 2 },
        ),
        fc.integer({ min: 0, max: 8 }),
        async (names, excluded, limit) => {
          const list = names.map((n, id) => ({ id, name: n }))
          expect((await firstDistinctNames(sliced(list).slice, limit, excluded)).map((i) => i.id)).toEqual(
            distinctDisplayNames(list, excluded, limit).map((i) => i.id),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('reads one slice when the twins are few', async () => {
    const list = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Producto ${i % 90}` }))
    const { slice, asked } = sliced(list)
    expect(await firstDistinctNames(slice, 9)).toHaveLength(9)
    expect(asked).toEqual([{ limit: 18, offset: 0 }])
  })

  it('reads thousands of twins in a few growing slices, not thousands of equal ones', async () => {
    // The dearest products of a sub-category: 10,000 copies of three models, then other names.
    const twins = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Consola Modelo ${i % 3} EAN: 77912345${i}` }))
    const others = Array.from({ length: 20 }, (_, i) => ({ id: 10_000 + i, name: `Consola Otra ${i}` }))
    const list = [...twins, ...others]
    const { slice, asked } = sliced(list)
    const kept = await firstDistinctNames(slice, 9, ['Consola Modelo 0'])
    expect(kept.map((i) => i.id)).toEqual(distinctDisplayNames(list, ['Consola Modelo 0'], 9).map((i) => i.id))
    expect(asked.length).toBeLessThan(30)
    expect(Math.max(...asked.map((a) => a.limit))).toBe(DISTINCT_NAMES_MAX_SLICE)
    // contiguous slices: nothing skipped, nothing read twice
    let next = 0
    for (const { limit, offset } of asked) {
      expect(offset).toBe(next)
      next += limit
    }
  })

  it('stops at the end of a short list', async () => {
    const list = [
      { id: 1, name: 'A' },
      { id: 2, name: 'A' },
    ]
    const { slice, asked } = sliced(list)
    expect((await firstDistinctNames(slice, 9)).map((i) => i.id)).toEqual([1])
    expect(asked).toHaveLength(1)
  })
})
