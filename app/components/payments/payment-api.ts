/**
 * The browser's payment calls (server/payments/payment-routes.ts): the payment blocks of the
 * shopper's orders, "Pagar ahora con Mercado Pago" (the store answers Checkout Pro's address),
 * and the transfer receipt's upload.
 */
import type { ShopperPayment } from '#server/payments/payment-service.ts'
import { api } from '../../lib/api-client.ts'
import { SESSION_TOKEN_KEY } from '../../lib/session.ts'

export type { ShopperPayment }

export interface PaymentBlocks {
  online: boolean
  orders: ShopperPayment[]
}

const FAILED = 'No pudimos comunicarnos con la tienda. Intentá nuevamente.'

export async function fetchPaymentBlocks(): Promise<PaymentBlocks | null> {
  const result = await api<PaymentBlocks>('/api/payments/orders')
  return result.ok ? result.data : null
}

/** Checkout Pro's address for the order, or the store's Spanish message. */
export async function startCheckout(orderId: number): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const result = await api<{ url: string }>(`/api/payments/orders/${orderId}/checkout`, { method: 'POST' })
  if (result.ok && result.data?.url) return { ok: true, url: result.data.url }
  return { ok: false, message: result.message ?? FAILED }
}

export async function uploadReceipt(orderId: number, file: File): Promise<{ ok: boolean; message: string }> {
  const form = new FormData()
  form.append('receipt', file)
  let token: string | null
  try {
    token = localStorage.getItem(SESSION_TOKEN_KEY)
  } catch {
    token = null
  }
  try {
    const response = await fetch(`/api/payments/orders/${orderId}/receipt`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    const data = (await response.json().catch(() => null)) as { message?: string } | null
    return { ok: response.ok, message: data?.message ?? FAILED }
  } catch {
    return { ok: false, message: FAILED }
  }
}
