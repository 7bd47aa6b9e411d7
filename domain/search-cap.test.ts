import { describe, expect, it } from 'vitest'
import {
  CAPPED_FACETS_NOTE,
  CAPPED_RESULTS_LABEL,
  SEARCH_COUNT_CAP,
  cappedPageLimit,
  groupedWhole,
  moreSuggestionsLabel,
} from './search-cap.ts'

describe('search cap', () => {
  it('is not below 1,000 (the issue asks for no less)', () => {
    expect(SEARCH_COUNT_CAP).toBeGreaterThanOrEqual(1_000)
  })

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [12345, '12.345'],
    [1000000, '1.000.000'],
  ])('groups %s as %s', (n, text) => {
    expect(groupedWhole(n)).toBe(text)
  })

  it('says so in the shopper’s words', () => {
    expect(CAPPED_RESULTS_LABEL).toBe('Más de 1.000 resultados')
    expect(CAPPED_FACETS_NOTE).toBe('(primeros 1.000 resultados)')
    expect(moreSuggestionsLabel(960, true)).toBe('Mostrar más resultados (más de 1.000)')
    expect(moreSuggestionsLabel(12, false)).toBe('Mostrar más resultados (12)')
  })

  it('pages a capped search up to the result window', () => {
    expect(cappedPageLimit(40)).toBe(250)
    expect(cappedPageLimit(0)).toBe(10_000)
  })
})
