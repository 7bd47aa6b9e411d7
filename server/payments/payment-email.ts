/**
 * The e-mail a shopper gets when a payment of their order is approved or rejected (put in the
 * outbox in the recording's transaction): the state, the amount, and a link to Mis pedidos,
 * where a rejected order can be paid again.
 */
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import { PAYMENT_STATE_LABELS, type PaymentState } from '#domain/payments/payment-states.ts'
import { escapeHtml, oneLine } from '../mail/email-html.ts'
import { EMAIL_PATHS, button, callout, heading, htmlFrame, subjectLine, textFrame, textParagraph } from '../mail/email-layout.ts'

export interface PaymentEmailData {
  movement: number
  fullname: string
  state: Extract<PaymentState, 'pagado' | 'rechazado'>
  amount: number
  origin: string
}

export interface PaymentEmail {
  subject: string
  html: string
  text: string
}

const WORDS = {
  pagado: {
    subject: 'Recibimos el pago de tu pedido',
    intro: 'Mercado Pago aprobó el pago de tu pedido. ¡Gracias por tu compra!',
  },
  rechazado: {
    subject: 'No se pudo completar el pago de tu pedido',
    intro:
      'Mercado Pago rechazó el pago de tu pedido. Tu pedido sigue registrado: podés intentar pagar nuevamente desde Mis pedidos.',
  },
} as const

export function renderPaymentEmail(data: PaymentEmailData): PaymentEmail {
  const number = formatOrderNumber(data.movement)
  const words = WORDS[data.state]
  const subject = subjectLine(`${words.subject} N° ${number}`)
  const ordersUrl = `${data.origin}${EMAIL_PATHS.orders}`
  const hello = data.fullname.trim() ? `Hola, ${oneLine(data.fullname)}:` : 'Hola:'
  const label = PAYMENT_STATE_LABELS[data.state]
  const amount = formatPrice(data.amount)
  const body =
    heading(`Pedido N° ${number}`) +
    textParagraph(hello) +
    textParagraph(words.intro) +
    callout(`<strong>${escapeHtml(label)}</strong><br>Importe: ${escapeHtml(amount)}`) +
    button('Ver mis pedidos', ordersUrl)
  const text = textFrame(
    [`Pedido N° ${number}`, '', hello, words.intro, '', `${label}. Importe: ${amount}`, '', `Mis pedidos: ${ordersUrl}`],
    data.origin,
  )
  return { subject, html: htmlFrame({ subject, preheader: label, body, origin: data.origin }), text }
}
