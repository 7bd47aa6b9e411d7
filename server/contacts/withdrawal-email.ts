/**
 * The two e-mails of a withdrawal request: the customer's acknowledgement, carrying the code
 * Resolución SCI 424/2020 asks for, and the staff notice. Same style as the order e-mail
 * (order-email.ts): inline styles, a plain-text twin, and every value the consumer typed
 * escaped, so a name like `<script>` arrives as those characters, never as markup.
 *
 * The acknowledgement goes to an address nobody has confirmed: the form is open to anyone, who
 * may type someone else's. So it carries only the store's own fixed texts, the code, the order
 * number (digits) and the date — none of the sender's free text (name, phone, reason) — and the
 * form cannot be used to send store-branded mail with a stranger's words in it.
 * The staff notice, to the store's own addresses, carries everything.
 */
import { fillStoreText, paragraphParts, plainParagraph } from '#config/legal-text.ts'
import { store } from '#config/store.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { NewWithdrawal } from './withdrawal-repository.ts'
import { dataTable, escapeHtml, oneLine, type DataTableStyle } from '../mail/email-html.ts'
import { formatOrderDate, type RenderedEmail } from '../orders/order-email.ts'

/** A stored request: what the consumer sent, its code, the client address (staff only) and when. */
export interface WithdrawalEmailData extends NewWithdrawal {
  createdAt: Date
}

const C = { text: '#1f2937', muted: '#4b5563', border: '#e5e7eb', brand: '#0f3d7a', codeBg: '#eef4fb' }
const cell = `padding:8px 10px;border-bottom:1px solid ${C.border};vertical-align:top;`

/** A configured paragraph as HTML: its https links stay links, site paths become plain text. */
function htmlParagraph(paragraph: string): string {
  const body = paragraphParts(fillStoreText(paragraph))
    .map((part) =>
      part.kind === 'link' && part.external
        ? `<a href="${escapeHtml(part.href)}" style="color:${C.brand};">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text),
    )
    .join('')
  return `<p style="margin:0 0 12px;">${body}</p>`
}

const TABLE: DataTableStyle = {
  cell,
  labelColor: C.muted,
  labelWidth: 170,
  value: 'white-space:pre-wrap;',
  table: 'margin:0 0 16px;',
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#ffffff;">` +
    `<div style="max-width:640px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;color:${C.text};line-height:1.5;font-size:15px;">` +
    `<p style="margin:0;font-size:13px;color:${C.muted};">${escapeHtml(store.brandName)} &middot; ${escapeHtml(store.legal.withdrawal.linkLabel)}</p>` +
    body +
    `</div></body></html>`
  )
}

const h1 = (text: string) => `<h1 style="font-size:22px;margin:4px 0 16px;color:${C.brand};">${escapeHtml(text)}</h1>`
const h2 = (text: string) => `<h2 style="font-size:16px;margin:24px 0 8px;color:${C.brand};">${escapeHtml(text)}</h2>`

function requestRows(data: WithdrawalEmailData): [string, string][] {
  return [
    ['Código', data.code],
    ['Pedido N°', formatOrderNumber(data.orderNumber)],
    ['Recibida', formatOrderDate(data.createdAt)],
    ['Nombre y apellido', data.fullname],
    ['Correo electrónico', data.email],
    ['Teléfono', data.phone],
    ['Motivo', data.reason],
  ]
}

/** What the acknowledgement repeats: nothing the sender typed freely. */
function acknowledgedRows(data: WithdrawalEmailData): [string, string][] {
  return [
    ['Código', data.code],
    ['Pedido N°', formatOrderNumber(data.orderNumber)],
    ['Recibida', formatOrderDate(data.createdAt)],
  ]
}

function contactRows(): [string, string][] {
  return [
    ['Razón social', store.legalName],
    ['CUIT', store.cuit],
    ['Domicilio', store.legal.address],
    ['Correo electrónico', store.legal.email],
    ['Teléfono', store.phones.main.display],
    ['Horario de atención', store.hours.footer],
  ]
}

const textRows = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${oneLine(v) || '-'}`)

export function renderWithdrawalAcknowledgement(data: WithdrawalEmailData): RenderedEmail {
  const texts = store.legal.withdrawal
  const subject = oneLine(`${texts.email.ackSubject} - código ${data.code}`).slice(0, 250)
  const rights = texts.rights.slice(0, 2)
  const html = page(
    subject,
    h1(texts.email.ackSubject) +
      `<p style="margin:0 0 12px;">Hola:</p>` +
      `<p style="margin:0 0 12px;">${escapeHtml(fillStoreText(texts.email.ackIntro))}</p>` +
      `<p style="margin:0 0 16px;padding:14px;background:${C.codeBg};border-radius:6px;text-align:center;font-size:24px;font-weight:bold;letter-spacing:2px;font-family:monospace;">${escapeHtml(data.code)}</p>` +
      dataTable(acknowledgedRows(data), TABLE) +
      h2('Tu derecho de arrepentimiento') +
      rights.map(htmlParagraph).join('') +
      `<p style="margin:0 0 12px;">${escapeHtml(fillStoreText(texts.email.ackNextSteps))}</p>` +
      h2('Nuestros datos de contacto') +
      dataTable(contactRows(), TABLE) +
      `<p style="margin:16px 0 0;font-size:13px;color:${C.muted};">Este correo es la constancia de tu solicitud. Si no la enviaste vos, avisanos respondiendo este mensaje.</p>`,
  )
  const text = [
    `${store.brandName} - ${texts.email.ackSubject}`,
    '',
    'Hola:',
    '',
    fillStoreText(texts.email.ackIntro),
    '',
    `    ${data.code}`,
    '',
    ...textRows(acknowledgedRows(data)),
    '',
    'TU DERECHO DE ARREPENTIMIENTO',
    ...rights.map((p) => plainParagraph(fillStoreText(p))),
    '',
    fillStoreText(texts.email.ackNextSteps),
    '',
    'NUESTROS DATOS DE CONTACTO',
    ...textRows(contactRows()),
    '',
    'Este correo es la constancia de tu solicitud. Si no la enviaste vos, avisanos respondiendo este mensaje.',
    '',
  ].join('\n')
  return { subject, html, text }
}

export function renderWithdrawalStaffNotice(data: WithdrawalEmailData): RenderedEmail {
  const texts = store.legal.withdrawal
  const subject = oneLine(
    `${texts.email.staffSubject} ${data.code} - pedido N° ${formatOrderNumber(data.orderNumber)} - ${data.fullname}`,
  ).slice(0, 250)
  const rows: [string, string][] = [...requestRows(data), ['Dirección IP', data.address]]
  const deadline = `Plazo legal: ${texts.termDays} días corridos desde la entrega del producto o la celebración del contrato, lo último que ocurra.`
  const html = page(
    subject,
    h1(`${texts.email.staffSubject} ${data.code}`) +
      dataTable(rows, TABLE) +
      `<p style="margin:0 0 12px;">${escapeHtml(fillStoreText(texts.email.staffNote))}</p>` +
      `<p style="margin:0 0 12px;color:${C.muted};">${escapeHtml(deadline)}</p>`,
  )
  const text = [
    `${store.brandName} - ${texts.email.staffSubject} ${data.code}`,
    '',
    ...textRows(rows),
    '',
    fillStoreText(texts.email.staffNote),
    deadline,
    '',
  ].join('\n')
  return { subject, html, text }
}
