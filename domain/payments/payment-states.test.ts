import { describe, expect, it } from 'vitest'
import {
  MP_STATUSES,
  mayFollow,
  mayPayOnline,
  notifiesShopper,
  orderPaymentState,
  paymentStateOfStatus,
} from './payment-states.ts'

describe('payment states', () => {
  it.each([
    ['pending', 'pendiente'],
    ['in_process', 'pendiente'],
    ['authorized', 'pendiente'],
    ['approved', 'pagado'],
    ['in_mediation', 'pagado'],
    ['rejected', 'rechazado'],
    ['cancelled', 'rechazado'],
    ['refunded', 'reembolsado'],
    ['charged_back', 'contracargo'],
  ] as const)('Mercado Pago %s is %s', (status, state) => {
    expect(paymentStateOfStatus(status)).toBe(state)
  })

  it('a late pending never overwrites approved; refunded and charged_back are final', () => {
    expect(mayFollow('approved', 'pending')).toBe(false)
    expect(mayFollow('approved', 'in_process')).toBe(false)
    expect(mayFollow('pending', 'approved')).toBe(true)
    expect(mayFollow('approved', 'approved')).toBe(true)
    expect(mayFollow('approved', 'refunded')).toBe(true)
    expect(mayFollow('approved', 'in_mediation')).toBe(true)
    expect(mayFollow('in_mediation', 'approved')).toBe(true)
    for (const s of MP_STATUSES) {
      if (s !== 'refunded' && s !== 'charged_back') {
        expect(mayFollow('refunded', s)).toBe(false)
        expect(mayFollow('charged_back', s)).toBe(false)
      }
    }
  })

  it('an order with no payment is unpaid; money received wins over a failed attempt', () => {
    expect(orderPaymentState([])).toBe('sin_pagar')
    expect(orderPaymentState(['rejected'])).toBe('rechazado')
    expect(orderPaymentState(['rejected', 'approved'])).toBe('pagado')
    expect(orderPaymentState(['approved', 'rejected'])).toBe('pagado')
    expect(orderPaymentState(['rejected', 'pending'])).toBe('pendiente')
    expect(orderPaymentState(['refunded'])).toBe('reembolsado')
    expect(orderPaymentState(['refunded', 'approved'])).toBe('pagado')
    expect(orderPaymentState(['approved', 'charged_back'])).toBe('contracargo')
  })

  it('an expired wait is vencido, but money that arrives later still counts', () => {
    expect(orderPaymentState(['pending'], true)).toBe('vencido')
    expect(orderPaymentState([], true)).toBe('vencido')
    expect(orderPaymentState(['pending', 'approved'], true)).toBe('pagado')
    expect(orderPaymentState(['rejected'], true)).toBe('rechazado')
  })

  it('who may pay online and who is told by e-mail', () => {
    expect(mayPayOnline('sin_pagar')).toBe(true)
    expect(mayPayOnline('rechazado')).toBe(true)
    expect(mayPayOnline('pagado')).toBe(false)
    expect(mayPayOnline('pendiente')).toBe(false)
    expect(notifiesShopper('pagado')).toBe(true)
    expect(notifiesShopper('rechazado')).toBe(true)
    expect(notifiesShopper('pendiente')).toBe(false)
  })
})
