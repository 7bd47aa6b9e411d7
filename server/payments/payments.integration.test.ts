/**
 * Paying orders against a stand-in of Mercado Pago's HTTP API (tests/setup/mercadopago-stand-in.ts),
 * through the store's HTTP routes, on both databases: the preference built from the stored order,
 * Mercado Pago failing when it is created, signed notifications (forged, replayed, unsigned,
 * malformed, another store's reference, one centavo off, out of order, before the order
 * committed), the reconciliation and its back-off, the 30-day expiry, staff refunds and transfers.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts'
import {
  auditLog,
  emailOutbox,
  orderPaymentHistory,
  orderPayments,
  orders,
  paymentMismatches,
  paymentNotifications,
  payments,
  users,
} from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { signNotification } from '#server/payments/notification-signature.ts'
import { startMercadoPagoStandIn, STAND_IN_SECRET, type MercadoPagoStandIn } from '#tests/setup/mercadopago-stand-in.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const ORIGIN = 'https://tienda.example'

function product(sku: string, prices: number[]): ProductInput {
  return {
    sku,
    name: `Producto ${sku} EAN: 7791234567890`,
    stock: 50,
    category: 'Test',
    sub_category: 'test',
    brand: 'Marca',
    white_line: 0,
    img_url: '',
    img_urls: [],
    price_list_1: prices[0]!,
    price_list_2: prices[1]!,
    price_list_3: prices[2]!,
    price_list_4: prices[3]!,
    price_list_5: prices[4]!,
    price_list_6: prices[5]!,
    tax_percentage: 21,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
  }
}

function orderBody(email: string, list: number, quantity = 2) {
  return {
    datos_de_orden: {
      client_email: email,
      datos_cliente: {
        nombre_completo: 'Ana Pérez',
        dni: '30111222',
        direccion: 'Av. Rivadavia 100',
        location: 'CABA',
        cp: '1406',
        celular: '1155554444',
        email,
      },
      productos: [
        { sku: 'P-A', cantidad_seleccionada: quantity },
        { sku: 'P-B', cantidad_seleccionada: 1 },
      ],
      // 9410 (Ushuaia) is in "Resto del país", a cotizar: no shipping line, the total is the products'.
      opcion_de_entrega: { retira_en_local: false, cp: '9410', direccion: 'Gurruchaga 100' },
      abona_en: list,
    },
  }
}

describe.each(databaseKinds)('payments on %s', (kind) => {
  let store: TestStore
  let mp: MercadoPagoStandIn
  let webhook: string
  let ana: { id: number; token: string; email: string }
  let beto: { id: number; token: string; email: string }
  let admin: SignedStaff
  let ventas: SignedStaff

  const db = () => store.database.db
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const count = async (
    table:
      typeof payments | typeof emailOutbox | typeof orderPaymentHistory | typeof paymentMismatches | typeof paymentNotifications,
  ) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n

  async function place(who: typeof ana, list: number, quantity = 2) {
    const placed = await store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: auth(who.token),
      payload: orderBody(who.email, list, quantity),
    })
    expect(placed.statusCode, placed.body).toBe(200)
    return placed.json<{ movimiento_numero: string; order_id: number; total: number }>()
  }
  const checkout = (who: typeof ana, orderId: number) =>
    store.app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/checkout`, headers: auth(who.token) })
  const paymentState = async (orderId: number) =>
    (await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId)))[0]?.state ?? 'sin_pagar'
  const paymentRows = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId))
  /** Every queued notification looked at, as the worker does. */
  const settle = async () => {
    await store.services.payments.processNotifications()
  }
  const preferenceOf = (url: string) => mp.preferences.get(url.split('/').pop()!)!

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn()
    store = await createTestStore(kind, { seed: false, env: { ...mp.env, PUBLIC_URL: ORIGIN, ORDERS_PER_HOUR: '100' } })
    await productsRepository(db()).insertMany([
      product('P-A', [1000, 900, 1100, 1200, 1300, 1400]),
      product('P-B', [250.5, 200.25, 270, 280, 290, 300]),
    ])
    const make = async (email: string) => {
      const [row] = await db().insert(users).values({ email, fullname: 'Ana Pérez' }).returning({ id: users.id })
      return { id: row!.id, email, token: await store.services.tokens.sign({ userId: row!.id, email }) }
    }
    ana = await make('ana@example.com')
    beto = await make('beto@example.com')
    admin = await addSignedStaff(store, 'admin@staff.test', 'admin')
    ventas = await addSignedStaff(store, 'ventas@staff.test', 'ventas')
    const address = await store.app.listen({ port: 0, host: '127.0.0.1' })
    webhook = `${address}/api/payments/mercadopago/webhook?source_news=webhooks`
  })
  afterAll(async () => {
    await store?.close()
    await mp?.close()
  })

  it('builds the preference from the stored order: its lines at the list prices, instalments of the list, payer, ways back, webhook', async () => {
    const order = await place(ana, 4) // 6 cuotas fijas: 2 × 1200 + 280
    expect(order.total).toBe(2680)
    const answer = await checkout(ana, order.order_id)
    expect(answer.statusCode, answer.body).toBe(200)
    const { url } = answer.json<{ url: string }>()
    expect(url).toMatch(new RegExp(`^${mp.url}/checkout/`))
    const pref = preferenceOf(url)
    expect(pref.body).toMatchObject({
      items: [
        { id: 'P-A', title: 'Producto P-A', quantity: 2, unit_price: 1200, currency_id: 'ARS' },
        { id: 'P-B', title: 'Producto P-B', quantity: 1, unit_price: 280, currency_id: 'ARS' },
      ],
      payer: { email: 'ana@example.com', name: 'Ana Pérez', identification: { type: 'DNI', number: '30111222' } },
      back_urls: {
        success: `${ORIGIN}/api/payments/return`,
        failure: `${ORIGIN}/api/payments/return`,
        pending: `${ORIGIN}/api/payments/return`,
      },
      auto_return: 'approved',
      notification_url: `${ORIGIN}/api/payments/mercadopago/webhook?source_news=webhooks`,
      statement_descriptor: 'TECNOHOGAR',
      external_reference: order.movimiento_numero,
      expires: true,
      payment_methods: { installments: 6, default_installments: 6 },
    })
    expect(Date.parse(pref.body.expiration_date_to) - Date.parse(pref.body.expiration_date_from)).toBe(72 * 3600_000)
    expect(pref.idempotencyKey).toBe(`tecnohogar-preference-${order.order_id}-268000-primera`)
    // Asked again: the same preference, no second call to Mercado Pago.
    const calls = mp.requests.length
    expect((await checkout(ana, order.order_id)).json()).toEqual({ url })
    expect(mp.requests.length).toBe(calls)
    // Someone else's order is an unknown one.
    expect((await checkout(beto, order.order_id)).statusCode).toBe(404)
  })

  it('Mercado Pago answering 500 or not answering: a Spanish 503, the order stays placed and unpaid; a retry works with the same key', async () => {
    const order = await place(ana, 1)
    mp.failNext('/checkout/preferences', 500)
    const failed = await checkout(ana, order.order_id)
    expect(failed.statusCode).toBe(503)
    expect(failed.json()).toEqual({ message: PAYMENT_MESSAGES.providerDown })
    mp.failNext('/checkout/preferences', 'timeout')
    const timedOut = await checkout(ana, order.order_id)
    expect(timedOut.statusCode).toBe(503)
    expect(timedOut.json()).toEqual({ message: PAYMENT_MESSAGES.providerDown })
    const [row] = await db().select().from(orders).where(eq(orders.id, order.order_id))
    expect(row).toBeDefined()
    expect(await paymentState(order.order_id)).toBe('sin_pagar')
    const retried = await checkout(ana, order.order_id)
    expect(retried.statusCode).toBe(200)
    const keys = mp.requests
      .filter((r) => r.path === '/checkout/preferences' && r.idempotencyKey?.includes(`-${order.order_id}-`))
      .map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
  })

  it('a signed notification of an approved payment records it once: pagado, history, the shopper e-mailed; a replay changes nothing', async () => {
    const order = await place(ana, 3)
    const { url } = (await checkout(ana, order.order_id)).json<{ url: string }>()
    const payment = mp.payPreference(preferenceOf(url).id)
    const mailsBefore = await count(emailOutbox)
    const answer = await mp.notify(payment.id, webhook, { requestId: 'req-approved-1', ts: '1764000000' })
    expect(answer.status).toBe(200)
    await expect.poll(() => paymentState(order.order_id)).toBe('pagado')
    const [row] = await paymentRows(order.order_id)
    expect(row).toMatchObject({
      provider: 'mercadopago',
      providerPaymentId: String(payment.id),
      status: 'approved',
      amount: order.total,
      instalments: 3,
      method: 'visa',
    })
    expect(await count(emailOutbox)).toBe(mailsBefore + 1)
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-approved'))
    expect(mail!.recipients).toEqual(['ana@example.com'])
    expect(mail!.subject).toContain(order.movimiento_numero)

    const history = await count(orderPaymentHistory)
    // The same notification again, and again with a new request id: nothing new.
    expect((await mp.notify(payment.id, webhook, { requestId: 'req-approved-1', ts: '1764000000' })).status).toBe(200)
    expect((await mp.notify(payment.id, webhook)).status).toBe(200)
    await settle()
    expect(await paymentRows(order.order_id)).toHaveLength(1)
    expect(await count(orderPaymentHistory)).toBe(history)
    expect(await count(emailOutbox)).toBe(mailsBefore + 1)

    // Out of order: a late 'pending' never overwrites 'approved'.
    mp.setStatus(payment.id, 'pending', 'pending_waiting_payment')
    expect((await mp.notify(payment.id, webhook)).status).toBe(200)
    await settle()
    expect(await paymentState(order.order_id)).toBe('pagado')
    expect((await paymentRows(order.order_id))[0]!.status).toBe('approved')
    mp.setStatus(payment.id, 'approved', 'accredited')
  })

  it('unsigned, forged or malformed notifications: 401 or 400, nothing queued or recorded', async () => {
    const order = await place(ana, 1)
    const { url } = (await checkout(ana, order.order_id)).json<{ url: string }>()
    const payment = mp.payPreference(preferenceOf(url).id)
    const queued = await count(paymentNotifications)
    const before = await count(payments)
    const post = (query: string, headers: Record<string, string>) =>
      store.app.inject({
        method: 'POST',
        url: `/api/payments/mercadopago/webhook?${query}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: { type: 'payment', data: { id: String(payment.id) } },
      })
    const q = `data.id=${payment.id}&type=payment`
    const unsigned = await post(q, { 'x-request-id': 'r1' })
    expect(unsigned.statusCode).toBe(401)
    expect(unsigned.json()).toEqual({ message: PAYMENT_MESSAGES.badSignature })
    // signed with another secret
    expect(
      (
        await post(q, {
          'x-request-id': 'r1',
          'x-signature': signNotification('otra-clave-secreta-cualquiera', String(payment.id), 'r1', '1'),
        })
      ).statusCode,
    ).toBe(401)
    // a valid signature of another payment id, another request id, another ts
    expect(
      (await post(q, { 'x-request-id': 'r1', 'x-signature': signNotification(STAND_IN_SECRET, '1', 'r1', '1') })).statusCode,
    ).toBe(401)
    expect(
      (await post(q, { 'x-request-id': 'r2', 'x-signature': signNotification(STAND_IN_SECRET, String(payment.id), 'r1', '1') }))
        .statusCode,
    ).toBe(401)
    const good = signNotification(STAND_IN_SECRET, String(payment.id), 'r1', '1')
    expect((await post(q, { 'x-request-id': 'r1', 'x-signature': good.replace('ts=1', 'ts=2') })).statusCode).toBe(401)
    // the id in the body is not what is signed: data.id comes from the query string
    expect((await post('type=payment', { 'x-request-id': 'r1', 'x-signature': good })).statusCode).toBe(401)
    expect((await post(q, { 'x-request-id': 'r1', 'x-signature': 'ts=1,v1=zz' })).statusCode).toBe(401)
    expect((await post(q, { 'x-request-id': 'r1', 'x-signature': `ts=1,v1=${'0'.repeat(64)}` })).statusCode).toBe(401)
    // signed, but not a payment id
    const malformed = await post('data.id=abc&type=payment', {
      'x-request-id': 'r1',
      'x-signature': signNotification(STAND_IN_SECRET, 'abc', 'r1', '1'),
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ message: PAYMENT_MESSAGES.badNotification })
    expect(await count(paymentNotifications)).toBe(queued)
    expect(await count(payments)).toBe(before)
    expect(await paymentState(order.order_id)).toBe('sin_pagar')
  })

  it('another store’s reference, another currency and one centavo off are kept as mismatches, never as paid', async () => {
    const order = await place(beto, 1)
    const mismatches = await count(paymentMismatches)
    const foreign = mp.createPayment({ external_reference: 'OTRA-TIENDA-77', transaction_amount: order.total })
    const dollars = mp.createPayment({
      external_reference: order.movimiento_numero,
      transaction_amount: order.total,
      currency_id: 'USD',
    })
    const centavo = mp.createPayment({
      external_reference: order.movimiento_numero,
      transaction_amount: Math.round(order.total * 100 - 1) / 100,
    })
    for (const p of [foreign, dollars, centavo, centavo]) expect((await mp.notify(p.id, webhook)).status).toBe(200)
    await settle()
    await expect.poll(() => count(paymentMismatches)).toBe(mismatches + 3)
    const kept = await db().select().from(paymentMismatches)
    expect(kept.find((m) => m.providerPaymentId === String(foreign.id))!.reason).toBe(
      'La referencia no es un pedido de esta tienda',
    )
    expect(kept.find((m) => m.providerPaymentId === String(dollars.id))!.reason).toBe('La moneda no es ARS')
    expect(kept.find((m) => m.providerPaymentId === String(centavo.id))!.reason).toBe('El importe no coincide con el del pedido')
    expect(await paymentRows(order.order_id)).toHaveLength(0)
    expect(await paymentState(order.order_id)).toBe('sin_pagar')
    const listed = await store.app.inject({
      method: 'GET',
      url: '/api/admin/payments/mismatches',
      headers: { cookie: ventas.cookie },
    })
    expect(listed.statusCode).toBe(200)
    expect(listed.json<unknown[]>().length).toBeGreaterThanOrEqual(3)
  })

  it('a notification that arrives before its order committed is looked at again and recorded once the order is there', async () => {
    const next =
      (
        await db()
          .select({ n: sql<number>`coalesce(max(movement), 0)::int` })
          .from(orders)
      )[0]!.n + 1
    const reference = String(next).padStart(8, '0')
    const early = mp.createPayment({ external_reference: reference, transaction_amount: 2000.25 }) // list 2: 2 × 900 + 200.25
    expect((await mp.notify(early.id, webhook)).status).toBe(200)
    await settle()
    const [queued] = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.providerPaymentId, String(early.id)))
    expect(queued?.lastError).toBe('pedido aún no visible')
    const order = await place(ana, 2, 2) // 2 × 900 + 200.25 = 2000.25
    expect(order.movimiento_numero).toBe(reference)
    await expect
      .poll(
        async () => {
          await settle()
          return paymentState(order.order_id)
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('pagado')
    expect(await paymentRows(order.order_id)).toHaveLength(1)
    expect(
      await db()
        .select()
        .from(paymentMismatches)
        .where(eq(paymentMismatches.providerPaymentId, String(early.id))),
    ).toHaveLength(0)
  })

  it('a payment whose notification was never recorded (the store stopped, Mercado Pago failed) is found by the reconciliation, once', async () => {
    const order = await place(beto, 1, 1)
    const { url } = (await checkout(beto, order.order_id)).json<{ url: string }>()
    const payment = mp.payPreference(preferenceOf(url).id)
    // The webhook answered, then fetching the payment failed (as if the process had stopped there).
    mp.failNext(`/v1/payments/${payment.id}`, 500)
    expect((await mp.notify(payment.id, webhook)).status).toBe(200)
    await settle()
    expect(await paymentRows(order.order_id)).toHaveLength(0)
    // The notification queue is lost too (say, never written): only the reconciliation is left.
    await db().delete(paymentNotifications)
    // Not due yet: the reconciliation waits a minute after the preference.
    expect((await store.services.paymentReconciliation.run()).checked).toBe(0)
    await db()
      .update(orderPayments)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(orderPayments.orderId, order.order_id))
    // Two instances at once: each order is asked about once.
    const searches = () => mp.requests.filter((r) => r.path === '/v1/payments/search').length
    const before = searches()
    const [one, two] = await Promise.all([store.services.paymentReconciliation.run(), store.services.paymentReconciliation.run()])
    expect(one.checked + two.checked).toBeGreaterThanOrEqual(1)
    expect(searches() - before).toBe(one.checked + two.checked)
    expect(await paymentState(order.order_id)).toBe('pagado')
    expect(await paymentRows(order.order_id)).toHaveLength(1)
    // Backed off: not asked again right away.
    const [row] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order.order_id))
    expect(row!.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 30_000)
  })

  it('a pending payment older than 30 days makes the order vencido; money arriving later still counts', async () => {
    const order = await place(ana, 2, 1)
    const { url } = (await checkout(ana, order.order_id)).json<{ url: string }>()
    const ticket = mp.payPreference(preferenceOf(url).id, 'pending')
    await mp.notify(ticket.id, webhook)
    await expect.poll(() => paymentState(order.order_id)).toBe('pendiente')
    await db()
      .update(orders)
      .set({ date: sql`now() - interval '31 days'` })
      .where(eq(orders.id, order.order_id))
    expect((await store.services.paymentReconciliation.run()).expired).toBeGreaterThanOrEqual(1)
    expect(await paymentState(order.order_id)).toBe('vencido')
    const [last] = await db()
      .select()
      .from(orderPaymentHistory)
      .where(and(eq(orderPaymentHistory.orderId, order.order_id), eq(orderPaymentHistory.state, 'vencido')))
    expect(last!.actor).toBe('conciliación')
    mp.setStatus(ticket.id, 'approved', 'accredited')
    await mp.notify(ticket.id, webhook)
    await expect.poll(() => paymentState(order.order_id)).toBe('pagado')
  })

  it('back from Checkout Pro, the store asks Mercado Pago itself and sends the shopper to Mis pedidos', async () => {
    const order = await place(beto, 3, 1)
    const { url } = (await checkout(beto, order.order_id)).json<{ url: string }>()
    const payment = mp.payPreference(preferenceOf(url).id, 'rejected')
    const back = await store.app.inject({
      method: 'GET',
      url: `/api/payments/return?payment_id=${payment.id}&status=approved&external_reference=${order.movimiento_numero}`,
    })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/myaccount/orders?pago=${order.movimiento_numero}`)
    // What the query string claimed ('approved') is not believed: Mercado Pago said rejected.
    expect(await paymentState(order.order_id)).toBe('rechazado')
    const mine = await store.app.inject({ method: 'GET', url: '/api/payments/orders', headers: auth(beto.token) })
    const block = mine.json<{ online: boolean; orders: { order_id: number; state: string; can_pay_online: boolean }[] }>()
    expect(block.online).toBe(true)
    expect(block.orders.find((o) => o.order_id === order.order_id)).toMatchObject({ state: 'rechazado', can_pay_online: true })
    // Retry after a rejection: a new preference.
    const again = await checkout(beto, order.order_id)
    expect(again.statusCode).toBe(200)
    expect(again.json<{ url: string }>().url).not.toBe(url)
    const garbage = await store.app.inject({ method: 'GET', url: '/api/payments/return?payment_id=../../x' })
    expect(garbage.statusCode).toBe(303)
    expect(garbage.headers.location).toBe('/myaccount/orders')
  })

  it('refunds: admins only, partial then the rest, audited, the state follows what Mercado Pago confirms', async () => {
    const order = await place(ana, 1, 1) // 1000 + 250.5
    const { url } = (await checkout(ana, order.order_id)).json<{ url: string }>()
    const payment = mp.payPreference(preferenceOf(url).id)
    await mp.notify(payment.id, webhook)
    await expect.poll(() => paymentState(order.order_id)).toBe('pagado')
    const refund = (who: SignedStaff, body: object) =>
      store.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${payment.id}/refund`,
        headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
        payload: body,
      })
    expect((await refund(ventas, { amount: 100 })).statusCode).toBe(403)
    const tooMuch = await refund(admin, { amount: 5000 })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json()).toEqual({ message: PAYMENT_MESSAGES.refundAmount })
    const partial = await refund(admin, { amount: 250.5 })
    expect(partial.statusCode, partial.body).toBe(200)
    expect(partial.json()).toMatchObject({ payment: { status: 'approved', refunded: 250.5 } })
    expect(await paymentState(order.order_id)).toBe('pagado')
    const rest = await refund(admin, {})
    expect(rest.statusCode, rest.body).toBe(200)
    expect(rest.json()).toMatchObject({ payment: { status: 'refunded', refunded: 1250.5 } })
    expect(await paymentState(order.order_id)).toBe('reembolsado')
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'payment.refunded'))
    expect(audits.filter((a) => a.entityId === String(payment.id))).toHaveLength(2)
    const keys = mp.requests.filter((r) => r.path.endsWith('/refunds')).map((r) => r.idempotencyKey)
    expect(keys).toContain(`tecnohogar-refund-${payment.id}-0-25050`)
    const view = await store.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.movimiento_numero}/payments`,
      headers: { cookie: ventas.cookie },
    })
    expect(view.json()).toMatchObject({
      state: 'reembolsado',
      payments: [{ id: String(payment.id), method: 'visa', instalments: 1, amount: 1250.5, refunded: 1250.5 }],
    })
  })

  it('bank transfer: the seller’s account shown, the receipt uploaded by its owner, the staff mark the payment received', async () => {
    const order = await place(beto, 2, 1)
    const mine = await store.app.inject({ method: 'GET', url: '/api/payments/orders', headers: auth(beto.token) })
    const block = mine
      .json<{
        orders: {
          order_id: number
          amount: number
          transfer: { account: { cbu: string; alias: string }; receipt_sent: boolean } | null
        }[]
      }>()
      .orders.find((o) => o.order_id === order.order_id)!
    expect(block.amount).toBe(order.total)
    // The receipt e-mail names the account and the amount too.
    const receipts = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-receipt'))
    const receiptMail = receipts.find((m) => m.subject.includes(order.movimiento_numero))!
    expect(receiptMail.text).toContain('CBU: 0110599520000001234567')
    expect(receiptMail.text).toContain('Alias: TECNOHOGAR.PAGOS')
    expect(receiptMail.html).toContain('TECNOHOGAR.PAGOS')
    const cardReceipt = receipts.find((m) => !m.subject.includes(order.movimiento_numero))
    expect(cardReceipt?.text ?? '').not.toContain('CBU:')
    expect(block.transfer).toMatchObject({
      account: { cbu: expect.stringMatching(/^\d{22}$/), alias: expect.any(String) },
      receipt_sent: false,
    })
    const upload = (token: string, bytes: Buffer, name = 'comprobante.pdf') => {
      const boundary = '----receipt'
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      return store.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.order_id}/receipt`,
        headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      })
    }
    const notPdf = await upload(beto.token, Buffer.from('<html>no</html>'))
    expect(notPdf.statusCode).toBe(400)
    expect(notPdf.json()).toEqual({ message: PAYMENT_MESSAGES.receiptType })
    expect((await upload(ana.token, Buffer.from('%PDF-1.4 x'))).statusCode).toBe(404)
    const tooBig = await upload(beto.token, Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(10 * 1024 * 1024)]))
    expect(tooBig.statusCode).toBe(413)
    const ok = await upload(beto.token, Buffer.from('%PDF-1.4 comprobante'))
    expect(ok.statusCode, ok.body).toBe(200)
    const receipt = await store.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.movimiento_numero}/payment-receipt`,
      headers: { cookie: ventas.cookie },
    })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toBe('application/pdf')
    expect(receipt.body).toBe('%PDF-1.4 comprobante')
    const mark = () =>
      store.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.movimiento_numero}/payment-received`,
        headers: { cookie: ventas.cookie, 'x-csrf-token': ventas.csrf },
        payload: { note: 'Acreditada en el banco' },
      })
    const marked = await mark()
    expect(marked.statusCode, marked.body).toBe(200)
    expect(await paymentState(order.order_id)).toBe('pagado')
    expect((await mark()).statusCode).toBe(409)
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'payment.received'))
    expect(audits.some((a) => a.entityId === order.movimiento_numero)).toBe(true)
  })
  it('the back office filters orders by payment state', async () => {
    const list = (pago: string) =>
      store.services.adminOrders.list({ q: '', page: 1, state: '', from: '', to: '', pago } as Parameters<
        typeof store.services.adminOrders.list
      >[0])
    const paid = await list('pagado')
    expect(paid.rows.length).toBeGreaterThan(0)
    for (const row of paid.rows) expect(await paymentState(row.id)).toBe('pagado')
    const unpaid = await list('sin_pagar')
    expect(unpaid.rows.length).toBeGreaterThan(0)
    for (const row of unpaid.rows) expect(await paymentState(row.id)).toBe('sin_pagar')
    const states = await store.services.adminPayments.statesOf(paid.rows.map((r) => r.id))
    expect([...states.values()].every((s) => s === 'pagado')).toBe(true)
  })
})

describe('without Mercado Pago configured', () => {
  it('the store works as before: no online payment, webhook unknown', async () => {
    const store = await createTestStore('pglite', { seed: false })
    try {
      expect(store.services.payments.onlineEnabled).toBe(false)
      const hook = await store.app.inject({
        method: 'POST',
        url: '/api/payments/mercadopago/webhook?data.id=1&type=payment',
        payload: {},
      })
      expect(hook.statusCode).toBe(404)
    } finally {
      await store.close()
    }
  })
})
