import { describe, expect, it } from 'vitest'
import { orderNextSteps } from '#config/order-next-steps.ts'
import { orderConfirmation } from './order-confirmation.ts'

describe('orderConfirmation', () => {
  it('gives the number, then the receipt’s own next steps', () => {
    for (const pickup of [true, false]) {
      const text = orderConfirmation('00000042', pickup)
      expect(text).toMatch(/^Tu pedido N° 00000042 fue generado con éxito\. /)
      for (const step of orderNextSteps(pickup)) expect(text).toContain(step)
    }
  })

  it('never talks about shipping to a pick-up order, nor says the order is being prepared', () => {
    expect(orderConfirmation('00000042', true)).not.toMatch(/envío/i)
    expect(orderConfirmation('00000042', true)).toContain('el retiro en el local')
    expect(orderConfirmation('00000042', false)).toContain('coordinar el pago y el envío')
    for (const pickup of [true, false]) expect(orderConfirmation('1', pickup)).not.toContain('preparando')
  })
})
