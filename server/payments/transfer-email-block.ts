/**
 * The bank account block of the shopper's receipt for payment list 2 (cash, transfer or deposit):
 * the seller's account (config/bank-account.ts) and the amount to transfer. Nothing for other lists.
 */
import { bankAccount } from '#config/bank-account.ts'
import { formatPrice } from '#domain/format.ts'
import { escapeHtml } from '../mail/email-html.ts'
import { callout, facts } from '../mail/email-layout.ts'

const TRANSFER_LIST = 2

export function transferBlock(list: number, total: number): { html: string; text: string[] } {
  if (list !== TRANSFER_LIST) return { html: '', text: [] }
  const rows: [string, string][] = [
    ['Importe', formatPrice(total)],
    ['Titular', bankAccount.holder],
    ['CUIT', bankAccount.cuit],
    ['Banco', bankAccount.bank],
    ['CBU', bankAccount.cbu],
    ['Alias', bankAccount.alias],
  ]
  const intro = 'Si pagás por transferencia o depósito, usá esta cuenta y adjuntá el comprobante en Mis pedidos:'
  return {
    html: callout(`<strong>${escapeHtml(intro)}</strong>`) + facts(rows),
    text: ['', 'TRANSFERENCIA O DEPÓSITO', intro, ...rows.map(([k, v]) => `${k}: ${v}`)],
  }
}
