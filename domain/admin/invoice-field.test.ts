import { describe, expect, it } from 'vitest'
import { INVOICE_MESSAGES, invoiceFieldOf } from './invoice-upload.ts'

describe('invoiceFieldOf', () => {
  it("puts the server's refusal beside the field it is about", () => {
    expect(invoiceFieldOf(INVOICE_MESSAGES.invalidNumber)).toBe('number')
    for (const message of [
      INVOICE_MESSAGES.notPdf,
      INVOICE_MESSAGES.tooLarge,
      INVOICE_MESSAGES.missingFile,
      INVOICE_MESSAGES.badUpload,
    ]) {
      expect(invoiceFieldOf(message)).toBe('pdf')
    }
  })

  it('leaves anything else to the page (an unknown order, a session gone, the server busy)', () => {
    expect(invoiceFieldOf('Pedido N° 00000999 inexistente.')).toBeNull()
    expect(invoiceFieldOf('')).toBeNull()
  })
})
