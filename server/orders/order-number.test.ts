import { describe, expect, it } from 'vitest'
import { InvalidError } from '../shared/errors.ts'
import { parseMovement } from './order-number.ts'

describe('parseMovement', () => {
  it('reads order numbers as staff type them', () => {
    expect(parseMovement(12)).toBe(12)
    expect(parseMovement('00000012')).toBe(12)
    expect(() => parseMovement('abc')).toThrow(InvalidError)
    expect(() => parseMovement(0)).toThrow(InvalidError)
  })
})
