import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms/field-errors.ts'
import {
  MINIMUM_ORDER_LABEL,
  MINIMUM_ORDER_MAX,
  MINIMUM_ORDER_MESSAGES,
  isMinimumOrderAmount,
  minimumOrderProblem,
  minimumOrderSchema,
} from './minimum-order.ts'

const read = (value: unknown) => minimumOrderSchema.safeParse({ minimum_order: value })

describe('the minimum order form', () => {
  it.each([
    ['0', 0],
    [0, 0],
    ['150000', 150000],
    ['150000,50', 150000.5],
    ['150.000,50', 150000.5],
    ['150000.5', 150000.5],
    ['$ 2.500.000', 2500000],
    [150000.5, 150000.5],
    [1234.56, 1234.56],
    [MINIMUM_ORDER_MAX, MINIMUM_ORDER_MAX],
    ['100.000.000', MINIMUM_ORDER_MAX],
  ] as const)('reads %o as %d pesos', (typed, amount) => {
    const result = read(typed)
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ minimum_order: amount })
  })

  it.each([-1, '-1', 'abc', '', '   ', 1.234, 0.001, '1,234', Number.NaN, Infinity, null, undefined, true, [], {}])(
    'refuses %o with the Spanish message',
    (typed) => {
      expect(fieldErrors(read(typed).error!)).toEqual({ minimum_order: MINIMUM_ORDER_MESSAGES.invalid })
    },
  )

  it.each([MINIMUM_ORDER_MAX + 0.01, 1e9, '100000000,01', '1000000000', 1e21])('refuses %o as too high', (typed) => {
    expect(fieldErrors(read(typed).error!)).toEqual({ minimum_order: MINIMUM_ORDER_MESSAGES.tooHigh })
  })

  it('says the limits in Spanish', () => {
    expect(MINIMUM_ORDER_MESSAGES.invalid).toBe('Ingresá un monto válido (0 para no exigir mínimo).')
    expect(MINIMUM_ORDER_MESSAGES.tooHigh).toBe('El pedido mínimo admite hasta $ 100.000.000,00.')
    expect(MINIMUM_ORDER_LABEL).toBe('Pedido mínimo para revendedores')
  })
})

describe('a stored minimum order', () => {
  // 0.1 + 0.2 drifts past two decimals in binary, but is 30 cents: a sum read back still counts
  it.each([0, 1, 150000.5, 1.1, 0.1 + 0.2, MINIMUM_ORDER_MAX])('%d is an amount', (amount) => {
    expect(isMinimumOrderAmount(amount)).toBe(true)
  })

  it.each([-1, 1.234, Number.NaN, Infinity, MINIMUM_ORDER_MAX + 1])('%d is not', (amount) => {
    expect(isMinimumOrderAmount(amount)).toBe(false)
  })
})

describe('minimumOrderProblem', () => {
  it('says the minimum and the order’s sum when the lines add up to less', () => {
    expect(minimumOrderProblem(99999.99, 100000)).toBe(
      'El pedido mínimo para revendedores es de $ 100.000,00 (sin envío). Tu pedido suma $ 99.999,99.',
    )
    expect(minimumOrderProblem(1500.5, 150000.5)).toBe(
      'El pedido mínimo para revendedores es de $ 150.000,50 (sin envío). Tu pedido suma $ 1.500,50.',
    )
  })

  it('is null when there is no minimum or the order reaches it', () => {
    expect(minimumOrderProblem(10, 0)).toBeNull()
    expect(minimumOrderProblem(0, 0)).toBeNull()
    expect(minimumOrderProblem(100000, 100000)).toBeNull()
    expect(minimumOrderProblem(100000.01, 100000)).toBeNull()
  })

  it('compares in cents, so float sums that drift below by a hair still reach it', () => {
    // 0.1 + 0.2 is 0.30000000000000004; 0.7 + 0.1 is 0.7999999999999999
    expect(minimumOrderProblem(0.7 + 0.1, 0.8)).toBeNull()
    expect(minimumOrderProblem(0.1 + 0.2, 0.3)).toBeNull()
    expect(minimumOrderProblem(0.79, 0.8)).not.toBeNull()
  })
})
