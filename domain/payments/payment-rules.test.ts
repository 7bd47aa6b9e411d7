import { describe, expect, it } from 'vitest'
import { idempotencyKey, instalmentsOfList, pendingExpired, reconcileDelaySeconds, sameAmount } from './payment-rules.ts'

describe('payment rules', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 3],
    [4, 6],
    [5, 9],
    [6, 12],
  ] as const)('list %i pays in %i instalments', (list, n) => {
    expect(instalmentsOfList(list)).toBe(n)
  })

  it('compares amounts to the centavo, never as floats', () => {
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true)
    expect(sameAmount(2400.75, 2400.75)).toBe(true)
    expect(sameAmount(2400.74, 2400.75)).toBe(false)
    expect(sameAmount(2400.76, 2400.75)).toBe(false)
    expect(sameAmount(Number.NaN, 1)).toBe(false)
  })

  it('asks again after 1 minute, doubling, at most 6 hours', () => {
    expect(reconcileDelaySeconds(0)).toBe(60)
    expect(reconcileDelaySeconds(1)).toBe(120)
    expect(reconcileDelaySeconds(3)).toBe(480)
    expect(reconcileDelaySeconds(50)).toBe(21_600)
  })

  it('a wait is over after 30 days', () => {
    const placed = new Date('2026-01-01T12:00:00Z')
    expect(pendingExpired(placed, new Date('2026-01-31T12:00:00Z'))).toBe(false)
    expect(pendingExpired(placed, new Date('2026-01-31T12:00:01Z'))).toBe(true)
  })

  it('idempotency keys are derived from what the write is', () => {
    expect(idempotencyKey('preference', 12, 240075)).toBe('tecnohogar-preference-12-240075')
    expect(idempotencyKey('preference', 12, 240075)).toBe(idempotencyKey('preference', 12, 240075))
  })
})
