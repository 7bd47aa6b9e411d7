/**
 * A stand-in of Mercado Pago's HTTP API for the integration and browser tests: the calls the
 * store makes (POST /checkout/preferences, GET /v1/payments/{id}, GET /v1/payments/search,
 * POST /v1/payments/{id}/refunds), with the bearer token and X-Idempotency-Key honoured as
 * Mercado Pago documents them, plus what Mercado Pago does on its side: a Checkout Pro page where
 * a shopper pays or is refused (payment created, notification sent, browser sent to back_urls),
 * and signed notifications to the store's webhook, sent the way Mercado Pago signs them.
 * Faults on demand: the next calls answer 500 or never answer.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MpPayment, MpPreferenceRequest } from '#server/payments/mercadopago-client.ts'
import { signNotification } from '#server/payments/notification-signature.ts'

export const STAND_IN_TOKEN = 'TEST-0000000000000000-standin-token'
export const STAND_IN_SECRET = 'standin-webhook-secret-0123456789'

export interface StoredPreference {
  id: string
  init_point: string
  body: MpPreferenceRequest
  idempotencyKey: string
}

export interface SeenRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
}

export type Fault = number | 'timeout'

export interface MercadoPagoStandIn {
  url: string
  env: Record<string, string>
  preferences: Map<string, StoredPreference>
  payments: Map<number, MpPayment>
  requests: SeenRequest[]
  /** The next `times` calls whose path starts with `prefix` answer `fault`. */
  failNext(prefix: string, fault: Fault, times?: number): void
  /** A payment Mercado Pago holds, as if a shopper had paid; fields override the preference's. */
  createPayment(fields: Partial<MpPayment> & { external_reference: string | null; transaction_amount: number }): MpPayment
  /** A shopper pays a preference (its total, its reference). */
  payPreference(preferenceId: string, status?: string): MpPayment
  setStatus(id: number, status: string, detail?: string): void
  /** Sends the signed notification of a payment to `webhookUrl` (the preference's notification_url). */
  notify(
    paymentId: number | string,
    webhookUrl: string,
    options?: { requestId?: string; ts?: string; signature?: string | null },
  ): Promise<Response>
  close(): Promise<void>
}

export function envFor(standIn: { url: string }): Record<string, string> {
  return {
    MERCADOPAGO_ACCESS_TOKEN: STAND_IN_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: STAND_IN_SECRET,
    MERCADOPAGO_API_URL: standIn.url,
    MERCADOPAGO_TIMEOUT_MS: '1500',
  }
}

const cents = (n: number) => Math.round(n * 100)

