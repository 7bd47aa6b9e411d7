import { describe, expect, it } from 'vitest'
import { readPhone } from '../phone.ts'
import { argentineNumber, contactLinks, customerWhatsappMessage, orderWhatsappMessage } from './contact-links.ts'

const kept = (typed: string) => {
  const read = readPhone(typed)
  if (!read.ok) throw new Error(read.message)
  return read.digits
}

describe('contact links', () => {
  it('calls and writes to an Argentine line as +54 and 549 with its area code', () => {
    for (const typed of ['11-5555 4444', '+54 9 11 5555-4444', '(011) 5555-4444', '1155554444']) {
      expect(contactLinks(kept(typed), '')).toEqual({ tel: 'tel:+541155554444', whatsapp: 'https://wa.me/5491155554444' })
    }
  })

  it("drops a local mobile's '15' after an area code of 2, 3 or 4 digits", () => {
    expect(argentineNumber(kept('11 15 5555-4444'))).toBe('1155554444')
    expect(argentineNumber(kept('0341 15 555-4444'))).toBe('3415554444')
    expect(argentineNumber(kept('2202 15 55-4444'))).toBe('2202554444')
    // a 12-digit number with no '15' after an area code is not read as Argentine
    expect(argentineNumber('598991234567')).toBeNull()
  })

  it('dials a foreign number as kept, with its country code', () => {
    expect(contactLinks(kept('+598 99 123 456'), 'Hola')).toEqual({
      tel: 'tel:+59899123456',
      whatsapp: 'https://wa.me/59899123456?text=Hola',
    })
  })

  it('gives no links for an empty or unusable phone', () => {
    expect(contactLinks('', 'Hola')).toBeNull()
    expect(contactLinks('12345', 'Hola')).toBeNull()
    expect(contactLinks('11 5555', 'Hola')).toBeNull()
  })

  it("prefills WhatsApp's message with the customer's first name and the order's number, encoded", () => {
    const message = orderWhatsappMessage('TecnoHogar', '  María José Pérez ', 42)
    expect(message).toBe('Hola María, te escribimos de TecnoHogar por tu pedido N° 00000042.')
    const link = contactLinks('1155554444', message)!.whatsapp
    expect(new URL(link).searchParams.get('text')).toBe(message)
    expect(link).not.toContain(' ')
    expect(customerWhatsappMessage('TecnoHogar', '')).toBe('Hola, te escribimos de TecnoHogar.')
  })
})
