/**
 * The staff e-mail of a new order: readable Spanish HTML (inline styles, as mail clients
 * ignore style sheets) and a plain-text twin. Every value that came from a customer is
 * escaped: a name like `<script>` arrives in the mailbox as those characters, never as markup.
 * All amounts are the server's, recomputed from the database (order-service.ts).
 */
import { store } from '#config/store.ts'
import { formatTaxId } from '#domain/cuit.ts'
import { formatDateTime } from '#domain/date-time.ts'
import { displayName } from '#domain/display-name.ts'
import type { PlanView } from '#domain/financing-view.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import type { BillingIdentity } from '#domain/forms/billing-identity.ts'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { contactLinks, orderWhatsappMessage } from '#domain/admin/contact-links.ts'
import { FINANCING_LABELS } from '#domain/legal-messages.ts'
import type { Billing, OrderDelivery } from '#domain/order-payload.ts'
import { invoiceLabel, VAT_CONDITION_LABELS } from '#domain/vat-condition.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { shippingCost, type OrderShipping } from '#domain/shipping/order-shipping.ts'
import { onAccountRow, resellerRow, vatApartRows, type WholesaleRow } from '#domain/wholesale/order-wholesale-rows.ts'
import { RESELLER_MARK, WHOLESALE_TERMS_MESSAGES, type OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import { STAFF_EMAIL_STOCK_NOTE } from '#domain/stock-movements.ts'
import { shippingLine, shippingRows } from '#domain/shipping/shipping-rows.ts'
import { dataTable, escapeHtml, oneLine, type DataTableStyle } from '../mail/email-html.ts'

export interface OrderEmailLine {
  sku: string
  name: string
  quantity: number
  /** the chosen payment list's price, in currency units with two decimals */
  unitPrice: number
  subtotal: number
}

export interface OrderEmailData {
  movement: number
  date: Date
  customer: Billing
  lines: OrderEmailLine[]
  delivery: OrderDelivery
  payment: { list: number; label: string }
  total: number
  /** the DNI or CUIT, the VAT condition and the invoice (docs/legal.md); absent: the customer's DNI, Consumidor final */
  billing?: BillingIdentity
  /** the chosen instalment plan's figures, as the cart showed them; absent or null for one payment */
  financing?: PlanView | null
  /** the shipping the server quoted (its cost is in `total`); absent for orders placed before shipping zones */
  shipping?: OrderShipping | null | undefined
  /** whether the order took its units from the stock (decision 048); absent: it did not */
  stockTaken?: boolean
  /** a reseller's order: IVA apart, the account and its cuenta corriente (decision 058); null or absent for retail */
  wholesale?: OrderWholesale | null | undefined
}

/** The branches and hours a pick-up's rows name (config/store-identity.ts). */
export const PICKUP_PLACES = { branches: store.branches, hours: store.hours.pickup }

import type { RenderedEmail } from '../mail/rendered-email.ts'

export type { RenderedEmail }

export function formatOrderDate(date: Date): string {
  return `${formatDateTime(date, 'long')} (hora de Buenos Aires)`
}

/** `reseller`: a reseller's order, marked first so the staff's inbox sorts it at a glance (issue 33). */
export function orderEmailSubject(movement: number, customerName: string, invoice?: string, reseller = false): string {
  const mark = reseller ? `[${RESELLER_MARK}] ` : ''
  const tail = invoice === 'A' ? ` - ${invoiceLabel('A')}` : ''
  return oneLine(`${mark}Nuevo pedido N° ${formatOrderNumber(movement)}${tail} - ${customerName}`).slice(0, 250)
}

const C = {
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
  head: '#f3f4f6',
  brand: '#0f3d7a',
  resellerBg: '#e0e7ff',
  resellerText: '#312e81',
}
const cell = `padding:8px 10px;border-bottom:1px solid ${C.border};vertical-align:top;`
const headCell = `padding:8px 10px;background:${C.head};border-bottom:1px solid ${C.border};text-align:left;font-size:13px;color:${C.muted};`
const num = 'text-align:right;white-space:nowrap;'

function section(title: string, body: string): string {
  return `<h2 style="font-size:16px;margin:24px 0 8px;color:${C.brand};">${escapeHtml(title)}</h2>${body}`
}

const TABLE: DataTableStyle = { cell, labelColor: C.muted, labelWidth: 190 }

function customerRows(c: Billing, billing: BillingIdentity | undefined): [string, string][] {
  const identity: [string, string][] = billing
    ? [
        [billing.taxId.kind === 'cuit' ? 'CUIT/CUIL' : 'DNI', formatTaxId(billing.taxId).replace(/^\S+ /, '')],
        ['Condición frente al IVA', VAT_CONDITION_LABELS[billing.vatCondition]],
        ['Comprobante', invoiceLabel(billing.invoiceType)],
      ]
    : [['DNI', c.dni]]
  return [
    ['Nombre y apellido', c.fullname],
    ...identity,
    ['Dirección de facturación', c.address],
    ['Localidad', c.location],
    ['Código postal', c.postal_code],
    ['Celular', c.phone],
    ['E-mail', c.email],
  ]
}

function deliveryRows(d: OrderEmailData['delivery'], shipping?: OrderShipping | null): [string, string][] {
  if (shipping) {
    const where: [string, string][] = d.pickup
      ? [['Opción', 'Retiro en local']]
      : [
          ['Opción', 'Envío a domicilio'],
          ['Dirección de entrega', d.address],
          ['Código postal', d.postal_code],
        ]
    return [...where, ...shippingRows(shipping, PICKUP_PLACES)]
  }
  if (d.pickup) {
    return [
      ['Opción', 'Retiro en local'],
      ['Horario de retiro', store.hours.pickup],
      [
        'Sucursales',
        `${store.branches.caballito.name}: ${store.branches.caballito.address} / ${store.branches.villaUrquiza.name}: ${store.branches.villaUrquiza.address}`,
      ],
    ]
  }
  return [
    ['Opción', 'Envío a domicilio'],
    ['Dirección de entrega', d.address],
    ['Código postal', d.postal_code],
    ['Costo de envío', 'A cotizar con el cliente'],
  ]
}

function paymentText(p: OrderEmailData['payment']): string {
  return `${p.label} (lista ${p.list})`
}

/** The plan's figures as the cart showed them to the customer (Ley 24.240 art. 36); the receipt can print the same rows. */
export function financingRows(plan: PlanView | null | undefined): [string, string][] {
  if (!plan) return []
  return [
    ['Cuotas', plan.line],
    [FINANCING_LABELS.cashPrice, plan.cash],
    [FINANCING_LABELS.financedTotal, plan.total],
    [FINANCING_LABELS.tea, plan.tea],
    [FINANCING_LABELS.cftea, plan.cftea],
  ]
}

/**
 * Where a clerk goes from the e-mail: the order in the back office, and the customer on WhatsApp
 * with a first message naming the order (domain/admin/contact-links.ts); none for an unusable phone.
 */
function staffLinks(data: OrderEmailData, origin: string): [label: string, href: string][] {
  const whatsapp = contactLinks(data.customer.phone, orderWhatsappMessage(store.brandName, data.customer.fullname, data.movement))
  return [
    ['Ver el pedido en el panel', `${origin}${adminOrderPath(data.movement)}`],
    ...(whatsapp ? ([['Escribir al cliente por WhatsApp', whatsapp.whatsapp]] as [string, string][]) : []),
  ]
}

/** A reseller's order under the total (the text part): the IVA apart and, on cuenta corriente, the balance used. */
function wholesaleFootRows(w: OrderWholesale | null | undefined, total: number): WholesaleRow[] {
  if (!w) return []
  const balance = onAccountRow(w)
  return [...vatApartRows(w, total), ...(balance ? [balance] : [])]
}

/** 'Cuenta corriente: saldo usado $ U de $ L' with its label bold; an amount never breaks after its '$'. */
export function balanceHtml([label, value]: WholesaleRow): string {
  const amounts = escapeHtml(value).replace(/\$ [\d.,]+/g, (amount) => `<span style="white-space:nowrap;">${amount}</span>`)
  return `<strong>${escapeHtml(label)}:</strong> ${amounts}`
}

/**
 * The same rows under the lines' total: the IVA apart in the amounts' column, the balance across
 * the table (its sentence is wider than an amount, and a phone has no room for it there).
 */
function wholesaleFootHtml(w: OrderWholesale, total: number): string {
  const rule = `border-top:1px solid ${C.border};`
  const vatApart = vatApartRows(w, total)
    .map(
      ([label, value], k) =>
        `<tr><td colspan="4" style="padding:4px 10px;text-align:right;font-size:13px;color:${C.muted};${k === 0 ? rule : ''}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 10px;${num}font-size:13px;${k === 0 ? rule : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const balance = onAccountRow(w)
  return (
    vatApart +
    (balance
      ? `<tr><td colspan="5" style="padding:8px 10px;text-align:right;font-size:14px;${rule}">${balanceHtml(balance)}</td></tr>`
      : '')
  )
}

/** The reseller's mark beside the heading and the account it was priced for, with its CUIT. */
function resellerBlock(w: OrderWholesale): string {
  const [label, value] = resellerRow(w)
  return (
    `<p style="margin:8px 0;padding:8px 12px;background:${C.resellerBg};border:1px solid #6366f1;font-size:15px;color:${C.resellerText};">` +
    `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`
  )
}

/** `origin`: the store's public origin, which the back office's link starts with (mail/email-origin.ts). */
export function renderOrderEmail(data: OrderEmailData, origin: string): RenderedEmail {
  const number = formatOrderNumber(data.movement)
  const links = staffLinks(data, origin)
  const wholesale = data.wholesale ?? null
  const subject = orderEmailSubject(data.movement, data.customer.fullname, data.billing?.invoiceType, wholesale !== null)
  const invoiceA = data.billing?.invoiceType === 'A'
  const date = formatOrderDate(data.date)
  const units = data.lines.reduce((n, l) => n + l.quantity, 0)
  const pricesNote = wholesale
    ? WHOLESALE_TERMS_MESSAGES.staffPricesNote
    : 'Precios de la lista elegida según la base de datos al momento del pedido.'
  const stockNote = data.stockTaken ? STAFF_EMAIL_STOCK_NOTE.taken : STAFF_EMAIL_STOCK_NOTE.notTaken

  const lineRows = data.lines
    .map(
      (l) =>
        `<tr><td style="${cell}font-family:monospace;">${escapeHtml(l.sku)}</td><td style="${cell}">${escapeHtml(displayName(l.name))}</td><td style="${cell}${num}">${l.quantity}</td><td style="${cell}${num}">${escapeHtml(formatPrice(l.unitPrice))}</td><td style="${cell}${num}">${escapeHtml(formatPrice(l.subtotal))}</td></tr>`,
    )
    .join('')
  const shipping = data.shipping ? shippingLine(data.shipping) : null
  const subtotal = data.shipping ? fromCents(toCents(data.total) - toCents(shippingCost(data.shipping))) : data.total
  const shippingFoot = shipping
    ? `<tr><td colspan="4" style="padding:10px;text-align:right;">Subtotal productos</td><td style="padding:10px;${num}">${escapeHtml(formatPrice(subtotal))}</td></tr>` +
      `<tr><td colspan="4" style="padding:10px;text-align:right;">${escapeHtml(shipping.label)}</td><td style="padding:10px;${num}">${escapeHtml(shipping.amount)}</td></tr>`
    : ''
  const wholesaleFoot = wholesale ? wholesaleFootHtml(wholesale, data.total) : ''
  const linesTable =
    `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%;font-size:14px;">` +
    `<thead><tr><th style="${headCell}">SKU</th><th style="${headCell}">Descripción</th><th style="${headCell}${num}">Cantidad</th><th style="${headCell}${num}">Precio unitario</th><th style="${headCell}${num}">Subtotal</th></tr></thead>` +
    `<tbody>${lineRows}</tbody>` +
    `<tfoot>${shippingFoot}<tr><td colspan="4" style="padding:10px;text-align:right;font-weight:bold;">Total (${units} ${units === 1 ? 'unidad' : 'unidades'})</td><td style="padding:10px;${num}font-weight:bold;font-size:16px;">${escapeHtml(formatPrice(data.total))}</td></tr>${wholesaleFoot}</tfoot>` +
    `</table>`

  const html =
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#ffffff;">` +
    `<div style="max-width:720px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;color:${C.text};line-height:1.4;">` +
    `<p style="margin:0;font-size:13px;color:${C.muted};">${escapeHtml(store.brandName)} &middot; pedido web</p>` +
    `<h1 style="font-size:22px;margin:4px 0 4px;color:${C.brand};">Nuevo pedido N° ${escapeHtml(number)}` +
    (wholesale
      ? ` <span style="display:inline-block;vertical-align:middle;padding:2px 10px;border-radius:999px;background:${C.resellerBg};color:${C.resellerText};font-size:14px;">${escapeHtml(RESELLER_MARK)}</span>`
      : '') +
    `</h1>` +
    `<p style="margin:0 0 8px;font-size:14px;color:${C.muted};">${escapeHtml(date)}</p>` +
    `<p style="margin:8px 0 0;font-size:14px;">${links
      .map(([label, href]) => `<a href="${escapeHtml(href)}" style="color:${C.brand};font-weight:bold;">${escapeHtml(label)}</a>`)
      .join(' &middot; ')}</p>` +
    (invoiceA
      ? `<p style="margin:8px 0;padding:8px 12px;background:#fef3c7;border:1px solid #f59e0b;font-weight:bold;font-size:16px;">${escapeHtml(invoiceLabel('A'))}: el cliente es ${escapeHtml(VAT_CONDITION_LABELS[data.billing!.vatCondition])} con CUIT</p>`
      : '') +
    (wholesale ? resellerBlock(wholesale) : '') +
    section('Datos del cliente', dataTable(customerRows(data.customer, data.billing), TABLE)) +
    section('Productos', linesTable) +
    section('Entrega', dataTable(deliveryRows(data.delivery, data.shipping), TABLE)) +
    section(
      'Forma de pago',
      dataTable(
        [['Abona en', paymentText(data.payment)], ['Total a cobrar', formatPrice(data.total)], ...financingRows(data.financing)],
        TABLE,
      ),
    ) +
    `<p style="margin:24px 0 0;font-size:13px;color:${C.muted};">${escapeHtml(pricesNote)} ` +
    `${escapeHtml(stockNote)}</p>` +
    `</div></body></html>`

  const text = [
    `${store.brandName} - Nuevo pedido N° ${number}${wholesale ? ` - ${RESELLER_MARK}` : ''}`,
    date,
    ...links.map(([label, href]) => `${label}: ${href}`),
    ...(invoiceA ? ['', `*** ${invoiceLabel('A')} ***`] : []),
    ...(wholesale ? [resellerRow(wholesale).map(oneLine).join(': ')] : []),
    '',
    'DATOS DEL CLIENTE',
    ...customerRows(data.customer, data.billing).map(([k, v]) => `${k}: ${oneLine(v) || '-'}`),
    '',
    'PRODUCTOS',
    ...data.lines.map(
      (l) =>
        `- ${oneLine(l.sku)} | ${oneLine(displayName(l.name))} | ${l.quantity} x ${formatPrice(l.unitPrice)} = ${formatPrice(l.subtotal)}`,
    ),
    ...(shipping ? [`Subtotal productos: ${formatPrice(subtotal)}`, `${shipping.label}: ${shipping.amount}`] : []),
    `Total (${units} ${units === 1 ? 'unidad' : 'unidades'}): ${formatPrice(data.total)}`,
    ...wholesaleFootRows(wholesale, data.total).map(([k, v]) => `${k}: ${v}`),
    '',
    'ENTREGA',
    ...deliveryRows(data.delivery, data.shipping).map(([k, v]) => `${k}: ${oneLine(v) || '-'}`),
    '',
    'FORMA DE PAGO',
    `Abona en: ${paymentText(data.payment)}`,
    `Total a cobrar: ${formatPrice(data.total)}`,
    ...financingRows(data.financing).map(([k, v]) => `${k}: ${v}`),
    '',
    ...(wholesale ? [WHOLESALE_TERMS_MESSAGES.staffPricesNote] : []),
    stockNote,
    '',
  ].join('\n')

  return { subject, html, text }
}
