/**
 * Scale-out proof (docs/deploy.md): two store processes on two ports against one PostgreSQL
 * database, as behind a load balancer. Orders placed through both at once get unique,
 * consecutive numbers; a catalogue import made with the staff command line is answered by both
 * within about two seconds; the hourly order limit counts a customer's orders on both; and each
 * staff e-mail leaves exactly once although both processes run an outbox sender against the
 * same SMTP server; an invoice attached with the staff command line downloads through either
 * process, although none of them shares a folder with it. Runs when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { countOrderEmails, countReceiptEmails, startSmtpCatcher, type SmtpCatcher } from '#tests/setup/smtp-catcher.ts'
import { ServerHarness, ensurePageBuild, freePorts, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { tokenService } from '#server/accounts/token-service.ts'
import { placeOrder, registerCustomer, type Customer, type OrderAnswer } from '#tests/setup/store-client.ts'
import { runStaffCli } from '#tests/setup/staff-cli.ts'
import { createTestDatabaseUrl } from '#tests/setup/test-store.ts'

const CUSTOMERS = 20
const ORDERS_PER_HOUR = 3
const JWT_SECRET = 'scale-out-test-secret-0123456789abcdef0123456789'
const STAFF_EMAILS = 'ventas@staff.example,pedidos@staff.example'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface ProductAnswer {
  sku: string
  name: string
  price_list_1: number
}

/**
 * `npm run staff -- import <file>` against the shared database; `onSaved` runs when the
 * command reports the import committed.
 */
async function staffImport(
  file: string,
  databaseUrl: string,
  dataDir: string,
  onSaved?: () => void,
): Promise<{ code: number | null; output: string }> {
  const result = await runStaffCli(
    ['import', file],
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false' },
    (soFar) => {
      if (onSaved && /Cambios guardados/.test(soFar)) {
        onSaved()
        onSaved = undefined
      }
    },
  )
  return { code: result.code, output: result.stdout + result.stderr }
}

async function bySku(server: ServerProcess, sku: string): Promise<ProductAnswer[]> {
  return server.getJson<ProductAnswer[]>(`/api/products?sku=${encodeURIComponent(sku)}`)
}

