/**
 * The back-in-stock e-mails: the double opt-in's confirmation and the alert itself. Both carry a
 * one-click unsubscribe (RFC 8058): the List-Unsubscribe header with the API's address, which a
 * mail client POSTs 'List-Unsubscribe=One-Click' to, List-Unsubscribe-Post, and a link in the
 * body to the page that does the same with a button. The confirmation goes to an address nobody
 * has confirmed, so it carries only the store's texts and the product's name, nothing typed.
 */
import { stockAlertEmails as t } from '#config/stock-alert-emails.ts'
import { stripEan } from '#domain/ean.ts'
import { formatPrice } from '#domain/format.ts'
import { escapeHtml } from '../mail/email-html.ts'
import {
  EMAIL_COLOURS as C,
  button,
  callout,
  fillEmailText,
  heading,
  htmlFrame,
  paragraph,
  subjectLine,
  textFrame,
  textParagraph,
} from '../mail/email-layout.ts'
import type { AroundFill, OutboxMessage } from '../mail/outbox-repository.ts'

/** The page that confirms or ends a request; the token travels in the fragment, never to a server log. */
export const STOCK_ALERT_PAGE = '/avisos-de-stock'
/** The one-click unsubscribe a mail client POSTs to (RFC 8058). */
export const ONE_CLICK_PATH = '/api/stock-alerts/unsubscribe'

/** A product's page, as app/lib/paths.ts productHref writes it (the server does not import app/). */
const productPath = (sku: string) => `/products/?product=${encodeURIComponent(sku)}`

export const confirmLink = (origin: string, token: string) => `${origin}${STOCK_ALERT_PAGE}#confirmar=${token}`
export const unsubscribeLink = (origin: string, token: string) => `${origin}${STOCK_ALERT_PAGE}#baja=${token}`

/** RFC 8058's two headers: every alert e-mail carries them. */
export function unsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${origin}${ONE_CLICK_PATH}?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export interface AlertProduct {
  name: string
  sku: string
  price: number
}

function unsubscribeHtml(link: string): string {
  return paragraph(
    `${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(link)}" style="color:${C.brand};">${escapeHtml(t.unsubscribeLink)}</a>`,
    `font-size:12px;color:${C.muted};`,
  )
}

export function renderStockAlertConfirmation(
  data: { product: Pick<AlertProduct, 'name'>; email: string; token: string },
  origin: string,
): OutboxMessage {
  const name = stripEan(data.product.name)
  const link = confirmLink(origin, data.token)
  const leave = unsubscribeLink(origin, data.token)
  const subject = subjectLine(t.confirm.subject)
  const body =
    heading(fillEmailText(t.confirm.title)) +
    textParagraph(t.confirm.intro) +
    callout(`<strong>${escapeHtml(name)}</strong>`) +
    button(t.confirm.button, link) +
    textParagraph(t.confirm.expiry) +
    textParagraph(t.confirm.notYou, `font-size:13px;color:${C.muted};`) +
    unsubscribeHtml(leave)
  const text = textFrame(
    [
      fillEmailText(t.confirm.title),
      '',
      fillEmailText(t.confirm.intro),
      name,
      '',
      `${t.confirm.button}: ${link}`,
      '',
      fillEmailText(t.confirm.expiry),
      fillEmailText(t.confirm.notYou),
      '',
      `${t.unsubscribe} ${leave}`,
    ],
    origin,
    t.footerReason,
  )
  return {
    kind: 'stock-alert-confirm',
    recipients: [data.email],
    subject,
    html: htmlFrame({ subject, preheader: fillEmailText(t.confirm.expiry), body, origin, reason: t.footerReason }),
    text,
    headers: unsubscribeHeaders(origin, data.token),
  }
}

/**
 * The alert as a template: built once per restock, the subscriber's token the only part that
 * changes (their unsubscribe link and header). The repository stores its body once and writes
 * each recipient's row with only their token (stock-alert-repository.ts queueRestockAlerts), so
 * 10,000 alerts cost one rendering and one copy of the body in the database.
 */
export interface RestockEmailTemplate {
  kind: 'stock-alert'
  subject: string
  html: AroundFill
  text: AroundFill
  /** List-Unsubscribe's value; List-Unsubscribe-Post is fixed */
  listUnsubscribe: AroundFill
}

export function restockEmailTemplate(product: AlertProduct, origin: string): RestockEmailTemplate {
  const href = `${origin}${productPath(product.sku)}`
  const price = formatPrice(product.price)
  const name = stripEan(product.name)
  const subject = subjectLine(`${t.restock.subject} ${name}`)
  const TOKEN = '\u0000token\u0000'
  const leave = unsubscribeLink(origin, TOKEN)
  const body =
    heading(fillEmailText(t.restock.title)) +
    textParagraph(t.restock.intro) +
    callout(
      `<strong style="font-size:16px;">${escapeHtml(name)}</strong><br>` +
        `<span style="font-size:20px;font-weight:bold;color:${C.brandDark};">${escapeHtml(price)}</span>`,
    ) +
    button(t.restock.button, href) +
    textParagraph(t.restock.note, `font-size:13px;color:${C.muted};`) +
    unsubscribeHtml(leave)
  const html = htmlFrame({ subject, preheader: `${name} · ${price}`, body, origin, reason: t.footerReason })
  const text = textFrame(
    [
      fillEmailText(t.restock.title),
      '',
      fillEmailText(t.restock.intro),
      name,
      price,
      '',
      `${t.restock.button}: ${href}`,
      '',
      fillEmailText(t.restock.note),
      '',
      `${t.unsubscribe} ${leave}`,
    ],
    origin,
    t.footerReason,
  )
  return {
    kind: 'stock-alert',
    subject,
    html: splitOnce(html, TOKEN),
    text: splitOnce(text, TOKEN),
    listUnsubscribe: splitOnce(unsubscribeHeaders(origin, TOKEN)['List-Unsubscribe']!, TOKEN),
  }
}

/** One subscriber's alert from the template, as the SQL fills it in (for tests and previews). */
export function restockEmailFor(template: RestockEmailTemplate, email: string, token: string): OutboxMessage {
  const fill = ([before, after]: AroundFill) => before + token + after
  return {
    kind: template.kind,
    recipients: [email],
    subject: template.subject,
    html: fill(template.html),
    text: fill(template.text),
    headers: { 'List-Unsubscribe': fill(template.listUnsubscribe), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

function splitOnce(value: string, marker: string): [string, string] {
  const at = value.indexOf(marker)
  if (at < 0 || value.indexOf(marker, at + 1) >= 0) throw new Error('stock alert e-mail: the token must appear once')
  return [value.slice(0, at), value.slice(at + marker.length)]
}
