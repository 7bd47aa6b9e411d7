/**
 * `npm run bench -- --payments [--postgres URL | --no-postgres]`: the payments' figures alone
 * (docs/decisions/046), against the Mercado Pago stand-in of the tests, on the embedded database and
 * on PostgreSQL:
 *
 * - placing an order and creating its Checkout Pro preference, one after the other, 100 times:
 *   p50 and p99 of the pair;
 * - 200 signed notifications of 100 approved payments (each sent twice, shuffled, 10 at a time,
 *   through the store's HTTP port): notifications answered per second, the time until every payment
 *   is recorded, and a check that each payment was recorded exactly once.
 *
 * Written to docs/bench-payments.json and printed.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { paymentNotifications, payments, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { startMercadoPagoStandIn } from '#tests/setup/mercadopago-stand-in.ts'
import { createTestStore, type DatabaseKind } from '#tests/setup/test-store.ts'

const ORDERS = 100
const CONCURRENCY = 10

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

export interface PaymentBenchFigures {
  database: DatabaseKind
  orders: number
  placeAndPreferenceMs: { p50: number; p99: number; max: number }
  notifications: number
  notificationsPerSecond: number
  allRecordedMs: number
  paymentsRecorded: number
  recordedExactlyOnce: boolean
}

async function measure(kind: DatabaseKind): Promise<PaymentBenchFigures> {
  const mp = await startMercadoPagoStandIn()
  const store = await createTestStore(kind, {
    seed: false,
    env: { ...mp.env, ORDERS_PER_HOUR: '10000', PUBLIC_URL: 'https://tienda.example' },
  })
  try {
    const db = store.database.db
    await productsRepository(db).insertMany([
      {
        sku: 'BENCH-1',
        name: 'Producto de prueba',
        stock: 100_000,
        category: 'Bench',
        sub_category: 'bench',
        brand: 'Marca',
        white_line: 0,
        img_url: '',
        img_urls: [],
        price_list_1: 1000,
        price_list_2: 900,
        price_list_3: 1100,
        price_list_4: 1200,
        price_list_5: 1300,
        price_list_6: 1400,
        tax_percentage: 21,
        week_views: 0,
        descriptions: null,
        specifications: null,
        faq: null,
      },
    ])
    const [user] = await db.insert(users).values({ email: 'bench@example.com', fullname: 'Bench' }).returning({ id: users.id })
    const token = await store.services.tokens.sign({ userId: user!.id, email: 'bench@example.com' })
    const headers = { authorization: `Bearer ${token}` }
    const body = {
      datos_de_orden: {
        client_email: 'bench@example.com',
        datos_cliente: {
          nombre_completo: 'Bench',
          dni: '30111222',
          direccion: 'Calle 1',
          location: 'CABA',
          cp: '1406',
          celular: '1155554444',
          email: 'bench@example.com',
        },
        productos: [{ sku: 'BENCH-1', cantidad_seleccionada: 1 }],
        opcion_de_entrega: { retira_en_local: true, cp: '---', direccion: '---' },
        abona_en: 3,
      },
    }
    const durations: number[] = []
    const preferenceIds: string[] = []
    for (let i = 0; i < ORDERS; i++) {
      const started = performance.now()
      const placed = await store.app.inject({ method: 'POST', url: '/api/page/sendOrderEmail', headers, payload: body })
      if (placed.statusCode !== 200) throw new Error(`order ${i}: ${placed.statusCode} ${placed.body}`)
      const id = placed.json<{ order_id: number }>().order_id
      const pay = await store.app.inject({ method: 'POST', url: `/api/payments/orders/${id}/checkout`, headers })
      if (pay.statusCode !== 200) throw new Error(`checkout ${i}: ${pay.statusCode} ${pay.body}`)
      durations.push(performance.now() - started)
      preferenceIds.push(pay.json<{ url: string }>().url.split('/').pop()!)
    }
    durations.sort((a, b) => a - b)

    const address = await store.app.listen({ port: 0, host: '127.0.0.1' })
    const webhook = `${address}/api/payments/mercadopago/webhook?source_news=webhooks`
    const paid = preferenceIds.map((id) => mp.payPreference(id))
    const queue = shuffle([...paid, ...paid].map((p) => p.id))
    const sent = queue.length
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          const answer = await mp.notify(id, webhook)
          if (answer.status !== 200) throw new Error(`notification ${id}: ${answer.status}`)
        }
      }),
    )
    const answeredMs = performance.now() - started
    for (;;) {
      await store.services.payments.processNotifications()
      const [left] = await db.select({ n: count() }).from(paymentNotifications)
      if (left!.n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const allRecordedMs = performance.now() - started
    const [recorded] = await db.select({ n: count() }).from(payments).where(eq(payments.provider, 'mercadopago'))
    return {
      database: kind,
      orders: ORDERS,
      placeAndPreferenceMs: {
        p50: Math.round(percentile(durations, 50) * 10) / 10,
        p99: Math.round(percentile(durations, 99) * 10) / 10,
        max: Math.round(durations.at(-1)! * 10) / 10,
      },
      notifications: sent,
      notificationsPerSecond: Math.round((sent / answeredMs) * 1000),
      allRecordedMs: Math.round(allRecordedMs),
      paymentsRecorded: recorded!.n,
      recordedExactlyOnce: recorded!.n === paid.length,
    }
  } finally {
    await store.close()
    await mp.close()
  }
}

export async function runPaymentsBench(options: { postgresUrl: string | undefined; out: string }): Promise<void> {
  const kinds: DatabaseKind[] = ['pglite']
  if (options.postgresUrl) {
    process.env.TEST_DATABASE_URL = options.postgresUrl
    kinds.push('postgres')
  }
  const figures: PaymentBenchFigures[] = []
  for (const kind of kinds) {
    console.log(`[bench] payments on ${kind}…`)
    const result = await measure(kind)
    console.log(`[bench] ${JSON.stringify(result)}`)
    figures.push(result)
  }
  writeFileSync(options.out, `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`)
  console.log(`[bench] written ${path.relative(process.cwd(), options.out)}`)
}
