/**
 * Invoice links: `/bills/client_{userId}/fc-{invoice}_movement-{movement}.pdf?exp=…&sig=…`
 * (the path the order e-mails have always linked to). The link is the capability: whoever holds it
 * may download that one PDF until it expires, so it is only handed to the owner's session
 * (GET /api/page/getInvoiceLink) and lives a few minutes. The signature is an HMAC-SHA256 over
 * the path and the expiry, with a key derived from the JWT secret, so every instance that
 * shares JWT_SECRET verifies every other instance's links and nothing is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const INVOICE_LINK_TTL_SECONDS = 10 * 60

/** `fc-{invoice}_movement-{movement}.pdf`, the only file names /bills serves. */
export const INVOICE_FILE_PATTERN = /^fc-\d{1,12}_movement-\d{1,12}\.pdf$/

/** A separate key for links, so a link signature can never be replayed as a token and back. */
export function deriveLinkSecret(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('tienda:invoice-links:v1').digest())
}

/** The file name of an order's invoice; the movement is written with its 8 padded digits. */
export function invoiceFileName(invoiceNumber: number, movement: string): string {
  return `fc-${invoiceNumber}_movement-${movement}.pdf`
}

export function invoicePath(userId: number, fileName: string): string {
  return `/bills/client_${userId}/${fileName}`
}

/** The invoice's key in the file store (server/files/), recorded as the order's invoice_file. */
export function invoiceKey(userId: number, fileName: string): string {
  return `bills/client_${userId}/${fileName}`
}

export interface InvoiceLinkCheck {
  path: string
  exp: unknown
  sig: unknown
}

export function invoiceLinks(secret: Uint8Array, ttlSeconds = INVOICE_LINK_TTL_SECONDS) {
  const mac = (path: string, exp: number) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest()

  return {
    /** A signed URL (path and query, no host) valid for ttlSeconds from `now`. */
    sign(path: string, now: Date = new Date()): { url: string; expiresAt: Date } {
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds
      const sig = mac(path, exp).toString('base64url')
      return { url: `${path}?exp=${exp}&sig=${sig}`, expiresAt: new Date(exp * 1000) }
    },

    /** True only for an unexpired link whose signature matches the path exactly. */
    verify({ path, exp, sig }: InvoiceLinkCheck, now: Date = new Date()): boolean {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false
      if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false
      const expSeconds = Number(exp)
      if (expSeconds * 1000 <= now.getTime()) return false
      const expected = mac(path, expSeconds)
      const given = Buffer.from(sig, 'base64url')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type InvoiceLinks = ReturnType<typeof invoiceLinks>
