/**
 * The shopper's receipt, written to the outbox in the order's own transaction
 * (order-service.ts): number, date and time in Buenos Aires, the lines at the chosen list's
 * prices, the total and the same total without national taxes (Ley 27.743) — a reseller's order
 * shows its IVA apart instead, and the cuenta corriente's balance —, payment and delivery, what
 * happens next, the seller's data and the withdrawal link.
 */
import { shopperEmails } from '#config/shopper-emails.ts'
import { orderNextSteps } from '#config/order-next-steps.ts'
import { store } from '#config/store.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import { formatTaxId } from '#domain/cuit.ts'
import { displayName } from '#domain/display-name.ts'
import type { PlanView } from '#domain/financing-view.ts'
import type { BillingIdentity } from '#domain/forms/billing-identity.ts'
import { FINANCING_LABELS } from '#domain/legal-messages.ts'
import type { OrderDelivery } from '#domain/order-payload.ts'
import { invoiceLabel, VAT_CONDITION_LABELS } from '#domain/vat-condition.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import { onAccountRow, vatApartRows, type WholesaleRow } from '#domain/wholesale/order-wholesale-rows.ts'
import type { OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import { shippingLine, shippingRows } from '#domain/shipping/shipping-rows.ts'
import { escapeHtml, oneLine } from '../../mail/email-html.ts'
import { balanceHtml, financingRows, formatOrderDate, PICKUP_PLACES, type RenderedEmail } from '../order-email.ts'
import { transferBlock } from '../../payments/transfer-email-block.ts'
import {
  EMAIL_COLOURS as C,
  EMAIL_PATHS,
  button,
  facts,
  fillEmailText,
  heading,
  htmlFrame,
  subheading,
  subjectLine,
  textFrame,
  textParagraph,
} from '../../mail/email-layout.ts'

export interface ReceiptLine {
  sku: string
  name: string
  quantity: number
  unitPrice: number
  subtotal: number
}

export interface ReceiptData {
  movement: number
  date: Date
  fullname: string
  lines: readonly ReceiptLine[]
  total: number
  /** the total without national taxes, each line at its own rate */
  totalWithoutTaxes: number
  payment: { list: number; label: string }
  delivery: OrderDelivery
  /** who the invoice is made out to, as the order recorded it */
  billing?: BillingIdentity | undefined
  /** the chosen plan's figures as the cart showed them (orders.financing); null for a single payment */
  financing?: PlanView | null | undefined
  /** the store's public origin (email-origin.ts) */
  origin: string
  /** the shipping the server quoted (its cost is in `total`); absent for orders placed before shipping zones */
  shipping?: OrderShipping | null | undefined
  /** a reseller's order: IVA apart, the account and its cuenta corriente (decision 058); null or absent for retail */
  wholesale?: OrderWholesale | null | undefined
}

function deliveryRows(d: OrderDelivery, shipping?: OrderShipping | null): [string, string][] {
  if (shipping) {
    const where: [string, string][] = d.pickup
      ? [['Entrega', 'Retiro en local']]
      : [
          ['Entrega', 'Envío a domicilio'],
          ['Dirección', `${d.address} (CP ${d.postal_code})`],
        ]
    return [...where, ...shippingRows(shipping, PICKUP_PLACES)]
  }
  if (d.pickup) {
    const { caballito, villaUrquiza } = store.branches
    return [
      ['Entrega', 'Retiro en local'],
      ['Sucursales', `${caballito.name}: ${caballito.address}. ${villaUrquiza.name}: ${villaUrquiza.address}.`],
      ['Horario de retiro', store.hours.pickup],
    ]
  }
  return [
    ['Entrega', 'Envío a domicilio'],
    ['Dirección', `${d.address} (CP ${d.postal_code})`],
    ['Costo de envío', 'A cotizar luego del pedido'],
  ]
}

function billingRows(b: BillingIdentity | undefined): [string, string][] {
  if (!b) return []
  return [
    [b.taxId.kind === 'cuit' ? 'CUIT/CUIL' : 'DNI', formatTaxId(b.taxId).replace(/^\S+ /, '')],
    ['Condición frente al IVA', VAT_CONDITION_LABELS[b.vatCondition]],
    ['Comprobante', invoiceLabel(b.invoiceType)],
  ]
}

/**
 * The plan's figures as the product page and the cart print them (decision 023): the CFTEA
 * apart, bold, in the CFT colour and twice the size of the other figures.
 */
function financingBlock(plan: PlanView | null | undefined): { html: string; text: string[] } {
  const rows = financingRows(plan)
  if (!plan || rows.length === 0) return { html: '', text: [] }
  const others = rows.filter(([label]) => label !== FINANCING_LABELS.cftea)
  return {
    html:
      subheading('Financiación') +
      facts(others) +
      `<p style="margin:4px 0 16px;font-size:28px;line-height:1.2;font-weight:bold;color:${C.cft};">${escapeHtml(FINANCING_LABELS.cftea)}: ${escapeHtml(plan.cftea)}</p>`,
    text: ['', 'FINANCIACIÓN', ...rows.map(([k, v]) => `${k}: ${oneLine(v)}`)],
  }
}

/**
 * Under the total: a consumer's total without national taxes (Ley 27.743); a reseller's IVA apart,
 * as the Factura A will show it, and on cuenta corriente the balance used.
 */
function totalNotes(data: ReceiptData): WholesaleRow[] {
  const w = data.wholesale
  if (!w) return [[store.legal.priceWithoutTaxesLabel, formatPrice(data.totalWithoutTaxes)]]
  const balance = onAccountRow(w)
  return [...vatApartRows(w, data.total), ...(balance ? [balance] : [])]
}

/**
 * The same notes as HTML rows: a consumer's one muted line; a reseller's IVA apart in the
 * amounts' column and the balance across the table (a phone has no room for it beside a label).
 */
function totalNotesHtml(data: ReceiptData): string {
  const w = data.wholesale
  const note = (html: string, style = '') =>
    `<tr><td colspan="2" style="padding:0 0 4px;text-align:right;font-size:12px;color:${C.muted};${style}">${html}</td></tr>`
  if (!w)
    return totalNotes(data)
      .map(([label, value]) => note(`${escapeHtml(label)}: ${escapeHtml(value)}`))
      .join('')
  const balance = onAccountRow(w)
  return (
    vatApartRows(w, data.total)
      .map(
        ([label, value], k) =>
          `<tr><td style="padding:${k === 0 ? 8 : 2}px 0 2px;font-size:13px;color:${C.muted};">${escapeHtml(label)}</td>` +
          `<td style="padding:${k === 0 ? 8 : 2}px 0 2px 10px;text-align:right;white-space:nowrap;font-size:13px;">${escapeHtml(value)}</td></tr>`,
      )
      .join('') + (balance ? note(balanceHtml(balance), `padding-top:8px;font-size:13px;color:${C.text};`) : '')
  )
}

export function renderReceiptEmail(data: ReceiptData): RenderedEmail {
  const number = formatOrderNumber(data.movement)
  const subject = subjectLine(`${shopperEmails.receipt.subject} ${number}`)
  const date = formatOrderDate(data.date)
  const units = data.lines.reduce((n, l) => n + l.quantity, 0)
  const ordersUrl = `${data.origin}${EMAIL_PATHS.orders}`
  const summary: [string, string][] = [
    ['Pedido N°', number],
    ['Fecha', date],
    ['Forma de pago', `${data.payment.label} (lista ${data.payment.list})`],
    ...deliveryRows(data.delivery, data.shipping),
    ...billingRows(data.billing),
    ...(data.wholesale ? ([['Razón social', data.wholesale.razon_social]] as [string, string][]) : []),
  ]
  const financing = financingBlock(data.financing)
  // nothing to transfer now for an order on cuenta corriente
  const transfer = data.wholesale?.on_account ? { html: '', text: [] } : transferBlock(data.payment.list, data.total)

  const lineRows = data.lines
    .map(
      (l) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid ${C.border};vertical-align:top;">` +
        `<div style="font-weight:bold;">${escapeHtml(displayName(l.name))}</div>` +
        `<div style="font-size:13px;color:${C.muted};">SKU ${escapeHtml(l.sku)} · <span style="white-space:nowrap;">${l.quantity} × ${escapeHtml(formatPrice(l.unitPrice))}</span></div></td>` +
        `<td style="padding:10px 0 10px 10px;border-bottom:1px solid ${C.border};vertical-align:top;text-align:right;white-space:nowrap;font-weight:bold;">${escapeHtml(formatPrice(l.subtotal))}</td></tr>`,
    )
    .join('')
  const shipping = data.shipping ? shippingLine(data.shipping) : null
  const shippingRow = shipping
    ? `<tr><td style="padding:10px 0;border-bottom:1px solid ${C.border};">${escapeHtml(shipping.label)}</td>` +
      `<td style="padding:10px 0 10px 10px;border-bottom:1px solid ${C.border};text-align:right;white-space:nowrap;font-weight:bold;">${escapeHtml(shipping.amount)}</td></tr>`
    : ''
  const notesHtml = totalNotesHtml(data)
  const linesTable =
    `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%;font-size:14px;">${lineRows}${shippingRow}` +
    `<tr><td style="padding:12px 0 2px;font-size:16px;font-weight:bold;">Total (${units} ${units === 1 ? 'unidad' : 'unidades'})</td>` +
    `<td style="padding:12px 0 2px 10px;text-align:right;white-space:nowrap;font-size:18px;font-weight:bold;color:${C.brandDark};">${escapeHtml(formatPrice(data.total))}</td></tr>` +
    notesHtml +
    `</table>`

  const steps = orderNextSteps(data.delivery.pickup, data.shipping?.kind === 'delivery')
  const hello = data.fullname.trim() ? `Hola, ${oneLine(data.fullname)}:` : 'Hola:'
  const body =
    heading(`Recibimos tu pedido N°\u00a0${number}`) +
    textParagraph(hello) +
    textParagraph(shopperEmails.receipt.intro) +
    facts(summary) +
    subheading('Productos') +
    linesTable +
    financing.html +
    transfer.html +
    subheading('Qué sigue') +
    `<ul style="margin:0 0 16px;padding-left:20px;">${steps
      .map((step) => `<li style="margin:0 0 8px;">${escapeHtml(step)}</li>`)
      .join('')}</ul>` +
    button('Ver mis pedidos', ordersUrl)

  const text = textFrame(
    [
      `Recibimos tu pedido N° ${number}`,
      '',
      hello,
      fillEmailText(shopperEmails.receipt.intro),
      '',
      ...summary.map(([k, v]) => `${k}: ${oneLine(v)}`),
      '',
      'PRODUCTOS',
      ...data.lines.map(
        (l) =>
          `- ${oneLine(displayName(l.name))} (SKU ${oneLine(l.sku)}): ${l.quantity} x ${formatPrice(l.unitPrice)} = ${formatPrice(l.subtotal)}`,
      ),
      ...(shipping ? [`${shipping.label}: ${shipping.amount}`] : []),
      `Total (${units} ${units === 1 ? 'unidad' : 'unidades'}): ${formatPrice(data.total)}`,
      ...totalNotes(data).map(([k, v]) => `${k}: ${v}`),
      ...financing.text,
      ...transfer.text,
      '',
      'QUÉ SIGUE',
      ...steps.map((step) => `- ${step}`),
      '',
      `Mis pedidos: ${ordersUrl}`,
    ],
    data.origin,
  )
  return {
    subject,
    html: htmlFrame({ subject, preheader: `Total ${formatPrice(data.total)} · ${date}`, body, origin: data.origin }),
    text,
  }
}
