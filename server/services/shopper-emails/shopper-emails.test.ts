import { describe, expect, it } from 'vitest'
import { renderInvoiceEmail } from './invoice-email.ts'
import { renderOrderStateEmail } from './order-state-email.ts'
import { renderPasswordResetEmail } from './password-reset-email.ts'
import { renderReceiptEmail } from './receipt-email.ts'

const origin = 'https://tienda.example'
const receipt = () =>
  renderReceiptEmail({
    movement: 42,
    date: new Date('2026-03-01T23:30:00Z'),
    fullname: 'Ana "<img src=x onerror=alert(1)>"',
    lines: [{ sku: 'A&B', name: '<script>x</script>', quantity: 1, unitPrice: 10, subtotal: 10 }],
    total: 10,
    totalWithoutTaxes: 8.26,
    payment: { list: 1, label: 'Tarjeta de débito' },
    delivery: { pickup: false, address: 'Calle\r\nFalsa 123', postal_code: '1414' },
    origin,
  })

const all = () => [
  receipt(),
  renderOrderStateEmail({ movement: 42, fullname: 'Ana', state: 'En camino', note: 'Llega <mañana>', setAt: new Date(), origin }),
  renderInvoiceEmail({ movement: 42, invoiceNumber: 7, fullname: 'Ana', origin }),
  renderPasswordResetEmail({ link: `${origin}/restablecer-contrasena#token=${'A'.repeat(43)}`, origin }),
]

describe("shopper's e-mails", () => {
  it('escape what a shopper typed', () => {
    const { html, text } = receipt()
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(html).toContain('A&amp;B')
    expect(text).toContain('<script>x</script>')
    expect(text).toContain('Calle Falsa 123')
  })

  it('date the receipt in Buenos Aires time (23:30 UTC is 20:30 there)', () => {
    expect(receipt().text).toContain('1 de marzo de 2026 a las 20:30 hs (hora de Buenos Aires)')
  })

  it.each(all().map((m) => [m.subject, m] as const))(
    '%s: HTML and text, no remote image, no unsubscribe, 390 px friendly',
    (_s, mail) => {
      expect(mail.subject).not.toMatch(/[\r\n]/)
      expect(mail.html).toMatch(/^<!doctype html>/)
      expect(mail.html).toContain('name="viewport"')
      expect(mail.html).toContain('max-width:600px')
      expect(mail.html).toContain('#0b4f9c')
      expect(mail.html).not.toMatch(/<img|url\(|\ssrc=["']|unsubscribe|darse de baja|List-Unsubscribe/i)
      // no fixed width wider than a phone
      for (const width of mail.html.matchAll(/(?<!max-)width:(\d+)px/g)) expect(Number(width[1])).toBeLessThanOrEqual(390)
      expect(mail.text.length).toBeGreaterThan(100)
      expect(mail.text).not.toMatch(/<\/?(p|div|table|tr|td|br|a|h1|h2|ul|li)\b/)
      expect(mail.text).toContain('TecnoHogar S.R.L. · CUIT 30-71555432-8')
      expect(mail.text).toContain(`${origin}/others/arrepentimiento`)
    },
  )

  it('put the reset link in the button and in the text', () => {
    const link = `${origin}/restablecer-contrasena#token=${'A'.repeat(43)}`
    const mail = renderPasswordResetEmail({ link, origin })
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('1 hora')
  })
})
