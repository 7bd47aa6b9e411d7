import { describe, expect, it } from 'vitest'
import { receiptKey, receiptType } from './transfer-receipt.ts'

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0])

describe('transfer receipts', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(receiptType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf')
    expect(receiptType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(receiptType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png')
    expect(receiptType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  })

  it('refuses anything else, whatever its name', () => {
    expect(receiptType(new TextEncoder().encode('<html>'))).toBeNull()
    expect(receiptType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull()
    expect(receiptType(new Uint8Array())).toBeNull()
  })

  it('keeps one receipt per order', () => {
    expect(receiptKey(7, 'application/pdf')).toBe('payment-receipts/order_7.pdf')
  })
})
