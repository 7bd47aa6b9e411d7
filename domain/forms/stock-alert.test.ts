import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './messages.ts'
import { STOCK_ALERT_MESSAGES, stockAlertSchema, stockAlertTokenSchema } from './stock-alert.ts'

const message = (input: unknown) => stockAlertSchema.safeParse(input).error?.issues[0]?.message

describe('stockAlertSchema', () => {
  it('normalises the e-mail and reads the id', () => {
    expect(stockAlertSchema.parse({ product_id: '12', email: ' Ana@Mail.com ' })).toEqual({
      product_id: 12,
      email: 'ana@mail.com',
    })
  })
  it('refuses a malformed or missing e-mail in Spanish', () => {
    expect(message({ product_id: 1, email: 'ana@' })).toBe(INVALID_EMAIL_MESSAGE)
    expect(message({ product_id: 1 })).toBe(REQUIRED_MESSAGE)
  })
  it('refuses an id that cannot be a product', () => {
    for (const id of [0, -1, 1.5, 'x', 2 ** 40])
      expect(message({ product_id: id, email: 'a@b.co' })).toBe(STOCK_ALERT_MESSAGES.unknownProduct)
  })
})

describe('stockAlertTokenSchema', () => {
  it('43 base64url characters', () => {
    expect(stockAlertTokenSchema.safeParse('a'.repeat(43)).success).toBe(true)
    expect(stockAlertTokenSchema.safeParse('a'.repeat(42)).success).toBe(false)
    expect(stockAlertTokenSchema.safeParse(`${'a'.repeat(42)}+`).success).toBe(false)
  })
})
