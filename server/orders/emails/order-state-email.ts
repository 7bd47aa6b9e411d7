/**
 * The e-mail a shopper gets when staff change an order's state with notification on
 * (order-state-service.ts): the new state, the staff's note if any, and a link to Mis pedidos,
 * where the whole timeline is.
 */
import { shopperEmails } from '#config/shopper-emails.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { escapeHtml, oneLine } from '../../mail/email-html.ts'
import { formatOrderDate, type RenderedEmail } from '../order-email.ts'
import {
  EMAIL_COLOURS as C,
  EMAIL_PATHS,
  button,
  callout,
  heading,
  htmlFrame,
  paragraph,
  subjectLine,
  textFrame,
  textParagraph,
} from '../../mail/email-layout.ts'

export interface OrderStateEmailData {
  movement: number
  fullname: string
  state: string
  note: string
  setAt: Date
  origin: string
}

export function renderOrderStateEmail(data: OrderStateEmailData): RenderedEmail {
  const number = formatOrderNumber(data.movement)
  const subject = subjectLine(`${shopperEmails.orderState.subject} ${number}: ${data.state}`)
  const ordersUrl = `${data.origin}${EMAIL_PATHS.orders}`
  const hello = data.fullname.trim() ? `Hola, ${oneLine(data.fullname)}:` : 'Hola:'
  const note = data.note.trim()
  const body =
    heading(`Pedido N° ${number}`) +
    textParagraph(hello) +
    textParagraph(shopperEmails.orderState.intro) +
    callout(
      `<div style="font-size:13px;color:${C.muted};">Estado actual</div>` +
        `<div style="font-size:18px;font-weight:bold;color:${C.brandDark};">${escapeHtml(data.state)}</div>` +
        `<div style="font-size:13px;color:${C.muted};">${escapeHtml(formatOrderDate(data.setAt))}</div>`,
    ) +
    (note
      ? paragraph(`<strong>Mensaje de nuestro equipo:</strong><br><span style="white-space:pre-wrap;">${escapeHtml(note)}</span>`)
      : '') +
    paragraph('En Mis pedidos ves todos los estados de tu pedido, con sus fechas.') +
    button(shopperEmails.orderState.button, ordersUrl)
  const text = textFrame(
    [
      `Pedido N° ${number}`,
      '',
      hello,
      shopperEmails.orderState.intro,
      '',
      `Estado actual: ${oneLine(data.state)}`,
      formatOrderDate(data.setAt),
      ...(note ? ['', 'Mensaje de nuestro equipo:', ...note.split(/\r?\n/)] : []),
      '',
      `Mis pedidos: ${ordersUrl}`,
    ],
    data.origin,
  )
  return { subject, html: htmlFrame({ subject, preheader: `Estado: ${oneLine(data.state)}`, body, origin: data.origin }), text }
}
