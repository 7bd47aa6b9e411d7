import { describe, expect, it } from 'vitest'
import { displayName, displayNameKey, distinctDisplayNames } from './display-name.ts'

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
