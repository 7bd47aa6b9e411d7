/**
 * Back-in-stock alerts through HTTP on both databases: the request's answers and limits, the
 * double opt-in, one-click unsubscribe, a restock by the back office's quick edit and by an
 * import, oldest first per unit, stock read again at send time, delivery to a local SMTP server
 * with RFC 8058's headers, SMTP down then back, and two instances on one PostgreSQL.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_EMAIL_MESSAGE } from '#domain/forms/messages.ts'
import { STOCK_ALERT_MESSAGES } from '#domain/forms/stock-alert.ts'
import { restockRecipients } from '#domain/shopper-lists/stock-alerts.ts'
import { openDatabase } from '#server/db/database.ts'
import { emailOutbox, productRestocks, products, stockAlertRequests } from '#server/db/schema/index.ts'
import { insertProducts } from '#server/catalogue/catalogue-writer.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { createMailTransport } from '#server/mail/mail-transport.ts'
import { withBodies } from '#server/mail/outbox-repository.ts'
import { startOutboxSender } from '#server/mail/outbox-sender.ts'
import { headerOf, startSmtpCatcher } from '#tests/setup/smtp-catcher.ts'
import { addSignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { stockAlertRepository } from './stock-alert-repository.ts'
import { STOCK_ALERT_RATE_LIMITS, stockAlertService } from './stock-alert-service.ts'

let serial = 0
const nextAddress = () => `198.51.100.${(serial += 1) % 250}`

describe.each(databaseKinds)('stock alerts on %s', (kind) => {
  let store: TestStore
  let ids: Record<string, number>

  const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
    store.app.inject({ method: 'POST', url, payload, remoteAddress })
  const ask = (productId: number, email: string, remoteAddress?: string) =>
    post('/api/stock-alerts', { product_id: productId, email }, remoteAddress)
  const requests = (productId: number) => stockAlertRepository(store.database.db).ofProduct(productId)
  // as the sender composes them: a restock's alerts share one body (outbox-repository.ts withBodies)
  const mails = async (kinds: string[]) =>
    withBodies(
      store.database.db,
      await store.database.db.select().from(emailOutbox).where(inArray(emailOutbox.kind, kinds)).orderBy(asc(emailOutbox.id)),
    )
  const tokenOf = (html: string, what: 'confirmar' | 'baja') => new RegExp(`#${what}=([A-Za-z0-9_-]{43})`).exec(html)?.[1] ?? ''
  const setStock = (id: number, stock: number) => store.database.db.update(products).set({ stock }).where(eq(products.id, id))

  /** Asks and confirms for each e-mail, in order, so the first is the oldest. */
  async function subscribe(productId: number, emails: string[]): Promise<void> {
    for (const email of emails) {
      expect((await ask(productId, email)).statusCode).toBe(200)
      const [message] = (await mails(['stock-alert-confirm'])).filter((m) => m.recipients[0] === email).slice(-1)
      const confirmed = await post('/api/stock-alerts/confirm', { token: tokenOf(message!.html, 'confirmar') })
      expect(confirmed.statusCode).toBe(200)
      // distinct request times, so 'oldest first' is well defined on a fast machine
      await store.database.db
        .update(stockAlertRequests)
        .set({ createdAt: sql`${stockAlertRequests.createdAt} - make_interval(secs => ${1000 - emails.indexOf(email)})` })
        .where(eq(stockAlertRequests.email, email))
    }
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { PUBLIC_URL: 'https://tienda.example' } })
    const skus = ['EMPTY-1', 'EMPTY-2', 'EMPTY-3', 'EMPTY-4', 'EMPTY-5', 'EMPTY-6', 'EMPTY-7', 'FULL-1', 'HIDDEN-1']
    await store.database.db.transaction((tx) =>
      insertProducts(
        tx,
        skus.map((sku) => testProduct({ sku, name: `Producto ${sku}`, stock: sku.startsWith('FULL') ? 5 : 0 })),
      ),
    )
    await store.database.db.update(products).set({ hidden: true }).where(eq(products.sku, 'HIDDEN-1'))
    const rows = await store.database.db.select({ id: products.id, sku: products.sku }).from(products)
    ids = Object.fromEntries(rows.map((r) => [r.sku, r.id]))
  })
  afterAll(() => store?.close())

  it('a request stores one row, e-mails a confirmation with RFC 8058 headers, and the same e-mail again changes nothing', async () => {
    const first = await ask(ids['EMPTY-1']!, '  Ana@Cliente.Example ')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.json()).toEqual({ message: STOCK_ALERT_MESSAGES.requested })
    const again = await ask(ids['EMPTY-1']!, 'ana@cliente.example')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    const rows = await requests(ids['EMPTY-1']!)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'ana@cliente.example', confirmedAt: null, notifiedAt: null })
    const sent = (await mails(['stock-alert-confirm'])).filter((m) => m.recipients[0] === 'ana@cliente.example')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toContain('Confirmá tu aviso')
    expect(sent[0]!.html).toContain('Producto EMPTY-1')
    expect(tokenOf(sent[0]!.html, 'confirmar')).toBe(rows[0]!.token)
    expect(sent[0]!.headers).toEqual({
      'List-Unsubscribe': `<https://tienda.example/api/stock-alerts/unsubscribe?token=${rows[0]!.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('bad input answers a Spanish 4xx and stores nothing', async () => {
    const before = await store.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(stockAlertRequests)
    const cases: [object, number, string][] = [
      [{ product_id: ids['EMPTY-2'], email: 'ana@' }, 400, INVALID_EMAIL_MESSAGE],
      [{ product_id: 999999, email: 'ana@cliente.example' }, 404, STOCK_ALERT_MESSAGES.unknownProduct],
      [{ product_id: ids['HIDDEN-1'], email: 'ana@cliente.example' }, 404, STOCK_ALERT_MESSAGES.unknownProduct],
      [{ product_id: ids['FULL-1'], email: 'ana@cliente.example' }, 409, STOCK_ALERT_MESSAGES.inStock],
      [{ product_id: 'x', email: 'ana@cliente.example' }, 400, STOCK_ALERT_MESSAGES.unknownProduct],
    ]
    for (const [payload, status, message] of cases) {
      const response = await post('/api/stock-alerts', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(status)
      expect(JSON.stringify(response.json())).toContain(message)
    }
    const after = await store.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(stockAlertRequests)
    expect(after).toEqual(before)
  })

  it('limits requests per client address and per e-mail with a Spanish 429', async () => {
    const address = '192.0.2.77'
    for (let i = 0; i < STOCK_ALERT_RATE_LIMITS.perAddress; i++) {
      expect((await ask(ids['EMPTY-2']!, `limite${i}@cliente.example`, address)).statusCode).toBe(200)
    }
    const refused = await ask(ids['EMPTY-2']!, 'otra@cliente.example', address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ message: STOCK_ALERT_MESSAGES.rateLimited })

    for (let i = 0; i < STOCK_ALERT_RATE_LIMITS.perEmail; i++) {
      expect((await ask(ids['EMPTY-3']!, 'insistente@cliente.example')).statusCode).toBe(200)
    }
    expect((await ask(ids['EMPTY-3']!, 'insistente@cliente.example')).statusCode).toBe(429)
  })

  it('confirm and one-click unsubscribe by token; a bad token is a Spanish 4xx', async () => {
    await ask(ids['EMPTY-4']!, 'baja@cliente.example')
    const [row] = (await requests(ids['EMPTY-4']!)).filter((r) => r.email === 'baja@cliente.example')
    const confirmed = await post('/api/stock-alerts/confirm', { token: row!.token })
    expect(confirmed.json()).toMatchObject({ message: STOCK_ALERT_MESSAGES.confirmed, product: { sku: 'EMPTY-4' } })

    // a mail client's one-click POST (RFC 8058): form-encoded, token in the address
    const oneClick = await store.app.inject({
      method: 'POST',
      url: `/api/stock-alerts/unsubscribe?token=${row!.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.json()).toEqual({ message: STOCK_ALERT_MESSAGES.unsubscribed })
    const [ended] = (await requests(ids['EMPTY-4']!)).filter((r) => r.email === 'baja@cliente.example')
    expect(ended!.unsubscribedAt).toBeInstanceOf(Date)
    // the page's JSON form, again: still fine
    expect((await post('/api/stock-alerts/unsubscribe', { token: row!.token })).statusCode).toBe(200)
    // confirming an ended request does not revive it
    expect((await post('/api/stock-alerts/confirm', { token: row!.token })).statusCode).toBe(404)

    const unknown = await post('/api/stock-alerts/confirm', { token: 'a'.repeat(43) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: STOCK_ALERT_MESSAGES.invalidLink })
    expect((await post('/api/stock-alerts/confirm', { token: 'corto' })).statusCode).toBe(400)
    expect((await post('/api/stock-alerts/unsubscribe', {})).statusCode).toBe(400)

    // asking again after the unsubscribe starts over: a new token and a new confirmation
    await ask(ids['EMPTY-4']!, 'baja@cliente.example')
    const [again] = (await requests(ids['EMPTY-4']!)).filter((r) => r.email === 'baja@cliente.example')
    expect(again!.token).not.toBe(row!.token)
    expect(again!.unsubscribedAt).toBeNull()
  })

  it('a restock by the quick edit e-mails the oldest confirmed subscribers, one per unit; the rest wait for the next', async () => {
    const product = ids['EMPTY-5']!
    const emails = ['uno@cliente.example', 'dos@cliente.example', 'tres@cliente.example']
    await subscribe(product, emails)
    await ask(product, 'sinconfirmar@cliente.example')

    const staff = await addSignedStaff(store, `stock-${kind}@staff.example`, 'admin')
    const edit = await store.app.inject({
      method: 'PATCH',
      url: '/api/admin/products',
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
      payload: { rows: [{ id: product, stock: 2 }] },
    })
    expect(edit.statusCode).toBe(200)
    const [restock] = await store.database.db.select().from(productRestocks).where(eq(productRestocks.productId, product))
    expect(restock).toMatchObject({ units: 2, pending: true })

    // what the rule says, computed before the dispatch changes the rows
    const expected = restockRecipients(await requests(product), 2, new Date()).map((r) => r.email)
    expect(expected).toEqual(['uno@cliente.example', 'dos@cliente.example'])

    expect(await store.services.stockAlerts.dispatchRestocks()).toEqual({ restocks: 1, emails: 2, more: false })
    expect(await store.services.stockAlerts.dispatchRestocks()).toEqual({ restocks: 0, emails: 0, more: false })
    const alerts = (await mails(['stock-alert'])).filter((m) => m.subject.includes('EMPTY-5'))
    expect(alerts.map((m) => m.recipients[0])).toEqual(expected)
    expect(alerts[0]!.html).toContain('https://tienda.example/products/?product=EMPTY-5')
    expect(alerts[0]!.html).toContain('$')
    const row = (await requests(product)).find((r) => r.email === 'uno@cliente.example')!
    expect(tokenOf(alerts[0]!.html, 'baja')).toBe(row.token)
    expect(alerts[0]!.headers!['List-Unsubscribe']).toContain(row.token)
    // one body for the restock's e-mails, each row carrying only its token
    const stored = await store.database.db
      .select({ html: emailOutbox.html, bodyId: emailOutbox.bodyId, fill: emailOutbox.fill })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          alerts.map((m) => m.id),
        ),
      )
    expect(stored.map((m) => m.html)).toEqual([null, null])
    expect(new Set(stored.map((m) => m.bodyId)).size).toBe(1)
    const tokens = (await requests(product)).filter((r) => expected.includes(r.email)).map((r) => r.token)
    expect(stored.map((m) => m.fill).sort()).toEqual(tokens.sort())

    // sold out, then back by the staff's import (the command line's path): the third one now
    await setStock(product, 0)
    const report = await importProducts(store.database, [
      { ...testProduct({ sku: 'EMPTY-5', name: 'Producto EMPTY-5', stock: 4 }) },
    ])
    expect(report.updated).toBe(1)
    expect(await store.services.stockAlerts.dispatchRestocks()).toEqual({ restocks: 1, emails: 1, more: false })
    const later = (await mails(['stock-alert'])).filter((m) => m.subject.includes('EMPTY-5'))
    expect(later.map((m) => m.recipients[0])).toEqual([...expected, 'tres@cliente.example'])
  })

  it('reads the stock again when sending: a restock sold out meanwhile e-mails nobody, and a dry-run import records nothing', async () => {
    const product = ids['EMPTY-6']!
    await subscribe(product, ['espera@cliente.example'])
    await importProducts(store.database, [testProduct({ sku: 'EMPTY-6', name: 'Producto EMPTY-6', stock: 3 })], { dryRun: true })
    expect(await store.database.db.select().from(productRestocks).where(eq(productRestocks.productId, product))).toEqual([])

    await setStock(product, 3)
    await setStock(product, 0)
    expect(await store.services.stockAlerts.dispatchRestocks()).toEqual({ restocks: 1, emails: 0, more: false })
    expect((await requests(product))[0]!.notifiedAt).toBeNull()
    // and the next restock reaches them
    await setStock(product, 1)
    expect(await store.services.stockAlerts.dispatchRestocks()).toEqual({ restocks: 1, emails: 1, more: false })
  })

  it('more waiting than a batch: the restock goes out in batches, reading the stock again before each', async () => {
    const product = ids['EMPTY-7']!
    const emails = ['lote1', 'lote2', 'lote3', 'lote4', 'lote5'].map((name) => `${name}@cliente.example`)
    await subscribe(product, emails)
    const batched = stockAlertService({ database: store.database, origin: 'https://tienda.example', alertsPerBatch: 2 })
    await setStock(product, 5)
    // a full batch with units left: the round stops there, and the restock keeps what is left
    expect(await batched.dispatchRestocks()).toEqual({ restocks: 1, emails: 2, more: true })
    const [restock] = await store.database.db.select().from(productRestocks).where(eq(productRestocks.productId, product))
    expect(restock).toMatchObject({ units: 3, pending: true })
    // four of the five units sold meanwhile: one more alert, not three
    await setStock(product, 1)
    expect(await batched.dispatchRestocks()).toEqual({ restocks: 1, emails: 1, more: false })
    expect(await batched.dispatchRestocks()).toEqual({ restocks: 0, emails: 0, more: false })
    const sent = (await mails(['stock-alert'])).filter((m) => m.subject.includes('EMPTY-7')).map((m) => m.recipients[0])
    expect(sent).toEqual(emails.slice(0, 3))
    const waiting = (await requests(product)).filter((r) => r.notifiedAt === null).map((r) => r.email)
    expect(waiting.sort()).toEqual(emails.slice(3))
  })

  it('SMTP down during a restock: every alert is delivered once, with its headers, when the server answers', async () => {
    const catcher = await startSmtpCatcher()
    const port = catcher.port
    await catcher.close()
    // only this test's messages are due for the sender
    await store.database.db.update(emailOutbox).set({ status: 'sent' })
    const product = ids['EMPTY-1']!
    await setStock(product, 0)
    await subscribe(product, ['smtp1@cliente.example', 'smtp2@cliente.example'])
    await store.database.db.update(emailOutbox).set({ status: 'sent' })
    await setStock(product, 5)
    await store.services.stockAlerts.dispatchRestocks()

    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: store.dataDir })
    const sender = startOutboxSender({
      database: store.database,
      transport,
      log: () => undefined,
      intervalMs: 60_000,
      retry: { firstMs: 1, maxMs: 1 },
    })
    try {
      await sender.drainOnce()
      const up = await startSmtpCatcher(port)
      try {
        for (let i = 0; i < 5; i++) await sender.drainOnce()
        const alerts = up.messages.filter((m) => m.subject.includes('Volvió a ingresar'))
        expect(alerts.map((m) => headerOf(m.raw, 'To')).sort()).toEqual(['smtp1@cliente.example', 'smtp2@cliente.example'])
        for (const message of alerts) {
          expect(headerOf(message.raw, 'List-Unsubscribe')).toMatch(
            /^<https:\/\/tienda\.example\/api\/stock-alerts\/unsubscribe\?token=[\w-]{43}>$/,
          )
          expect(headerOf(message.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
          // the shared body composed with this recipient's token: in the header, the HTML and the text
          const token = /token=([\w-]{43})/.exec(headerOf(message.raw, 'List-Unsubscribe'))![1]!
          const body = message.raw.replace(/=\r?\n/g, '') // quoted-printable's soft line breaks
          expect(body.split(token).length - 1).toBe(3)
        }
      } finally {
        await up.close()
      }
    } finally {
      await sender.stop()
      transport.close()
    }
  })

  it.runIf(kind === 'postgres')('two instances on one PostgreSQL e-mail each subscriber once', async () => {
    const product = ids['EMPTY-2']!
    await subscribe(
      product,
      Array.from({ length: 30 }, (_, i) => `par${i}@cliente.example`),
    )
    const second = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.env.DATABASE_URL, poolSize: 4 })
    try {
      const other = stockAlertService({ database: second, origin: 'https://tienda.example' })
      await setStock(product, 100)
      const results = await Promise.all([
        store.services.stockAlerts.dispatchRestocks(),
        other.dispatchRestocks(),
        store.services.stockAlerts.dispatchRestocks(),
        other.dispatchRestocks(),
      ])
      const sent = (await mails(['stock-alert'])).filter((m) => m.subject.includes('EMPTY-2'))
      expect(results.reduce((n, r) => n + r.emails, 0)).toBe(sent.length)
      const recipients = sent.map((m) => m.recipients[0])
      expect(new Set(recipients).size).toBe(recipients.length)
      expect(recipients.filter((r) => r!.startsWith('par'))).toHaveLength(30)
    } finally {
      await second.close()
    }
  })

  it('the back office demand counts confirmed requests of products without stock', async () => {
    const count = await store.services.stockAlerts.demandCount()
    const page = await store.services.stockAlerts.demand({ sort: 'waiting_desc', limit: 50, offset: 0 })
    expect(page.total).toBe(count.products)
    expect(page.rows.reduce((n, r) => n + r.waiting, 0)).toBe(count.people)
    for (const row of page.rows) expect(row.stock).toBeLessThanOrEqual(0)
    const waits = page.rows.map((r) => r.waiting)
    expect([...waits].sort((a, b) => b - a)).toEqual(waits)
  })
})
