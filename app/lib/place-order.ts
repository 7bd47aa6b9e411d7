/**
 * Places an order with the spec's three calls (section 4, 'Order placement'): get the number,
 * send the e-mail payload, then the number call. A non-200 status on any call is an error.
 */
import { ORDER_RATE_LIMIT_MESSAGE, type OrderEmailPayload } from '#domain/checkout.ts'
import { api } from './api-client.ts'

export type PlaceOrderResult = { ok: true; movement: string } | { ok: false; rateLimited: boolean; message: string | null }

export async function placeOrder(
  build: (movement: number) => OrderEmailPayload,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  const next = await api<{ movement: string }>('/api/page/getOrderMovement')
  if (next.status !== 200 || !next.data) return { ok: false, rateLimited: false, message: next.message }
  const sent = await api<{ movimiento_numero: string }>('/api/page/sendOrderEmail', {
    method: 'POST',
    body: { datos_de_orden: build(Number(next.data.movement)) },
    headers: { 'idempotency-key': idempotencyKey },
  })
  if (sent.status === 403) return { ok: false, rateLimited: true, message: ORDER_RATE_LIMIT_MESSAGE }
  if (sent.status !== 200 || !sent.data) return { ok: false, rateLimited: false, message: sent.message }
  const confirm = await api('/api/page/setOrderMovement', { method: 'POST' })
  if (confirm.status !== 200) return { ok: false, rateLimited: false, message: confirm.message }
  return { ok: true, movement: sent.data.movimiento_numero }
}
