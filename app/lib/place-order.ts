/**
 * Places an order with the API's three calls: get the number,
 * send the e-mail payload, then the number call. A non-200 status on any call is an error.
 */
import type { OrderFailure } from '#domain/checkout.ts'
import type { OrderPayload } from '#domain/order-payload.ts'
import { api } from './api-client.ts'

export type PlaceOrderResult =
  | { ok: true; movement: string }
  /** `message`: the server's sentence, when it gave one (a reseller's checkout shows it) */
  | { ok: false; failure: OrderFailure; message?: string | null }

/** A 401 on any call: the session is over (the API client has already cleared it). */
function failureOf(status: number, call: 'number' | 'email' | 'confirm'): OrderFailure {
  if (status === 401) return 'session'
  if (status === 403 && call === 'email') return 'rateLimited'
  return 'other'
}

export async function placeOrder(build: (movement: number) => OrderPayload, idempotencyKey: string): Promise<PlaceOrderResult> {
  const next = await api<{ movement: string }>('/api/page/getOrderMovement')
  if (next.status !== 200 || !next.data) return { ok: false, failure: failureOf(next.status, 'number') }
  const sent = await api<{ movimiento_numero: string }>('/api/page/sendOrderEmail', {
    method: 'POST',
    body: { datos_de_orden: build(Number(next.data.movement)) },
    headers: { 'idempotency-key': idempotencyKey },
  })
  if (sent.status !== 200 || !sent.data) return { ok: false, failure: failureOf(sent.status, 'email'), message: sent.message }
  const confirm = await api('/api/page/setOrderMovement', { method: 'POST' })
  if (confirm.status !== 200) return { ok: false, failure: failureOf(confirm.status, 'confirm') }
  return { ok: true, movement: sent.data.movimiento_numero }
}
