/**
 * Mercado Pago's webhook signature, the server's half: HMAC-SHA256 of the manifest
 * (domain/payments/payment-signature.ts) with MERCADOPAGO_WEBHOOK_SECRET, compared in constant time.
 * The stand-in of tests/setup/ signs with `signNotification`, the same way Mercado Pago does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseSignatureHeader, signatureManifest } from '#domain/payments/payment-signature.ts'

export interface SignedRequest {
  /** `data.id` of the query string */
  dataId: string | undefined
  xSignature: unknown
  xRequestId: unknown
}

const hmac = (secret: string, manifest: string) => createHmac('sha256', secret).update(manifest).digest('hex')

/** The x-signature header Mercado Pago would send for this id, request id and time. */
export function signNotification(secret: string, dataId: string, requestId: string, ts: string): string {
  return `ts=${ts},v1=${hmac(secret, signatureManifest(dataId, requestId, ts))}`
}

/** Whether the request carries Mercado Pago's signature over its data.id and x-request-id. */
export function verifyNotification(secret: string, request: SignedRequest): boolean {
  const header = parseSignatureHeader(request.xSignature)
  const requestId = typeof request.xRequestId === 'string' ? request.xRequestId : undefined
  if (!header || !request.dataId || !requestId || requestId.length > 200) return false
  const expected = Buffer.from(hmac(secret, signatureManifest(request.dataId, requestId, header.ts)), 'hex')
  const given = Buffer.from(header.v1, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
