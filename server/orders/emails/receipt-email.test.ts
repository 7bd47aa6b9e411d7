import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import { renderReceiptEmail, type ReceiptData } from './receipt-email.ts'

const retail: ReceiptData = {
  movement: 42,
  date: new Date('2026-03-01T23:30:00Z'),
  fullname: 'Ana',
  lines: [{ sku: 'TV-55', name: 'Smart TV 55"', quantity: 2, unitPrice: 60500, subtotal: 121000 }],
  total: 121000,
  totalWithoutTaxes: 100000,
  payment: { list: 2, label: 'Efectivo, transferencia o depósito' },
  delivery: { pickup: true, address: '---', postal_code: '---' },
  origin: 'https://tienda.example',
}

const reseller: ReceiptData = {
  ...retail,
  payment: { list: 2, label: 'Cuenta corriente' },
  billing: { taxId: { kind: 'cuit', number: '30712345671' }, vatCondition: 'responsable_inscripto', invoiceType: 'A' },
  wholesale: {
    razon_social: 'Distribuidora <Sur> & Cía',
    cuit: '30712345671',
    on_account: true,
    credit_limit: 500000,
    balance_used: 221000,
    net: 100000,
    vat: 21000,
  },
}

/** the value cell right after a label cell, as the totals' rows print it */
const row = (label: string, value: string) => new RegExp(`>${label}</td><td[^>]*>${value.replace(/[$.]/g, '\\$&')}</td></tr>`)

describe("the receipt of a reseller's order (issue 33)", () => {
  it('shows the IVA apart and the cuenta corriente balance under the total, not the consumer total without taxes', () => {
    const { html, text } = renderReceiptEmail(reseller)
    expect(html).toMatch(row('Subtotal sin IVA', '$ 100.000,00'))
    expect(html).toMatch(row('IVA', '$ 21.000,00'))
    expect(html).toMatch(row('Total', '$ 121.000,00'))
    expect(html).toContain(
      '<strong>Cuenta corriente:</strong> saldo usado <span style="white-space:nowrap;">$ 221.000,00</span> de <span style="white-space:nowrap;">$ 500.000,00</span></td></tr>',
    )
    expect(text).toContain(
      [
        'Total (2 unidades): $ 121.000,00',
        'Subtotal sin IVA: $ 100.000,00',
        'IVA: $ 21.000,00',
        'Total: $ 121.000,00',
        'Cuenta corriente: saldo usado $ 221.000,00 de $ 500.000,00',
      ].join('\n'),
    )
    for (const part of [html, text]) {
      expect(part).not.toContain(store.legal.priceWithoutTaxesLabel)
      expect(part).toContain('Factura A')
      expect(part).toContain('30-71234567-1')
    }
    expect(html).toContain('Distribuidora &lt;Sur&gt; &amp; Cía')
    expect(html).not.toContain('<Sur>')
    expect(text).toContain('Razón social: Distribuidora <Sur> & Cía')
  })

  it('has no balance line when the reseller paid otherwise', () => {
    const { html, text } = renderReceiptEmail({
      ...reseller,
      payment: retail.payment,
      wholesale: { ...reseller.wholesale!, on_account: false },
    })
    expect(text).toContain('IVA: $ 21.000,00')
    for (const part of [html, text]) expect(part).not.toContain('Cuenta corriente')
  })

  it("keeps a consumer's total without national taxes (Ley 27.743) and shows nothing of resellers", () => {
    for (const data of [retail, { ...retail, wholesale: null }]) {
      const { html, text } = renderReceiptEmail(data)
      for (const part of [html, text]) {
        expect(part).toContain(`${store.legal.priceWithoutTaxesLabel}: $ 100.000,00`)
        for (const absent of ['Subtotal sin IVA', 'IVA:', 'Cuenta corriente', 'Razón social']) expect(part).not.toContain(absent)
      }
    }
  })
})
