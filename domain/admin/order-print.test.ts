import { describe, expect, it } from 'vitest'
import { ORDER_PRINT_MAX, ORDER_PRINT_MESSAGES, printSelectionOf } from './order-print.ts'

const of = (query: string) => printSelectionOf(new URL(`http://tienda.test/admin/orders/print${query}`))

describe('printSelectionOf', () => {
  it('reads the ticked orders in their order, each once, repeated or comma-separated', () => {
    expect(of('?n=12&n=3&n=12')).toEqual({ ok: true, movements: [12, 3] })
    expect(of('?n=7,8')).toEqual({ ok: true, movements: [7, 8] })
  })

  it('says what is wrong: nothing ticked, a number that is not one, too many', () => {
    expect(of('')).toEqual({ ok: false, message: ORDER_PRINT_MESSAGES.none })
    expect(of('?n=')).toEqual({ ok: false, message: ORDER_PRINT_MESSAGES.none })
    for (const bad of ['?n=abc', '?n=0', '?n=1e3', '?n=-4', '?n=1234567890'])
      expect(of(bad), bad).toEqual({ ok: false, message: ORDER_PRINT_MESSAGES.invalid })
    const many = Array.from({ length: ORDER_PRINT_MAX + 1 }, (_, i) => `n=${i + 1}`).join('&')
    expect(of(`?${many}`)).toEqual({ ok: false, message: ORDER_PRINT_MESSAGES.tooMany })
  })
})
