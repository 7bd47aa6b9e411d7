import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import { STAFF_EMAIL_STOCK_NOTE } from '#domain/stock-movements.ts'
import { escapeHtml } from '../mail/email-html.ts'
import { formatOrderDate, renderOrderEmail, type OrderEmailData } from './order-email.ts'

const ORIGIN = 'https://tienda.example'

const base: OrderEmailData = {
  movement: 42,
  date: new Date('2025-03-10T15:30:00Z'),
  customer: {
    fullname: 'Ana Pérez',
    dni: '30111222',
    vat_condition: 'consumidor_final',
    phone: '1155554444',
    email: 'ana@example.com',
    address: 'Av. Corrientes 1234',
    location: 'CABA',
    postal_code: '1043',
  },
  lines: [
    { sku: 'TV-55', name: 'Smart TV 55"', quantity: 2, unitPrice: 1234.5, subtotal: 2469 },
    { sku: 'AIRE-1', name: 'Aire acondicionado', quantity: 1, unitPrice: 999.99, subtotal: 999.99 },
  ],
  delivery: { pickup: false, postal_code: '1414', address: 'Gurruchaga 100' },
  payment: { list: 2, label: 'Efectivo, transferencia o depósito' },
  total: 3468.99,
}

describe('renderOrderEmail', () => {
  it("links to the order in the back office and to the customer's WhatsApp with a message naming the order", () => {
    const { html, text } = renderOrderEmail(base, ORIGIN)
    const whatsapp = `https://wa.me/5491155554444?text=${encodeURIComponent('Hola Ana, te escribimos de ' + store.brandName + ' por tu pedido N° 00000042.')}`
    expect(html).toContain(`<a href="https://tienda.example/admin/orders/42"`)
    expect(html).toContain(`<a href="${escapeHtml(whatsapp)}"`)
    expect(text).toContain('Ver el pedido en el panel: https://tienda.example/admin/orders/42')
    expect(text).toContain(`Escribir al cliente por WhatsApp: ${whatsapp}`)
    // no WhatsApp link for a phone it cannot use
    const noPhone = renderOrderEmail({ ...base, customer: { ...base.customer, phone: '' } }, ORIGIN)
    expect(noPhone.text).not.toContain('WhatsApp:')
    expect(noPhone.text).toContain('Ver el pedido en el panel')
  })

  it('writes a Spanish e-mail with the padded number, customer, lines, delivery, payment and total', () => {
    const { subject, html, text } = renderOrderEmail(base, ORIGIN)
    expect(subject).toBe('Nuevo pedido N° 00000042 - Ana Pérez')
    for (const part of [html, text]) {
      expect(part).toContain('00000042')
      expect(part).toContain('30111222')
      expect(part).toContain('Envío a domicilio')
      expect(part).toContain('Gurruchaga 100')
      expect(part).toContain('1414')
      expect(part).toContain('Efectivo, transferencia o depósito')
      expect(part).toContain('$ 1.234,50')
      expect(part).toContain('$ 2.469,00')
      expect(part).toContain('$ 3.468,99')
      expect(part).toContain('10 de marzo de 2025')
      expect(part).toContain('12:30')
    }
    expect(html).toContain('Precio unitario')
    expect(html).toContain('Subtotal')
    expect(html).toContain('Smart TV 55&quot;')
    expect(html).toContain('lang="es"')
    expect(html).not.toMatch(/<style|<link/)
  })

  it('names the products as the store shows them, without their EAN', () => {
    const { html, text } = renderOrderEmail(
      {
        ...base,
        lines: [
          { sku: 'CEL-1', name: 'Celular Samsung Galaxy S24 Verde EAN: 7790123456787', quantity: 1, unitPrice: 10, subtotal: 10 },
        ],
      },
      ORIGIN,
    )
    for (const part of [html, text]) {
      expect(part).toContain('Celular Samsung Galaxy S24 Verde')
      expect(part).not.toContain('7790123456787')
    }
  })

  it("marks a CUIT that is Responsable inscripto as 'Factura A', with the identity and the plan's figures", () => {
    const { subject, html, text } = renderOrderEmail(
      {
        ...base,
        billing: {
          taxId: { kind: 'cuit', number: '20123456786' },
          vatCondition: 'responsable_inscripto',
          invoiceType: 'A',
        },
        financing: {
          list: 6,
          instalments: 12,
          interestFree: false,
          noRate: false,
          line: '12 cuotas fijas de $ 11.499,89',
          instalmentAmount: '$ 11.499,89',
          total: '$ 137.998,62',
          cash: '$ 99.999,00',
          tea: '69,09 %',
          tna: '53,69 %',
          cftea: '86,69 %',
        },
      },
      ORIGIN,
    )
    expect(subject).toBe('Nuevo pedido N° 00000042 - Factura A - Ana Pérez')
    expect(html).toContain('Factura A: el cliente es Responsable inscripto con CUIT')
    for (const part of [html, text]) {
      for (const fragment of [
        'CUIT/CUIL',
        '20-12345678-6',
        'Responsable inscripto',
        'Factura A',
        '12 cuotas fijas de $ 11.499,89',
        '86,69 %',
      ])
        expect(part).toContain(fragment)
    }
    // a consumidor final with a DNI: no banner, 'Factura B'
    const plain = renderOrderEmail(
      {
        ...base,
        billing: { taxId: { kind: 'dni', number: '30111222' }, vatCondition: 'consumidor_final', invoiceType: 'B' },
      },
      ORIGIN,
    )
    expect(plain.subject).toBe('Nuevo pedido N° 00000042 - Ana Pérez')
    expect(plain.text).toContain('DNI: 30.111.222')
    expect(plain.text).toContain('Comprobante: Factura B')
    expect(plain.text).not.toContain('Factura A')
  })

  it('says whether the order took its units from the stock (decision 048)', () => {
    const taken = renderOrderEmail({ ...base, stockTaken: true }, ORIGIN)
    expect(taken.text).toContain(STAFF_EMAIL_STOCK_NOTE.taken)
    expect(taken.html).toContain(escapeHtml(STAFF_EMAIL_STOCK_NOTE.taken))
    expect(taken.text).not.toContain('El stock no se descontó')
    const notTaken = renderOrderEmail(base, ORIGIN)
    expect(notTaken.text).toContain(STAFF_EMAIL_STOCK_NOTE.notTaken)
    expect(notTaken.html).toContain('El stock no se descontó')
  })

  it('describes a store pick-up with the pick-up hours', () => {
    const { html, text } = renderOrderEmail({ ...base, delivery: { pickup: true, postal_code: '---', address: '---' } }, ORIGIN)
    for (const part of [html, text]) {
      expect(part).toContain('Retiro en local')
      expect(part).toContain(store.hours.pickup)
      expect(part).not.toContain('Envío a domicilio')
    }
  })

  it('escapes every value a customer typed', () => {
    const evil = '<script>alert("x")</script>'
    const { subject, html, text } = renderOrderEmail(
      {
        ...base,
        customer: {
          ...base.customer,
          fullname: evil,
          address: '<img src=x onerror=alert(1)>',
          phone: "' onmouseover='x",
        },
        lines: [{ sku: '<b>SKU</b>', name: 'A & B <i>', quantity: 1, unitPrice: 10, subtotal: 10 }],
        delivery: { pickup: false, postal_code: '"><svg onload=1>', address: 'x' },
      },
      ORIGIN,
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<svg')
    expect(html).not.toContain('<b>SKU')
    expect(html).not.toContain("' onmouseover")
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('A &amp; B &lt;i&gt;')
    // the plain-text version shows the characters as typed; the subject stays on one line
    expect(text).toContain(evil)
    expect(subject).toBe(`Nuevo pedido N° 00000042 - ${evil}`)
    const multiline = renderOrderEmail({ ...base, customer: { ...base.customer, fullname: 'Ana\r\nBcc: x@y.z' } }, ORIGIN)
    expect(multiline.subject).not.toMatch(/[\r\n]/)
  })

  const reseller: OrderEmailData = {
    ...base,
    billing: { taxId: { kind: 'cuit', number: '30712345671' }, vatCondition: 'responsable_inscripto', invoiceType: 'A' },
    payment: { list: 2, label: 'Cuenta corriente' },
    wholesale: {
      razon_social: 'Distribuidora <Sur> & Cía',
      cuit: '30712345671',
      on_account: true,
      credit_limit: 500000,
      balance_used: 103468.99,
      net: 2866.94,
      vat: 602.05,
    },
  }

  it("marks a reseller's order 'Revendedor' with the account, the IVA apart and the cuenta corriente's balance (issue 33)", () => {
    const { subject, html, text } = renderOrderEmail(reseller, ORIGIN)
    expect(subject).toBe('[Revendedor] Nuevo pedido N° 00000042 - Factura A - Ana Pérez')
    expect(html).toMatch(/<h1[^>]*>Nuevo pedido N° 00000042 <span[^>]*>Revendedor<\/span><\/h1>/)
    expect(html).toContain('<strong>Revendedor:</strong> Distribuidora &lt;Sur&gt; &amp; Cía — CUIT 30-71234567-1</p>')
    expect(html).not.toContain('<Sur>')
    const rows: [string, string][] = [
      ['Subtotal sin IVA', '$ 2.866,94'],
      ['IVA', '$ 602,05'],
      ['Total', '$ 3.468,99'],
    ]
    for (const [label, value] of rows)
      expect(html).toMatch(new RegExp(`>${label}</td><td[^>]*>${value.replace(/[$.]/g, '\\$&')}</td></tr>`))
    expect(html).toContain(
      '<strong>Cuenta corriente:</strong> saldo usado <span style="white-space:nowrap;">$ 103.468,99</span> de <span style="white-space:nowrap;">$ 500.000,00</span></td></tr>',
    )
    // the total, then its IVA apart, then the balance, in that order
    const foot = html.slice(html.indexOf('<tfoot>'), html.indexOf('</tfoot>'))
    expect(foot.indexOf('Total (3 unidades)')).toBeLessThan(foot.indexOf('Subtotal sin IVA'))
    expect(foot.indexOf('Subtotal sin IVA')).toBeLessThan(foot.indexOf('Cuenta corriente'))

    expect(text.split('\n')[0]).toBe(`${store.brandName} - Nuevo pedido N° 00000042 - Revendedor`)
    expect(text).toContain('\nRevendedor: Distribuidora <Sur> & Cía — CUIT 30-71234567-1\n')
    expect(text).toContain(
      [
        'Total (3 unidades): $ 3.468,99',
        'Subtotal sin IVA: $ 2.866,94',
        'IVA: $ 602,05',
        'Total: $ 3.468,99',
        'Cuenta corriente: saldo usado $ 103.468,99 de $ 500.000,00',
        '',
      ].join('\n'),
    )
    for (const part of [html, text]) expect(part).toContain('Precios mayoristas con IVA')
  })

  it("shows no balance for a reseller's order paid otherwise, and nothing of resellers on a retail order", () => {
    const paid = renderOrderEmail(
      { ...reseller, payment: base.payment, wholesale: { ...reseller.wholesale!, on_account: false } },
      ORIGIN,
    )
    expect(paid.subject).toMatch(/^\[Revendedor\] /)
    expect(paid.text).toContain('IVA: $ 602,05')
    for (const part of [paid.html, paid.text]) expect(part).not.toContain('Cuenta corriente')

    for (const retail of [renderOrderEmail(base, ORIGIN), renderOrderEmail({ ...base, wholesale: null }, ORIGIN)]) {
      expect(retail.subject).toBe('Nuevo pedido N° 00000042 - Ana Pérez')
      for (const part of [retail.html, retail.text]) {
        for (const absent of ['Revendedor', 'Subtotal sin IVA', 'IVA:', 'Cuenta corriente', 'mayorista'])
          expect(part).not.toContain(absent)
      }
      expect(retail.html).toContain('Precios de la lista elegida')
    }
  })

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
    expect(escapeHtml(undefined)).toBe('')
  })

  it('shows dates in Buenos Aires time', () => {
    expect(formatOrderDate(new Date('2025-01-01T02:00:00Z'))).toMatch(/31 de diciembre de 2024.*23:00/)
  })
})
