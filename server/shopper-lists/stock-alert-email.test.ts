import { describe, expect, it } from 'vitest'
import { renderStockAlertConfirmation, restockEmailFor, restockEmailTemplate, unsubscribeHeaders } from './stock-alert-email.ts'

const origin = 'https://tienda.example'
const token = 'T'.repeat(43)

describe('the stock alert e-mails', () => {
  it("the alert: name escaped, price, the product's link, the subscriber's own unsubscribe link and RFC 8058 headers", () => {
    const template = restockEmailTemplate({ name: 'Horno <b>Grande</b> & Co', sku: 'HOR 1/2', price: 123456.5 }, origin)
    const message = restockEmailFor(template, 'ana@cliente.example', token)
    expect(message).toMatchObject({ kind: 'stock-alert', recipients: ['ana@cliente.example'] })
    expect(message.subject).toBe('Volvió a ingresar: Horno <b>Grande</b> & Co')
    expect(message.html).toContain('Horno &lt;b&gt;Grande&lt;/b&gt; &amp; Co')
    expect(message.html).not.toContain('<b>Grande')
    expect(message.html).toContain('$ 123.456,50')
    expect(message.html).toContain('https://tienda.example/products/?product=HOR%201%2F2')
    expect(message.html).toContain(`https://tienda.example/avisos-de-stock#baja=${token}`)
    expect(message.text).toContain(`https://tienda.example/avisos-de-stock#baja=${token}`)
    expect(message.text).toContain('pediste un aviso de stock')
    expect(message.headers).toEqual(unsubscribeHeaders(origin, token))
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<https://tienda.example/api/stock-alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    // the next subscriber gets their own token, nothing of the first
    const other = restockEmailFor(template, 'beto@cliente.example', 'U'.repeat(43))
    expect(other.html).not.toContain(token)
    expect(other.html.replace('U'.repeat(43), token)).toBe(message.html)
  })

  it('the confirmation: the confirm link, the unsubscribe link and headers, nothing typed but the name of the product', () => {
    const message = renderStockAlertConfirmation(
      { product: { name: 'Heladera No Frost EAN: 7791234567904' }, email: 'ana@cliente.example', token },
      origin,
    )
    expect(message.html).toContain('Heladera No Frost')
    expect(message.html).not.toContain('7791234567904')
    expect(message.kind).toBe('stock-alert-confirm')
    expect(message.html).toContain(`https://tienda.example/avisos-de-stock#confirmar=${token}`)
    expect(message.html).toContain(`https://tienda.example/avisos-de-stock#baja=${token}`)
    expect(message.text).toContain('7 días')
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })
})
