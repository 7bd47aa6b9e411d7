import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors.ts'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './messages.ts'
import { WITHDRAWAL_MESSAGES, withdrawalSchema } from './withdrawal.ts'

const valid = {
  fullname: '  Ana Gómez ',
  email: ' Ana.Gomez@Mail.COM ',
  phone: '+54 (11) 5555-0000',
  order_number: '00000012',
  reason: ' Me equivoqué de modelo ',
}

const errorsOf = (value: unknown) => {
  const parsed = withdrawalSchema.safeParse(value)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('withdrawalSchema', () => {
  it('normalises a valid request: trimmed, e-mail lowercased, phone digits, order number unpadded', () => {
    expect(withdrawalSchema.parse(valid)).toEqual({
      fullname: 'Ana Gómez',
      email: 'ana.gomez@mail.com',
      phone: '541155550000',
      order_number: 12,
      reason: 'Me equivoqué de modelo',
    })
  })

  it('accepts the order number as typed: 12, "12", "N° 12", 8 digits', () => {
    for (const order of [12, '12', 'N° 12', ' 00000012 ']) {
      expect(withdrawalSchema.parse({ ...valid, order_number: order }).order_number).toBe(12)
    }
    expect(withdrawalSchema.parse({ ...valid, order_number: '99999999' }).order_number).toBe(99999999)
  })

  it('makes the reason optional', () => {
    expect(withdrawalSchema.parse({ ...valid, reason: undefined }).reason).toBe('')
    expect(withdrawalSchema.parse({ ...valid, reason: null }).reason).toBe('')
  })

  it('names every missing field in Spanish', () => {
    expect(errorsOf({})).toEqual({
      fullname: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      phone: REQUIRED_MESSAGE,
      order_number: REQUIRED_MESSAGE,
    })
    expect(errorsOf({ fullname: '', email: '', phone: '', order_number: '', reason: '' })).toEqual({
      fullname: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      phone: REQUIRED_MESSAGE,
      order_number: REQUIRED_MESSAGE,
    })
  })

  it.each([
    ['a one-letter name', { fullname: 'A' }, 'fullname', 'Mínimo 2 caracteres'],
    ['a 121-letter name', { fullname: 'a'.repeat(121) }, 'fullname', 'Máximo 120 caracteres'],
    ['an e-mail without domain', { email: 'ana@' }, 'email', INVALID_EMAIL_MESSAGE],
    ['a 7-digit phone', { phone: '1234567' }, 'phone', WITHDRAWAL_MESSAGES.phone],
    ['a 16-digit phone', { phone: '1234567890123456' }, 'phone', WITHDRAWAL_MESSAGES.phone],
    ['a phone with letters', { phone: '11-5555-ABCD' }, 'phone', WITHDRAWAL_MESSAGES.phone],
    ['order number 0', { order_number: '00000000' }, 'order_number', WITHDRAWAL_MESSAGES.orderNumber],
    ['a 9-digit order number', { order_number: '123456789' }, 'order_number', WITHDRAWAL_MESSAGES.orderNumber],
    ['a negative order number', { order_number: '-5' }, 'order_number', WITHDRAWAL_MESSAGES.orderNumber],
    ['a decimal order number', { order_number: 1.5 }, 'order_number', WITHDRAWAL_MESSAGES.orderNumber],
    ['a 1001-character reason', { reason: 'x'.repeat(1001) }, 'reason', 'Máximo 1000 caracteres'],
  ])('refuses %s', (_label, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message })
  })

  it('refuses a body that is not an object, in Spanish', () => {
    for (const body of [null, 'hola', [valid]]) {
      const parsed = withdrawalSchema.safeParse(body)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toMatch(/objeto JSON/)
    }
  })
})
