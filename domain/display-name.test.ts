import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayName, displayNameKey, distinctDisplayNames, distinctNamePicker } from './display-name.ts'

const item = (id: number, name: string) => ({ id, name })

describe('displayName', () => {
  it('is the name without its EAN', () => {
    expect(displayName('Celular Samsung Galaxy S24 256GB 8GB RAM Verde EAN: 7790123456787')).toBe(
      'Celular Samsung Galaxy S24 256GB 8GB RAM Verde',
    )
  })
})

describe('displayNameKey', () => {
  it('reads two names that differ by the EAN, case, accents or spaces as one', () => {
    const key = displayNameKey('Celular Samsung Galaxy S24 Verde')
    expect(displayNameKey('Celular Samsung Galaxy S24 Verde EAN: 7790123456787')).toBe(key)
    expect(displayNameKey('7790123456787 - celular samsung  galaxy s24 verde')).toBe(key)
    expect(displayNameKey('Celulár Samsung Galaxy S24 Verde')).toBe(key)
    expect(displayNameKey('Celular Samsung Galaxy S24 Negro')).not.toBe(key)
  })
})

describe('distinctDisplayNames', () => {
  const list = [
    item(1, 'TV LG 50" EAN: 7790123456787'),
    item(2, 'TV LG 50"'),
    item(3, 'TV LG 55"'),
    item(4, 'tv lg 55" 7791234567898'),
    item(5, 'TV Sony 65"'),
  ]

  it('keeps the first of each displayed name, in order', () => {
    expect(distinctDisplayNames(list).map((p) => p.id)).toEqual([1, 3, 5])
  })

  it('leaves out the excluded names and stops at the limit', () => {
    expect(distinctDisplayNames(list, ['TV LG 55" EAN: 7791234567898']).map((p) => p.id)).toEqual([1, 5])
    expect(distinctDisplayNames(list, [], 2).map((p) => p.id)).toEqual([1, 3])
    expect(distinctDisplayNames(list, [], 0)).toEqual([])
  })
})

/** distinctDisplayNames as it was before the picker: the batch rule the picker must keep. */
function batchRule<T extends { name: string }>(items: readonly T[], excluded: readonly string[], limit: number): T[] {
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

describe('distinctNamePicker', () => {
  // Names that read alike in every way the rule ignores: EAN, case, accents, spaces.
  const base = fc.constantFrom('Heladera Gafa', 'TV LG 55"', 'Pava Atma', 'Lavarropas Drean', 'Celular Ñandú', '')
  const name = fc
    .tuple(
      base,
      fc.constantFrom('', ' EAN: 7791234567898', ' 7790123456787'),
      fc.constantFrom('same', 'lower', 'upper', 'accented'),
      fc.boolean(),
    )
    .map(([n, ean, shape, spaced]) => {
      const shaped =
        shape === 'lower'
          ? n.toLowerCase()
          : shape === 'upper'
            ? n.toUpperCase()
            : shape === 'accented'
              ? n.replace('a', 'á').replace('e', 'é')
              : n
      return (spaced ? `  ${shaped.replace(' ', '   ')} ` : shaped) + ean
    })
  const input = fc.record({
    names: fc.array(name, { maxLength: 40 }),
    excluded: fc.array(name, { maxLength: 3 }),
    limit: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(Number.POSITIVE_INFINITY)),
  })

  it('keeps what the batch rule keeps, fed one item at a time', () => {
    fc.assert(
      fc.property(input, ({ names, excluded, limit }) => {
        const items = names.map((n, id) => item(id, n))
        const expected = batchRule(items, excluded, limit).map((p) => p.id)
        const picker = distinctNamePicker<(typeof items)[number]>(excluded, limit)
        const offered = items.map((p) => picker.offer(p))
        expect(picker.kept.map((p) => p.id)).toEqual(expected)
        expect(items.filter((_, i) => offered[i]).map((p) => p.id)).toEqual(expected)
        expect(picker.full).toBe(expected.length >= limit)
        expect(distinctDisplayNames(items, excluded, limit).map((p) => p.id)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps nothing more once full', () => {
    const picker = distinctNamePicker<{ id: number; name: string }>([], 1)
    expect(picker.offer(item(1, 'A'))).toBe(true)
    expect(picker.full).toBe(true)
    expect(picker.offer(item(2, 'B'))).toBe(false)
    expect(picker.kept.map((p) => p.id)).toEqual([1])
  })
})