export async function startMercadoPagoStandIn(): Promise<MercadoPagoStandIn> {
  const preferences = new Map<string, StoredPreference>()
  const byPreferenceKey = new Map<string, string>()
  const payments = new Map<number, MpPayment>()
  const refundsByKey = new Map<string, unknown>()
  const requests: SeenRequest[] = []
  const faults: { prefix: string; fault: Fault; times: number }[] = []
  const hanging = new Set<http.ServerResponse>()
  let nextPaymentId = 90_000_000_001
  let nextRefundId = 1

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      req.on('data', (c: Buffer) => (text += c.toString('utf8')))
      req.on('end', () => resolve(text))
    })

  const createPayment: MercadoPagoStandIn['createPayment'] = (fields) => {
    const id = nextPaymentId++
    const payment: MpPayment = {
      id,
      status: 'approved',
      status_detail: 'accredited',
      currency_id: 'ARS',
      transaction_amount_refunded: 0,
      installments: 1,
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      date_approved: new Date().toISOString(),
      ...fields,
    }
    if (payment.status !== 'approved') payment.date_approved = null
    payments.set(id, payment)
    return payment
  }

  function payPreference(preferenceId: string, status = 'approved'): MpPayment {
    const pref = preferences.get(preferenceId)
    if (!pref) throw new Error(`no preference ${preferenceId}`)
    const total = pref.body.items.reduce((sum, i) => sum + cents(i.unit_price) * i.quantity, 0) / 100
    return createPayment({
      external_reference: pref.body.external_reference,
      transaction_amount: total,
      installments: pref.body.payment_methods.installments,
      status,
      status_detail:
        status === 'approved'
          ? 'accredited'
          : status === 'rejected'
            ? 'cc_rejected_insufficient_amount'
            : 'pending_waiting_payment',
    })
  }

  async function notify(
    paymentId: number | string,
    webhookUrl: string,
    options: { requestId?: string; ts?: string; signature?: string | null } = {},
  ): Promise<Response> {
    const requestId = options.requestId ?? randomUUID()
    const ts = options.ts ?? String(Math.floor(Date.now() / 1000))
    const url = new URL(webhookUrl)
    url.searchParams.set('data.id', String(paymentId))
    url.searchParams.set('type', 'payment')
    const signature =
      options.signature === undefined ? signNotification(STAND_IN_SECRET, String(paymentId), requestId, ts) : options.signature
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        ...(signature !== null ? { 'x-signature': signature } : {}),
      },
      body: JSON.stringify({
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: String(paymentId) },
        date_created: new Date().toISOString(),
        id: Date.now(),
        live_mode: false,
        type: 'payment',
        user_id: '123456',
      }),
      signal: AbortSignal.timeout(10_000),
    })
  }

  function checkoutPage(pref: StoredPreference): string {
    const total = pref.body.items.reduce((sum, i) => sum + cents(i.unit_price) * i.quantity, 0) / 100
    const rows = pref.body.items.map((i) => `<li>${i.quantity} × ${i.title}: $ ${i.unit_price.toFixed(2)}</li>`).join('')
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mercado Pago (stand-in)</title><style>body{font-family:sans-serif;max-width:480px;margin:24px auto;padding:0 16px}
button{display:block;width:100%;padding:12px;margin:8px 0;font-size:16px}</style></head><body>
<h1>Mercado Pago</h1><p>Pedido ${pref.body.external_reference}</p><ul>${rows}</ul>
<p>Total: <strong>$ ${total.toFixed(2)}</strong> en ${pref.body.payment_methods.installments} cuota(s)</p>
<form method="post" action="/checkout/${pref.id}/pay?status=approved"><button>Pagar</button></form>
<form method="post" action="/checkout/${pref.id}/pay?status=rejected"><button>Rechazar pago</button></form>
</body></html>`
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const path = url.pathname
    const idempotencyKey = typeof req.headers['x-idempotency-key'] === 'string' ? req.headers['x-idempotency-key'] : undefined
    const body = await readBody(req)

    // Mercado Pago's own pages (the shopper's browser): no token.
    const page = path.match(/^\/checkout\/(123456-[\w-]+)(\/pay)?$/)
    if (page && (req.method === 'GET' || req.method === 'POST')) {
      const pref = preferences.get(page[1]!)
      if (!pref) return json(res, 404, { message: 'preference not found' })
      if (!page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return void res.end(checkoutPage(pref))
      }
      const status = url.searchParams.get('status') === 'rejected' ? 'rejected' : 'approved'
      const payment = payPreference(pref.id, status)
      await notify(payment.id, pref.body.notification_url).catch(() => undefined)
      const back = new URL(status === 'approved' ? pref.body.back_urls.success : pref.body.back_urls.failure)
      for (const [k, v] of Object.entries({
        collection_id: String(payment.id),
        collection_status: status,
        payment_id: String(payment.id),
        status,
        external_reference: pref.body.external_reference,
        payment_type: 'credit_card',
        preference_id: pref.id,
      }))
        back.searchParams.set(k, v)
      res.writeHead(303, { location: back.toString() })
      return void res.end()
    }

    requests.push({ method: req.method ?? '', path, idempotencyKey })
    if (req.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) return json(res, 401, { message: 'invalid access token' })
    const fault = faults.find((f) => f.times > 0 && path.startsWith(f.prefix))
    if (fault) {
      fault.times--
      if (fault.fault === 'timeout') {
        hanging.add(res)
        return
      }
      return json(res, fault.fault, { message: 'internal_error' })
    }

    if (req.method === 'POST' && path === '/checkout/preferences') {
      if (!idempotencyKey) return json(res, 400, { message: 'X-Idempotency-Key required' })
      const known = byPreferenceKey.get(idempotencyKey)
      if (known) return json(res, 201, { id: known, init_point: preferences.get(known)!.init_point })
      const request = JSON.parse(body) as MpPreferenceRequest
      const id = `123456-${randomUUID()}`
      const pref: StoredPreference = { id, init_point: `${standIn.url}/checkout/${id}`, body: request, idempotencyKey }
      preferences.set(id, pref)
      byPreferenceKey.set(idempotencyKey, id)
      return json(res, 201, { id, init_point: pref.init_point, sandbox_init_point: pref.init_point })
    }
    if (req.method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference')
      const results = [...payments.values()].filter((p) => reference === null || p.external_reference === reference)
      return json(res, 200, { results, paging: { total: results.length, limit: 50, offset: 0 } })
    }
    const one = path.match(/^\/v1\/payments\/(\d+)(\/refunds)?$/)
    if (one) {
      const payment = payments.get(Number(one[1]))
      if (!payment) return json(res, 404, { message: 'Payment not found', status: 404 })
      if (req.method === 'GET' && !one[2]) return json(res, 200, payment)
      if (req.method === 'POST' && one[2]) {
        if (!idempotencyKey) return json(res, 400, { message: 'X-Idempotency-Key required' })
        if (refundsByKey.has(idempotencyKey)) return json(res, 201, refundsByKey.get(idempotencyKey))
        if (payment.status !== 'approved') return json(res, 400, { message: 'Payment not refundable' })
        const asked = body.trim() ? (JSON.parse(body) as { amount?: number }).amount : undefined
        const left = cents(payment.transaction_amount ?? 0) - cents(payment.transaction_amount_refunded ?? 0)
        const amount = asked === undefined ? left : cents(asked)
        if (amount <= 0 || amount > left) return json(res, 400, { message: 'Invalid refund amount' })
        payment.transaction_amount_refunded = (cents(payment.transaction_amount_refunded ?? 0) + amount) / 100
        if (amount === left) {
          payment.status = 'refunded'
          payment.status_detail = 'refunded'
        } else payment.status_detail = 'partially_refunded'
        const refund = { id: nextRefundId++, payment_id: payment.id, amount: amount / 100, status: 'approved' }
        refundsByKey.set(idempotencyKey, refund)
        return json(res, 201, refund)
      }
    }
    return json(res, 404, { message: 'resource not found' })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const standIn: MercadoPagoStandIn = {
    url: `http://127.0.0.1:${port}`,
    env: {},
    preferences,
    payments,
    requests,
    failNext: (prefix, fault, times = 1) => void faults.push({ prefix, fault, times }),
    createPayment,
    payPreference,
    setStatus(id, status, detail = '') {
      const p = payments.get(id)
      if (!p) throw new Error(`no payment ${id}`)
      p.status = status
      p.status_detail = detail
      if (status === 'approved') p.date_approved = new Date().toISOString()
    },
    notify,
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  standIn.env = envFor(standIn)
  return standIn
}
