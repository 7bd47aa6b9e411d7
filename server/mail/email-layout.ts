/**
 * The frame every e-mail to a shopper shares: the store's colours, its name as text (no image
 * a mail client would block), one column that reads at 390 px and stays at most 600 px wide,
 * and a footer with the seller's data and the 'Botón de arrepentimiento'. Transactional, so no
 * unsubscribe link. Styles are inline (mail clients drop style sheets); every value is escaped.
 * The plain-text twin of each message is built beside its HTML (textFrame).
 */
import { shopperEmails } from '#config/shopper-emails.ts'
import { store } from '#config/store.ts'
import { escapeHtml, oneLine } from './email-html.ts'

/** The store's colours (app/styles/app.css). */
export const EMAIL_COLOURS = {
  brand: '#0b4f9c',
  brandDark: '#083a73',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  page: '#f3f4f6',
  soft: '#eef4fb',
  // the storefront's --color-cft: the CFTEA stands out as the price-display rule asks (docs/legal.md)
  cft: '#b91c1c',
} as const
const C = EMAIL_COLOURS

/** The paths the e-mails link to, joined to the store's public origin (email-origin.ts). */
export const EMAIL_PATHS = {
  orders: '/myaccount/orders',
  withdrawal: '/others/arrepentimiento',
} as const

/** `{brandName}`, `{phone}`, `{hours}`, `{whatsapp}` replaced by the store's values. */
export function fillEmailText(text: string): string {
  const values: Record<string, string> = {
    brandName: store.brandName,
    phone: store.phones.main.display,
    hours: store.hours.footer,
    whatsapp: store.whatsapp.display,
  }
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

export const paragraph = (html: string, style = '') => `<p style="margin:0 0 14px;${style}">${html}</p>`
export const textParagraph = (text: string, style = '') => paragraph(escapeHtml(fillEmailText(text)), style)

export function heading(text: string): string {
  return `<h1 style="margin:0 0 12px;font-size:22px;line-height:1.25;color:${C.brandDark};">${escapeHtml(text)}</h1>`
}

export function subheading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:16px;line-height:1.3;color:${C.brand};">${escapeHtml(text)}</h2>`
}

/** A link drawn as a button, with the address written under it for clients that hide buttons. */
export function button(label: string, href: string): string {
  return (
    `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 16px;"><tr>` +
    `<td style="border-radius:6px;background:${C.brand};">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>` +
    `</td></tr></table>` +
    paragraph(
      `Si el botón no funciona, copiá esta dirección en tu navegador:<br><a href="${escapeHtml(href)}" style="color:${C.brand};word-break:break-all;">${escapeHtml(href)}</a>`,
      `font-size:13px;color:${C.muted};`,
    )
  )
}

/** A light box that sets a fact apart (a state, a note). */
export function callout(html: string): string {
  return `<div style="margin:0 0 16px;padding:12px 14px;background:${C.soft};border-left:4px solid ${C.brand};border-radius:4px;">${html}</div>`
}

/** Label and value, one pair a row; long values wrap under narrow screens. */
export function facts(rows: readonly (readonly [string, string])[]): string {
  const trs = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid ${C.border};color:${C.muted};font-size:13px;vertical-align:top;width:38%;">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0 6px 10px;border-bottom:1px solid ${C.border};vertical-align:top;word-break:break-word;">${escapeHtml(value) || '&mdash;'}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%;font-size:14px;margin:0 0 8px;">${trs}</table>`
}

function sellerLines(): string[] {
  return [
    `${store.legalName} · CUIT ${store.cuit}`,
    store.legal.address,
    `Tel. ${store.phones.main.display} · WhatsApp ${store.whatsapp.display}`,
    store.emails.sales,
  ]
}

export interface EmailFrame {
  /** the subject, also the HTML's title */
  subject: string
  /** hidden text mail clients show beside the subject in the inbox */
  preheader: string
  /** the message's HTML, built with the helpers above */
  body: string
  /** the public origin, for the footer's links */
  origin: string
  /** the footer's last line, why this was sent; the shopper e-mails' own (`footerReason`) by default */
  reason?: string
}

export function htmlFrame({ subject, preheader, body, origin, reason = shopperEmails.footerReason }: EmailFrame): string {
  const withdrawal = `${origin}${EMAIL_PATHS.withdrawal}`
  const footer =
    sellerLines()
      .map((line) => escapeHtml(line))
      .join('<br>') +
    `<br><a href="${escapeHtml(withdrawal)}" style="color:${C.brand};">${escapeHtml(store.legal.withdrawal.linkLabel)}</a>` +
    `<br><br>${escapeHtml(fillEmailText(reason))}`
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${C.page};">` +
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>` +
    `<table role="presentation" cellspacing="0" cellpadding="0" width="100%" style="background:${C.page};border-collapse:collapse;"><tr><td style="padding:16px 8px;">` +
    `<table role="presentation" cellspacing="0" cellpadding="0" width="100%" style="max-width:600px;margin:0 auto;border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;color:${C.text};font-size:15px;line-height:1.5;">` +
    `<tr><td style="background:${C.brand};padding:16px 20px;border-radius:8px 8px 0 0;">` +
    `<div style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.3px;">${escapeHtml(store.brandName)}</div>` +
    `<div style="font-size:13px;color:#dbe7f5;">${escapeHtml(shopperEmails.tagline)}</div></td></tr>` +
    `<tr><td style="background:#ffffff;padding:24px 20px;">${body}</td></tr>` +
    `<tr><td style="background:#ffffff;padding:16px 20px 20px;border-top:1px solid ${C.border};border-radius:0 0 8px 8px;font-size:12px;line-height:1.5;color:${C.muted};">${footer}</td></tr>` +
    `</table></td></tr></table></body></html>`
  )
}

/** The plain-text twin: the brand on top, the body's lines, the seller's data at the end. */
export function textFrame(lines: readonly string[], origin: string, reason: string = shopperEmails.footerReason): string {
  return [
    store.brandName,
    '',
    ...lines,
    '',
    '--',
    ...sellerLines(),
    `${store.legal.withdrawal.linkLabel}: ${origin}${EMAIL_PATHS.withdrawal}`,
    '',
    fillEmailText(reason),
    '',
  ]
    .map((line) => line.replace(/\r?\n/g, ' '))
    .join('\n')
}

/** A subject: one line, at most 250 characters. */
export const subjectLine = (text: string) => oneLine(fillEmailText(text)).slice(0, 250)
