/**
 * Mercado Pago's webhook signature, the pure half (the HMAC itself is computed on the server,
 * server/payments/notification-signature.ts, compared there with node:crypto's timingSafeEqual):
 * the `x-signature` header `ts=…,v1=…` and the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};` it signs.
 */

export interface SignatureHeader {
  ts: string
  v1: string
}

/** `ts=1704908010,v1=618c…` → its parts; null when either is missing or malformed. */
export function parseSignatureHeader(header: unknown): SignatureHeader | null {
  if (typeof header !== 'string' || header.length > 512) return null
  let ts = ''
  let v1 = ''
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (key === 'ts') ts = value
    else if (key === 'v1') v1 = value
  }
  if (!/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return null
  return { ts, v1: v1.toLowerCase() }
}

/**
 * The text Mercado Pago signs. `data.id` comes from the query string; an alphanumeric id is
 * lower-cased, as Mercado Pago's documentation says. A part that is absent is left out whole.
 */
export function signatureManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  let manifest = ''
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`
  if (requestId) manifest += `request-id:${requestId};`
  return `${manifest}ts:${ts};`
}
