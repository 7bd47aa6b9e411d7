import { describe, expect, it } from 'vitest'
import { matchesSearch, normalizeText, searchableText, searchWords } from './text-search.ts'

describe('normalizeText', () => {
  it.each([
    ['Climatización', 'climatizacion'],
    ['CLIMATIZACIÓN', 'climatizacion'],
    ['  Cocción   y\tCocina\n', 'coccion y cocina'],
    ['Año ÑANDÚ', 'ano nandu'],
    ['Pingüino', 'pinguino'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(normalizeText(text)).toBe(expected)
  })
})

describe('searchWords', () => {
  it('splits on any run of spaces and drops empties', () => {
    expect(searchWords('  Smart   TV  ')).toEqual(['smart', 'tv'])
    expect(searchWords('')).toEqual([])
    expect(searchWords('   ')).toEqual([])
  })

  it('is idempotent', () => {
    expect(searchWords(normalizeText('Aire ACONDICIONADO'))).toEqual(['aire', 'acondicionado'])
  })
})

describe('matchesSearch', () => {
  const aire = { name: 'Aire Acondicionado BGH 3000 F/C', sku: 'BGH-AA-000123', sub_category: 'Climatización' }

  it('joins name, sku and sub_category', () => {
    expect(searchableText(aire)).toBe('aire acondicionado bgh 3000 f/c bgh-aa-000123 climatizacion')
  })

  it.each([
    ['climatizacion', true],
    ['CLIMATIZACIÓN', true],
    ['aire bgh', true],
    ['bgh aire', true],
    ['aa-000123', true],
    ['acond climat', true],
    ['aire samsung', false],
    ['heladera', false],
    ['', false],
    ['   ', false],
  ])('%j -> %s', (text, expected) => {
    expect(matchesSearch(aire, text)).toBe(expected)
  })

  it('finds an accented name from plain text', () => {
    expect(matchesSearch({ name: 'Anafe de Cocción', sku: 'X1', sub_category: 'cocina' }, 'coccion')).toBe(true)
    expect(matchesSearch({ name: 'Anafe de coccion', sku: 'X1', sub_category: 'cocina' }, 'COCCIÓN')).toBe(true)
  })
})
