/**
 * Mercado Pago's HTTP API, the four calls the store makes, with plain fetch: create a Checkout Pro
 * preference, read a payment, search an order's payments, refund. Every call has a timeout;
 * every write carries an X-Idempotency-Key the caller derives from the order (never random).
 * MERCADOPAGO_API_URL points it at a stand-in in tests (tests/setup/mercadopago-stand-in.ts).
 */

/** A payment as GET /v1/payments/{id} answers it: the fields the store reads. */
export interface MpPayment {
  id: number
  status: string
  status_detail?: string
  external_reference?: string | null
  currency_id?: string
  transaction_amount?: number
  transaction_amount_refunded?: number
  installments?: number
  payment_method_id?: string
  payment_type_id?: string
  date_approved?: string | null
}

export interface MpPreferenceItem {
  id: string
  title: string
  quantity: number
  unit_price: number
  currency_id: 'ARS'
}

export interface MpPreferenceRequest {
  items: MpPreferenceItem[]
  payer: { email: string; name?: string; identification?: { type: string; number: string } }
  back_urls: { success: string; failure: string; pending: string }
  auto_return: 'approved'
  notification_url: string
  statement_descriptor: string
  external_reference: string
  expires: boolean
  expiration_date_from: string
  expiration_date_to: string
  payment_methods: { installments: number; default_installments: number }
}

export interface MpPreference {
  id: string
  init_point: string
}

export interface MpRefund {
  id: number
  payment_id: number
  amount: number
  status: string
}

/** Mercado Pago did not answer in time, answered an error, or answered something unreadable. */
export class MercadoPagoError extends Error {
  override name = 'MercadoPagoError'
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}

export interface MercadoPagoClient {
  createPreference(body: MpPreferenceRequest, idempotencyKey: string): Promise<MpPreference>
  payment(id: string): Promise<MpPayment>
  searchByReference(externalReference: string): Promise<MpPayment[]>
  refund(paymentId: string, amount: number | null, idempotencyKey: string): Promise<MpRefund>
}

export interface MercadoPagoClientOptions {
  apiUrl: string
  accessToken: string
  timeoutMs: number
}

export function mercadoPagoClient({ apiUrl, accessToken, timeoutMs }: MercadoPagoClientOptions): MercadoPagoClient {
  const base = apiUrl.replace(/\/+$/, '')

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new MercadoPagoError(`Mercado Pago ${method} ${path}: ${(error as Error).name}`, null)
    }
    const text = await response.text().catch(() => '')
    if (!response.ok) throw new MercadoPagoError(`Mercado Pago ${method} ${path}: ${response.status}`, response.status)
    try {
      return JSON.parse(text) as T
    } catch {
      throw new MercadoPagoError(`Mercado Pago ${method} ${path}: unreadable answer`, response.status)
    }
  }

  return {
    createPreference: (body, key) => call<MpPreference>('POST', '/checkout/preferences', body, key),
    payment: (id) => call<MpPayment>('GET', `/v1/payments/${encodeURIComponent(id)}`),
    async searchByReference(externalReference) {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: 'date_created',
        criteria: 'desc',
        limit: '50',
      })
      const answer = await call<{ results?: MpPayment[] }>('GET', `/v1/payments/search?${query}`)
      return Array.isArray(answer.results) ? answer.results : []
    },
    refund: (paymentId, amount, key) =>
      call<MpRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, amount === null ? {} : { amount }, key),
  }
}
