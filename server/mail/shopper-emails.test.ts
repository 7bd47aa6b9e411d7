import { orderNextSteps } from '#config/order-next-steps.ts'
import { describe, expect, it } from 'vitest'
import { renderInvoiceEmail } from '../orders/emails/invoice-email.ts'
import { renderOrderStateEmail } from '../orders/emails/order-state-email.ts'
import { renderPasswordResetEmail } from '../accounts/password-reset-email.ts'
import { renderReceiptEmail } from '../orders/emails/receipt-email.ts'
import { cartPlanView } from '#domain/financing-view.ts'
import { orderBillingIdentity } from '#domain/forms/billing-identity.ts'

const origin = 'https://tienda.example'
const receiptOf = (
  delivery: { pickup: boolean; address: string; postal_code: string } = {
    pickup: false,
    address: 'Calle\r\nFalsa 123',
    postal_code: '1414',
  },
) =>
  renderReceiptEmail({
    movement: 42,
    date: new Date('2026-03-01T23:30:00Z'),
    fullname: 'Ana "<img src=x onerror=alert(1)>"',
    lines: [{ sku: 'A&B', name: '<script>x</script>', quantity: 1, unitPrice: 10, subtotal: 10 }],
    total: 10,
    totalWithoutTaxes: 8.26,
    payment: { list: 1, label: 'Tarjeta de débito' },
    delivery,
    origin,
  })

const receipt = () => receiptOf()

const all = () => [
  receipt(),
  renderOrderStateEmail({ movement: 42, fullname: 'Ana', state: 'En camino', note: 'Llega <mañana>', setAt: new Date(), origin }),
  renderInvoiceEmail({ movement: 42, invoiceNumber: '00001-00000007', fullname: 'Ana', origin }),
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

  it('name the products as the store shows them, without their EAN', () => {
    const { html, text } = renderReceiptEmail({
      movement: 42,
      date: new Date('2026-03-01T23:30:00Z'),
      fullname: 'Ana',
      lines: [
        { sku: 'CEL-1', name: 'Celular Samsung Galaxy S24 Verde EAN: 7790123456787', quantity: 1, unitPrice: 10, subtotal: 10 },
      ],
      total: 10,
      totalWithoutTaxes: 8.26,
      payment: { list: 1, label: 'Tarjeta de débito' },
      delivery: { pickup: true, address: '---', postal_code: '---' },
      origin,
    })
    for (const part of [html, text]) {
      expect(part).toContain('Celular Samsung Galaxy S24 Verde')
      expect(part).not.toContain('7790123456787')
    }
  })

  it("say what comes next as the page's confirmation does (order-next-steps.ts): availability to confirm, shipping only for a delivery", () => {
    const receipt = (pickup: boolean) =>
      receiptOf(pickup ? { pickup, address: '---', postal_code: '---' } : { pickup, address: 'Calle 1', postal_code: '1414' })
        .text
    for (const pickup of [true, false]) {
      const text = receipt(pickup)
      expect(text).not.toContain('preparando')
      expect(text).toContain('para confirmar la disponibilidad')
      for (const step of orderNextSteps(pickup)) {
        expect(text).toContain(step)
      }
    }
    expect(receipt(true)).not.toMatch(/envío/i)
    expect(receipt(true)).toContain('el retiro en el local')
    expect(receipt(false)).toContain('coordinar el pago y el envío')
    expect(receipt(false)).toContain('El costo de envío no está incluido')
  })

  it("show the chosen plan's figures as the cart did, the CFTEA apart, and who the invoice is for", () => {
    // 99.999,00 cash; 12 cuotas (list 6) at 1,38 ×, 21 % VAT: the cart's figures for this line.
    const product = {
      price_list_1: 99999,
      price_list_2: 87999,
      price_list_3: 99999,
      price_list_4: 111998.88,
      price_list_5: 124998.75,
      price_list_6: 137998.62,
      tax_percentage: 21,
    }
    const plan = cartPlanView([{ product, quantity: 1 }], 6)!
    const identity = orderBillingIdentity({ dni: '', cuit: '20-12345678-6', vatCondition: 'responsable_inscripto' })
    if (!identity.ok) throw new Error(identity.message)
    const mail = renderReceiptEmail({
      movement: 7,
      date: new Date('2026-03-01T12:00:00Z'),
      fullname: 'Ana',
      lines: [{ sku: 'TV', name: 'Televisor', quantity: 1, unitPrice: 137998.62, subtotal: 137998.62 }],
      total: 137998.62,
      totalWithoutTaxes: 114048.45,
      payment: { list: 6, label: '12 cuotas' },
      delivery: { pickup: true, address: '', postal_code: '' },
      billing: identity.identity,
      financing: plan,
      origin,
    })
    expect(mail.text).toContain(`Cuotas: ${plan.line}`)
    expect(mail.text).toContain(`CFTEA: ${plan.cftea}`)
    expect(plan.cftea).not.toBe('0,00 %')
    expect(mail.html).toMatch(
      new RegExp(`font-size:28px;[^"]*color:#b91c1c;">CFTEA: ${plan.cftea.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`),
    )
    expect(mail.text).toContain('CUIT/CUIL: 20-12345678-6')
    expect(mail.text).toContain('Comprobante: Factura A')
    // A single payment has no plan: no financing block.
    expect(receipt().text).not.toContain('FINANCIACIÓN')
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