/** The product page as a visitor without a cart gets it, and whether it came from the page cache. */
async function productPage(server: ServerProcess, sku: string, cookie?: string): Promise<{ html: string; cache: string | null }> {
  const response = await server.fetch(`/products/?product=${encodeURIComponent(sku)}`, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  return { html: await response.text(), cache: response.headers.get('x-page-cache') }
}

function movementOf(answer: OrderAnswer): string {
  if (answer.status !== 200 || typeof answer.body !== 'object' || !answer.body.movimiento_numero) {
    throw new Error(`order refused: ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  return answer.body.movimiento_numero
}

const consecutive = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i).padStart(8, '0'))

describe.skipIf(!process.env.TEST_DATABASE_URL)('two store processes on one PostgreSQL', () => {
  const harness = new ServerHarness()
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>
  let smtp: SmtpCatcher
  let client: pg.Pool
  let a: ServerProcess
  let b: ServerProcess
  let root: string
  /** every order number answered with 200, in any order */
  const placed: string[] = []

  beforeAll(async () => {
    await ensurePageBuild()
    database = await createTestDatabaseUrl()
    smtp = await startSmtpCatcher()
    root = harness.tempDir('store-scale-')
    // The catalogue the orders use, imported before the store starts (the import migrates the empty database).
    const initial = path.join(root, 'initial.csv')
    writeFileSync(initial, ['sku,name,stock,price_list_1,price_list_2', 'SO-1,Heladera escalable,1000,1000,900'].join('\n'))
    const imported = await staffImport(initial, database.url, path.join(root, 'cli'))
    expect(imported.code, imported.output).toBe(0)

    const [portA, portB] = await freePorts(2)
    const common = {
      DATABASE_URL: database.url,
      JWT_SECRET,
      SEED_DEMO: 'false',
      ORDERS_PER_HOUR: String(ORDERS_PER_HOUR),
      STAFF_EMAILS,
    }
    // Each instance logs in to the SMTP server with its own user name: the catcher records who delivered what.
    ;[a, b] = await Promise.all([
      harness.spawn(
        { dataDir: path.join(root, 'a'), env: { ...common, SMTP_URL: `smtp://instancia-a:x@127.0.0.1:${smtp.port}` } },
        portA,
      ),
      harness.spawn(
        { dataDir: path.join(root, 'b'), env: { ...common, SMTP_URL: `smtp://instancia-b:x@127.0.0.1:${smtp.port}` } },
        portB,
      ),
    ])
    await Promise.all([a.ready(), b.ready()])
    client = new pg.Pool({ connectionString: database.url, max: 4 })
  }, 120_000)

  afterAll(async () => {
    await harness.cleanup()
    await client?.end()
    await smtp?.close()
    await database?.drop()
  })

  /**
   * Customers: two sign up through the processes (a token from one is accepted by the other, as
   * they share JWT_SECRET); the rest are written straight into the database with a token signed
   * with the same secret, which spares a password hash (a fraction of a second of CPU) each.
   */
  async function directCustomer(email: string): Promise<Customer> {
    const row = await client.query<{ id: number }>('insert into users (email, fullname) values ($1, $2) returning id', [
      email,
      'Cliente Directo',
    ])
    return { email, token: await tokenService(new TextEncoder().encode(JWT_SECRET)).sign({ userId: row.rows[0]!.id, email }) }
  }

  async function customers(count: number, prefix: string): Promise<Customer[]> {
    const signedUp = await Promise.all(
      [a, b].map((server, i) => registerCustomer(server.baseUrl, `${prefix}${i}@example.com`, `Cliente ${i}`)),
    )
    const direct = await Promise.all(
      Array.from({ length: count - signedUp.length }, (_, k) => directCustomer(`${prefix}${k + signedUp.length}@example.com`)),
    )
    return [...signedUp, ...direct]
  }

  /**
   * One shopper's order at the peak: all forty orders take the one product's row in turn, and
   * one that waits past the lock limit is answered 503 "busy" (never a 500); the shopper's
   * second click sends it again with the same key.
   */
  async function placeOrderPatiently(baseUrl: string, customer: Customer, sku: string): Promise<OrderAnswer> {
    const idempotencyKey = randomUUID()
    for (let attempt = 1; ; attempt++) {
      const answer = await placeOrder(baseUrl, customer, sku, { idempotencyKey })
      if (answer.status !== 503 || attempt === 5) return answer
      busyAnswers += 1
      await sleep(500 * attempt)
    }
  }
  let busyAnswers = 0

  it('places orders through both processes at once: every one gets a unique number, consecutive from 1', async () => {
    const buyers = await customers(CUSTOMERS, 'escala')
    // Each customer orders twice at the same moment, once through each process, the same product.
    const started = performance.now()
    const answers = await Promise.all(
      buyers.flatMap((customer) => [a, b].map((server) => placeOrderPatiently(server.baseUrl, customer, 'SO-1'))),
    )
    const elapsed = Math.round(performance.now() - started)
    const movements = answers.map(movementOf)
    placed.push(...movements)
    console.log(
      `[scale-out] ${answers.length} orders through 2 processes at once in ${elapsed} ms (${busyAnswers} answered busy and sent again)`,
    )

    expect(new Set(movements).size).toBe(answers.length)
    expect([...movements].sort()).toEqual(consecutive(1, answers.length))
    const rows = await client.query<{ movement: number }>('select movement from orders order by movement')
    expect(rows.rows.map((r) => r.movement)).toEqual(Array.from({ length: answers.length }, (_, i) => i + 1))
    const counter = await client.query<{ last: number }>('select last_movement as last from order_counter where id = 1')
    expect(counter.rows[0]!.last).toBe(answers.length)
  }, 60_000)

  it(`counts the hourly limit across both processes: a customer alternating instances gets a 403 at order ${ORDERS_PER_HOUR + 1}`, async () => {
    const customer = await registerCustomer(a.baseUrl, 'limite@example.com', 'Cliente Límite')
    const servers = [a, b, a, b, a]
    const answers: OrderAnswer[] = []
    for (const server of servers) answers.push(await placeOrder(server.baseUrl, customer, 'SO-1'))
    expect(answers.slice(0, ORDERS_PER_HOUR).map((x) => x.status)).toEqual([200, 200, 200])
    placed.push(...answers.slice(0, ORDERS_PER_HOUR).map(movementOf))
    for (const refused of answers.slice(ORDERS_PER_HOUR)) {
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ message: ORDER_MESSAGES.rateLimited })
    }
    const stored = await client.query<{ n: number }>(
      'select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email = $1',
      [customer.email],
    )
    expect(stored.rows[0]!.n).toBe(ORDERS_PER_HOUR)
  }, 60_000)

  it('shows a catalogue import made with the staff command line on both processes within about two seconds', async () => {
    // Both processes have the old answers cached before the import.
    for (const server of [a, b]) {
      expect((await bySku(server, 'SO-1'))[0]).toMatchObject({ name: 'Heladera escalable', price_list_1: 1000 })
      expect(await bySku(server, 'SO-NUEVO')).toEqual([])
      // The rendered product page too: the second visitor gets the kept page.
      await productPage(server, 'SO-1')
      const kept = await productPage(server, 'SO-1')
      expect(kept.cache).toBe('hit')
      expect(kept.html).toContain('Heladera escalable')
      expect(kept.html).not.toContain('Heladera escalable v2')
    }
    const file = path.join(root, 'update.csv')
    writeFileSync(
      file,
      [
        'sku,name,stock,price_list_1,price_list_2',
        'SO-1,Heladera escalable v2,1000,1500,1400',
        'SO-NUEVO,Lavarropas nuevo,50,2500,2400',
      ].join('\n'),
    )
    // Both processes are asked every 50 ms while the command runs; the clock starts when it
    // reports the import saved (its transaction has committed by then).
    let savedAt: number | undefined
    const importing = staffImport(file, database.url, path.join(root, 'cli'), () => (savedAt = performance.now()))
    const seenAfter = Promise.all(
      [a, b].map(async (server) => {
        const startedAt = performance.now()
        for (;;) {
          const [changed] = await bySku(server, 'SO-1')
          const [added] = await bySku(server, 'SO-NUEVO')
          const { html } = await productPage(server, 'SO-1')
          if (
            changed?.price_list_1 === 1500 &&
            changed.name === 'Heladera escalable v2' &&
            added?.price_list_1 === 2500 &&
            html.includes('Heladera escalable v2')
          ) {
            return Math.round(performance.now() - (savedAt ?? performance.now()))
          }
          if (performance.now() - startedAt > 30_000)
            throw new Error(`${server.baseUrl} still answers the old catalogue after 30 s`)
          await sleep(50)
        }
      }),
    )
    const imported = await importing
    expect(imported.code, imported.output).toBe(0)
    expect(imported.output).toContain('Agregados:     1')
    expect(imported.output).toContain('Actualizados:  1')
    const delays = await seenAfter
    console.log(
      `[scale-out] import visible on instance A ${delays[0]} ms after the command reported it saved, on B after ${delays[1]} ms`,
    )
    // Each process looks at the catalogue version at most once a second: well within ~2 s, with
    // room for a loaded test machine.
    for (const ms of delays) expect(ms).toBeLessThanOrEqual(2500)

    // A visitor with a cart gets the kept page too: the browser fills in the cart from its cookie.
    const kept = await productPage(b, 'SO-1')
    const withCart = await productPage(b, 'SO-1', 'cartProducts=SO-1*1!SO-NUEVO*2')
    expect(withCart.cache).toBe('hit')
    expect(withCart.html).toBe(kept.html)

    // An order through the other process is priced from the imported catalogue.
    const customer = await directCustomer('importado@example.com')
    const answer = await placeOrder(b.baseUrl, customer, 'SO-NUEVO')
    placed.push(movementOf(answer))
    expect(answer.body).toMatchObject({ total: 2500 })
  }, 60_000)

  it('sends each staff e-mail exactly once, with both processes running a sender against one SMTP server', async () => {
    expect([...placed].sort()).toEqual(consecutive(1, placed.length))
    const deadline = Date.now() + 30_000
    while (
      (countOrderEmails(smtp.messages).size < placed.length || countReceiptEmails(smtp.messages).size < placed.length) &&
      Date.now() < deadline
    )
      await sleep(100)
    // Any second copy would come within a few more rounds of the senders.
    await sleep(3000)

    const counts = countOrderEmails(smtp.messages)
    expect([...counts.keys()].sort()).toEqual([...placed].sort())
    const twice = [...counts].filter(([, n]) => n !== 1)
    expect(twice, 'order numbers whose e-mail did not arrive exactly once').toEqual([])
    // and the shopper's receipt of each order, once
    const receipts = countReceiptEmails(smtp.messages)
    expect([...receipts.keys()].sort()).toEqual([...placed].sort())
    expect([...receipts].filter(([, n]) => n !== 1)).toEqual([])
    expect(smtp.messages).toHaveLength(2 * placed.length)

    const outbox = await client.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from email_outbox group by status',
    )
    expect(outbox.rows).toEqual([{ status: 'sent', n: 2 * placed.length }])
    const by = (user: string) => smtp.messages.filter((m) => m.user === user).length
    console.log(
      `[scale-out] ${smtp.messages.length} e-mails (staff and receipts) for ${placed.length} orders; delivered by instance A: ${by('instancia-a')}, B: ${by('instancia-b')}`,
    )
    for (const message of smtp.messages) expect(['instancia-a', 'instancia-b']).toContain(message.user)
  }, 60_000)

  it('serves an invoice attached with the staff command line from both processes, with no shared folder', async () => {
    const customer = await directCustomer('factura@example.com')
    const movement = movementOf(await placeOrder(a.baseUrl, customer, 'SO-1'))
    const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 0xff, 0x10]), Buffer.from('\n%%EOF\n')])
    const pdf = path.join(root, 'factura.pdf')
    writeFileSync(pdf, pdfBytes)
    // The command line's DATA_DIR is neither instance's: the file can only travel through PostgreSQL.
    const attached = await runStaffCli(['attach-invoice', movement, '1-4321', pdf], {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(root, 'cli'),
      SEED_DEMO: 'false',
    })
    expect(attached.code, attached.stdout + attached.stderr).toBe(0)
    expect(attached.stdout).toContain('Archivo guardado en postgres: stored_files')

    const id = (await client.query<{ id: number }>('select id from orders where movement = $1', [Number(movement)])).rows[0]!.id
    for (const [linkFrom, downloadFrom] of [
      [a, b],
      [b, a],
    ] as const) {
      const linkAnswer = await linkFrom.fetch(`/api/page/getInvoiceLink?order=${id}`, {
        headers: { authorization: `Bearer ${customer.token}` },
      })
      expect(linkAnswer.status).toBe(200)
      const { url } = (await linkAnswer.json()) as { url: string }
      const download = await downloadFrom.fetch(url)
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes)).toBe(true)
    }
    const stored = await client.query<{ size: number }>('select size from stored_files where key like $1', ['bills/%'])
    expect(stored.rows).toEqual([{ size: pdfBytes.length }])
  }, 60_000)

  it('both processes stop cleanly', async () => {
    for (const server of [a, b]) {
      const exit = await server.stop('SIGTERM')
      expect(exit, server.output()).toEqual({ code: 0, signal: null })
      expect(server.stderr, server.output()).toBe('')
    }
  }, 30_000)
})
