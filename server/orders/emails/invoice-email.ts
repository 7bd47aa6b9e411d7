/** The e-mail announcing that an order's invoice is attached (admin-order-invoices.ts). */
import { shopperEmails } from '#config/shopper-emails.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { oneLine } from '../../mail/email-html.ts'
import type { RenderedEmail } from '../order-email.ts'
import { EMAIL_PATHS, button, facts, heading, htmlFrame, subjectLine, textFrame, textParagraph } from '../../mail/email-layout.ts'

export interface InvoiceEmailData {
  movement: number
  /** as printed on the invoice (domain/invoice-number.ts) */
  invoiceNumber: string
  fullname: string
  origin: string
}

export function renderInvoiceEmail(data: InvoiceEmailData): RenderedEmail {
  const number = formatOrderNumber(data.movement)
  const subject = subjectLine(`${shopperEmails.invoice.subject} ${number}`)
  const ordersUrl = `${data.origin}${EMAIL_PATHS.orders}`
  const hello = data.fullname.trim() ? `Hola, ${oneLine(data.fullname)}:` : 'Hola:'
  const rows: [string, string][] = [
    ['Pedido N°', number],
    ['Factura N°', data.invoiceNumber],
  ]
  const body =
    heading('Tu factura está disponible') +
    textParagraph(hello) +
    textParagraph(shopperEmails.invoice.intro) +
    facts(rows) +
    button(shopperEmails.invoice.button, ordersUrl)
  const text = textFrame(
    [
      'Tu factura está disponible',
      '',
      hello,
      shopperEmails.invoice.intro,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      `Mis pedidos: ${ordersUrl}`,
    ],
    data.origin,
  )
  return { subject, html: htmlFrame({ subject, preheader: `Factura N° ${data.invoiceNumber}`, body, origin: data.origin }), text }
}
