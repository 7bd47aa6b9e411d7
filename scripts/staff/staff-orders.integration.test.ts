/**
 * The staff commands on orders, contacts and the e-mail outbox: what each prints and what it
 * changes in the database, on the embedded database and (with TEST_DATABASE_URL) PostgreSQL.
 *
 * Most commands run in this process (their functions, with DATA_DIR/DATABASE_URL set as the
 * command line would have them); orders and attach-invoice also run as the real command line
 * in a child process. The embedded database has one owner at a time, so this file never keeps
 * its own handle open while a command runs: it opens the database, reads or writes, and closes.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { format } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { lockDataDir } from '#server/db/data-dir-lock.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { emailOutbox, orderLines, orders, storedFiles, users } from '#server/db/schema/index.ts'
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { enqueueEmail } from '#server/mail/outbox-repository.ts'
import { parseEnv } from '#config/env.server.ts'
import { createFileStore } from '#server/files/create-file-store.ts'
import { orderService } from '#server/orders/order-service.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'
import { createTestDatabaseUrl, databaseKinds } from '#tests/setup/test-store.ts'
import { runStaffCli, type CliResult } from '#tests/setup/staff-cli.ts'
import { attachInvoiceCommand } from './attach-invoice-command.ts'
import { CliError } from './cli-error.ts'
import { enquiriesCommand } from './enquiries-command.ts'
import { orderStateCommand } from './order-state-command.ts'
import { moveFilesCommand } from './move-files-command.ts'
import { ordersCommand } from './orders-command.ts'
import { outboxCommand } from './outbox-command.ts'
import { subscribersCommand } from './subscribers-command.ts'
import { STAFF_USAGE } from './usage.ts'

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  orders: ordersCommand,
  'order-state': orderStateCommand,
  'attach-invoice': attachInvoiceCommand,
  'move-files': moveFilesCommand,
  subscribers: subscribersCommand,
  enquiries: enquiriesCommand,
  outbox: outboxCommand,
}

async function findOrder(database: Database, movement: number) {
  return (await database.db.select().from(orders).where(eq(orders.movement, movement)))[0]
}

/** Tests that start the real command line, or open the embedded database many times: slow on a busy machine. */
const SLOW = { timeout: 180_000 }

const PDF = '%PDF-1.4\n% factura de prueba\n%%EOF\n'

/** The long comment of an enquiry: more than the table shows, with a line break. */
const LONG_COMMENT =
  'Tenemos un local de electrodomésticos en Rosario y queremos revender aires acondicionados.\nLlamar por la tarde.'

describe.each(databaseKinds)('staff commands for orders, contacts and e-mail on %s', (kind) => {
  let dataDir: string
  let workDir: string
  let databaseUrl = ''
  let dropDatabase: (() => Promise<void>) | undefined
  const ids = { ana: 0, beto: 0, order3: 0, sent: 0, failedOld: 0, failedNew: 0, pending: 0 }

  /** Opens the database, runs `fn` and closes it again, releasing DATA_DIR for the commands. */
  async function inDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, poolSize: 2 })
    try {
      return await fn(database)
    } finally {
      await database.close()
    }
  }

  const orderRow = (movement: number) => inDatabase((database) => findOrder(database, movement))
  /** Where the command line keeps files: DATA_DIR on the embedded database, stored_files on PostgreSQL. */
  const fileStoreOf = (database: Database) =>
    createFileStore(parseEnv({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }), database)
  const storedText = (key: string) =>
    inDatabase(async (database) => (await fileStoreOf(database).get(key))?.bytes.toString('utf8') ?? null)
  const storeLocation = () => (kind === 'pglite' ? path.resolve(dataDir) : 'postgres: stored_files')

  /** A command run in this process the way scripts/staff.ts runs it: output captured, errors to exit codes. */
  async function runHere(args: string[]): Promise<CliResult> {
    const [name, ...rest] = args
    const command = COMMANDS[name!]
    if (!command) throw new Error(`unknown command ${name}`)
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
    process.env.DATA_DIR = dataDir
    process.env.DATABASE_URL = databaseUrl
    let stdout = ''
    let stderr = ''
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        stdout += String(chunk)
        return true
      }),
      vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void (stdout += `${format(...parts)}\n`)),
      vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void (stderr += `${format(...parts)}\n`)),
    ]
    try {
      return { code: await command(rest), stdout, stderr }
    } catch (error) {
      if (!(error instanceof CliError)) throw error
      return { code: error.exitCode, stdout, stderr: `${stderr}${error.message}\n` }
    } finally {
      for (const spy of spies) spy.mockRestore()
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  }

  /** The real command line, as staff (and the browser e2e test) run it. */
  function runCli(args: string[]): Promise<CliResult> {
    // A time zone far from Buenos Aires: dates must still come out in Buenos Aires time.
    return runStaffCli(args, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', TZ: 'Asia/Tokyo' })
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-orders-data-'))
    workDir = mkdtempSync(path.join(os.tmpdir(), 'staff-orders-files-'))
    if (kind === 'postgres') {
      const created = await createTestDatabaseUrl()
      databaseUrl = created.url
      dropDatabase = created.drop
    }
    await inDatabase(async ({ db }) => {
      const [ana] = await db.insert(users).values({ email: 'ana@example.com', fullname: 'Ana Pérez' }).returning()
      const [beto] = await db.insert(users).values({ email: 'beto@example.com', fullname: 'Beto Gómez' }).returning()
      ids.ana = ana!.id
      ids.beto = beto!.id
      const order = (movement: number, userId: number, date: string, totalPrice: number, orderState: string) => ({
        movement,
        userId,
        date: new Date(date),
        totalPrice,
        orderState,
        address: 'Gurruchaga 100 (CP 1414)',
        payment: 'Transferencia',
        paymentList: 2,
        payload: storedOrderPayload(movement),
      })
      const inserted = await db
        .insert(orders)
        .values([
          // 18:04 UTC is 15:04 in Buenos Aires; 02:30 UTC on the 15th is still the 14th there.
          order(1, ids.ana, '2025-03-14T18:04:00Z', 2400.75, 'Pendiente'),
          order(2, ids.beto, '2025-03-15T02:30:00Z', 1234567.5, 'Enviado'),
          order(3, ids.ana, '2025-03-16T12:00:00Z', 99.9, 'Pendiente'),
        ])
        .returning()
      ids.order3 = inserted.find((o) => o.movement === 3)!.id
      await db.insert(orderLines).values([
        { orderId: ids.order3, sku: 'T-A', name: 'Heladera Test A', quantity: 1, price: 49.95 },
        { orderId: ids.order3, sku: 'T-B', name: 'Licuadora Test B', quantity: 2, price: 24.975 },
      ])

      const contacts = contactRepository(db)
      await contacts.addSubscriber('lector@example.com')
      await contacts.addSubscriber('otra.lectora@example.com')
      await contacts.addResellerEnquiry({
        fullname: 'Carla Díaz',
        email: 'carla@example.com',
        phone: 3415551234,
        comentary: LONG_COMMENT,
        view: 0,
      })
      await contacts.addResellerEnquiry({ fullname: 'Diego Ruiz', email: '', phone: 1155556666, comentary: '', view: 0 })

      const message = (kind: string, recipients: string[]) => ({
        kind,
        recipients,
        subject: 'Asunto',
        html: '<p>x</p>',
        text: 'x',
      })
      ids.sent = await enqueueEmail(db, message('order-staff', ['ventas@staff.example']))
      ids.failedOld = await enqueueEmail(db, message('order-staff', ['ventas@staff.example', 'pedidos@staff.example']))
      ids.failedNew = await enqueueEmail(db, message('withdrawal-ack', ['cliente@example.com']))
      ids.pending = await enqueueEmail(db, message('order-staff', ['ventas@staff.example']))
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, ids.sent))
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: 3, lastError: '552 5.3.4 Message size exceeds fixed maximum message size' })
        .where(eq(emailOutbox.id, ids.failedOld))
      await db
        .update(emailOutbox)
        .set({ attempts: 14, lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:587' })
        .where(eq(emailOutbox.id, ids.pending))
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: 8, lastError: '550 5.1.1 mailbox\nunavailable' })
        .where(eq(emailOutbox.id, ids.failedNew))
    })
  })

  afterAll(async () => {
    await dropDatabase?.()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  // -------------------------------------------------------------------------------------------
  // orders

  it('orders: an aligned table, newest first, dates in Buenos Aires time, totals as prices', async () => {
    const result = await runHere(['orders'])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(`Base de datos: ${kind}`)
    expect(result.stdout).toBe(
      [
        'Pedido    Fecha             Cliente                    Total  Estado     Factura',
        '00000003  16/03/2025 09:00  ana@example.com          $ 99,90  Pendiente        —',
        '00000002  14/03/2025 23:30  beto@example.com  $ 1.234.567,50  Enviado          —',
        '00000001  14/03/2025 15:04  ana@example.com       $ 2.400,75  Pendiente        —',
        '',
        '3 pedidos, del más reciente al más antiguo.',
        '',
      ].join('\n'),
    )
  })

  it('orders --state keeps one state (any case); --limit cuts the list and says so; --json is the data alone', async () => {
    const pending = await runHere(['orders', '--state', 'pendiente'])
    expect(pending.code).toBe(0)
    expect(pending.stdout).toContain('00000003')
    expect(pending.stdout).toContain('00000001')
    expect(pending.stdout).not.toContain('00000002')
    expect(pending.stdout).toContain('2 pedidos en estado «pendiente», del más reciente al más antiguo.')

    const none = await runHere(['orders', '--state', 'Cancelado'])
    expect(none).toMatchObject({ code: 0, stdout: 'No hay pedidos en estado «Cancelado».\n' })

    const one = await runHere(['orders', '--limit', '1'])
    expect(one.stdout).toContain('00000003')
    expect(one.stdout).not.toContain('00000002')
    expect(one.stdout).toContain('1 pedido, del más reciente al más antiguo. Se muestran hasta 1: --limit N para ver más.')

    const json = await runHere(['orders', '--json', '--limit', '2'])
    expect(json.code).toBe(0)
    const listed = JSON.parse(json.stdout) as Record<string, unknown>[]
    expect(listed).toHaveLength(2)
    expect(listed[0]).toMatchObject({
      movement: '00000003',
      date: '2025-03-16T12:00:00.000Z',
      email: 'ana@example.com',
      customer: 'Ana Pérez',
      total_price: 99.9,
      order_state: 'Pendiente',
      invoice_number: null,
      lines: [
        { sku: 'T-A', name: 'Heladera Test A', quantity: 1, price: 49.95 },
        { sku: 'T-B', name: 'Licuadora Test B', quantity: 2, price: 24.98 },
      ],
    })
    expect(listed[1]).toMatchObject({ movement: '00000002', total_price: 1234567.5, order_state: 'Enviado' })
  })

  it('orders: wrong options exit 2 before the database opens', async () => {
    for (const args of [['--limit', '0'], ['--limit', 'muchos'], ['--state', '  '], ['--estado', 'x'], ['extra']]) {
      const result = await runHere(['orders', ...args])
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).not.toContain('Base de datos')
    }
  })

  // -------------------------------------------------------------------------------------------
  // order-state

  it('order-state: joins the words into the state, prints the change and stores it', async () => {
    const result = await runHere(['order-state', '00000001', 'En', 'camino', 'al', 'cliente'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Pedido N° 00000001 (ana@example.com): «Pendiente» → «En camino al cliente».')
    expect(result.stdout).toContain('El cliente ve el estado nuevo en Mis pedidos.')
    expect((await orderRow(1))?.orderState).toBe('En camino al cliente')

    const again = await runHere(['order-state', '1', 'En camino al cliente'])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(
      'Pedido N° 00000001 (ana@example.com): el estado ya era «En camino al cliente»; no cambió nada.',
    )
  })

  it('order-state: an unknown order exits 1, wrong arguments exit 2, and nothing changes', SLOW, async () => {
    const unknown = await runHere(['order-state', '99', 'Enviado'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No existe el pedido N° 00000099.')

    const missingState = await runHere(['order-state', '2'])
    expect(missingState.code).toBe(2)
    expect(missingState.stderr).toContain('Falta el estado')

    const noArgs = await runHere(['order-state'])
    expect(noArgs.code).toBe(2)
    expect(noArgs.stderr).toContain('Faltan el número de pedido y el estado')

    const badNumber = await runHere(['order-state', 'doce', 'Enviado'])
    expect(badNumber.code).toBe(2)
    expect(badNumber.stderr).toContain("Número de pedido inválido: 'doce'")

    const tooBig = await runHere(['order-state', '99999999999', 'Enviado'])
    expect(tooBig.code).toBe(2)

    // The service's own check: a state over 60 characters.
    const tooLong = await runHere(['order-state', '2', 'x'.repeat(61)])
    expect(tooLong.code).toBe(2)
    expect(tooLong.stderr).toContain('El estado debe tener entre 1 y 60 caracteres')

    expect((await orderRow(2))?.orderState).toBe('Enviado')
  })

  // -------------------------------------------------------------------------------------------
  // attach-invoice

  it(
    'attach-invoice: stores the PDF in the file store (DATA_DIR or the database), records it, and the customer can download it',
    SLOW,
    async () => {
      const pdf = path.join(workDir, 'factura-1500.pdf')
      writeFileSync(pdf, PDF)
      const result = await runHere(['attach-invoice', '2', '0005-1500', pdf])
      expect(result.code).toBe(0)
      const key = `bills/client_${ids.beto}/fc-1500_movement-00000002.pdf`
      expect(result.stdout).toContain('Factura N° 00005-00001500 adjuntada al pedido N° 00000002 (beto@example.com).')
      expect(result.stdout).toContain(`Archivo guardado en ${storeLocation()} (${key})`)
      expect(result.stdout).toContain('El cliente ya puede descargarla desde Mis pedidos («Ver factura»).')
      expect(await storedText(key)).toBe(PDF)
      // On the embedded database the file is under DATA_DIR; on PostgreSQL nothing is written there.
      expect(existsSync(path.join(dataDir, key))).toBe(kind === 'pglite')
      expect(await orderRow(2)).toMatchObject({
        invoiceNumber: 1500,
        invoiceFile: `bills/client_${ids.beto}/fc-1500_movement-00000002.pdf`,
      })

      // The customer's side: a signed link for the owner leads to that file.
      const served = await inDatabase(async (database) => {
        const service = orderService({
          database,
          env: { STAFF_EMAILS: [], ORDERS_PER_HOUR: 10 },
          linkSecret: new Uint8Array(32).fill(7),
          files: fileStoreOf(database),
          origin: 'http://tienda.test',
          // this service only signs invoice links; it places no order
          shipping: { forOrder: () => Promise.resolve({ kind: 'to_quote' }) },
        })
        const order = (await findOrder(database, 2))!
        const { url } = await service.invoiceLink({ userId: ids.beto, email: 'beto@example.com' }, order.id)
        const link = new URL(url, 'http://tienda.test')
        const [, , client, file] = link.pathname.split('/')
        const invoice = await service.invoiceFile(client!.replace('client_', ''), file!, {
          exp: link.searchParams.get('exp'),
          sig: link.searchParams.get('sig'),
        })
        return invoice && { text: invoice.bytes.toString('utf8'), contentType: invoice.contentType }
      })
      expect(served).toEqual({ text: PDF, contentType: 'application/pdf' })

      // Attaching another invoice replaces it and says so.
      const replaced = await runHere(['attach-invoice', '2', '5-1501', pdf])
      expect(replaced.code).toBe(0)
      expect(replaced.stdout).toContain(
        `Reemplaza a la factura N° 00005-00001500; su archivo (bills/client_${ids.beto}/fc-1500_movement-00000002.pdf) queda sin uso.`,
      )
      expect((await orderRow(2))?.invoiceNumber).toBe(1501)
    },
  )

  it('attach-invoice: a missing or non-PDF file and an unknown order exit 1; wrong arguments exit 2', async () => {
    const notPdf = path.join(workDir, 'factura.pdf')
    writeFileSync(notPdf, 'no soy un pdf')
    const pdf = path.join(workDir, 'buena.pdf')
    writeFileSync(pdf, PDF)

    const wrongFile = await runHere(['attach-invoice', '3', '1-1600', notPdf])
    expect(wrongFile.code).toBe(1)
    expect(wrongFile.stderr).toContain(`${notPdf} no es un PDF.`)
    expect(wrongFile.stderr).not.toContain('Base de datos')

    const missing = await runHere(['attach-invoice', '3', '1-1600', path.join(workDir, 'no-existe.pdf')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('no-existe.pdf: no existe')

    const folder = await runHere(['attach-invoice', '3', '1-1600', workDir])
    expect(folder.code).toBe(1)
    expect(folder.stderr).toContain('es una carpeta')

    const unknown = await runHere(['attach-invoice', '424242', '1-1600', pdf])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No existe el pedido N° 00424242.')

    for (const args of [
      ['3', '1-1600'],
      ['3', 'F-1600', pdf],
      ['3', '1-0', pdf],
      // the number without its point of sale
      ['3', '1600', pdf],
      ['tres', '1-1600', pdf],
      ['3', '1-1600', pdf, 'otro.pdf'],
    ]) {
      const result = await runHere(['attach-invoice', ...args])
      expect(result.code, args.join(' ')).toBe(2)
    }

    expect(await orderRow(3)).toMatchObject({ invoiceNumber: null, invoiceFile: null })
    expect(existsSync(path.join(dataDir, 'bills', `client_${ids.ana}`))).toBe(false)
    expect(await storedText(`bills/client_${ids.ana}/fc-1600_movement-00000003.pdf`)).toBeNull()
  })

  it(
    'move-files: copies invoices kept under DATA_DIR/bills before the file store into it (PostgreSQL); nothing to do on the embedded database',
    SLOW,
    async () => {
      const key = `bills/client_${ids.ana}/fc-999_movement-00000099.pdf`
      const onDisk = path.join(dataDir, key)
      mkdirSync(path.dirname(onDisk), { recursive: true })
      writeFileSync(onDisk, PDF)
      writeFileSync(`${onDisk}.123.abcd.partial`, 'medio archivo')
      const result = await runHere(['move-files'])
      expect(result.code, result.stderr).toBe(0)
      if (kind === 'pglite') {
        expect(result.stdout).toContain(`Los archivos ya se guardan en ${path.resolve(dataDir)}: nada que mover.`)
      } else {
        expect(result.stdout).toMatch(
          /\d+ archivo\(s\) de .* copiados a postgres: stored_files\. Los originales quedan en disco\./,
        )
        const rows = await inDatabase((database) =>
          database.db
            .select({ key: storedFiles.key, contentType: storedFiles.contentType })
            .from(storedFiles)
            .where(eq(storedFiles.key, key)),
        )
        expect(rows).toEqual([{ key, contentType: 'application/pdf' }])
      }
      expect(await storedText(key)).toBe(PDF)
      rmSync(onDisk)
      rmSync(`${onDisk}.123.abcd.partial`)
      // on PostgreSQL it is now served from the database, the disk copy gone
      expect(await storedText(key)).toBe(kind === 'pglite' ? null : PDF)
    },
  )

  // -------------------------------------------------------------------------------------------
  // subscribers and enquiries

  it('subscribers: a table with the sign-up date, and --json', async () => {
    const table = await runHere(['subscribers'])
    expect(table.code).toBe(0)
    const lines = table.stdout.split('\n')
    expect(lines[0]).toBe('E-mail                    Alta')
    expect(lines[1]).toMatch(/^lector@example\.com {8}\d\d\/\d\d\/\d{4} \d\d:\d\d$/)
    expect(lines[2]).toMatch(/^otra\.lectora@example\.com {2}\d\d\/\d\d\/\d{4} \d\d:\d\d$/)
    expect(table.stdout).toContain('\n2 suscriptores al newsletter.\n')

    const json = await runHere(['subscribers', '--json'])
    expect(JSON.parse(json.stdout)).toEqual([
      { email: 'lector@example.com', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { email: 'otra.lectora@example.com', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ])
    expect(json.stderr).toContain('Base de datos')
  })

  it('enquiries: long comments cut to one line in the table, whole in --json', async () => {
    const table = await runHere(['enquiries'])
    expect(table.code).toBe(0)
    const lines = table.stdout.split('\n')
    expect(lines[0]).toBe('N°  Fecha             Nombre      E-mail               Teléfono  Comentario')
    expect(lines[1]).toContain('Carla Díaz  carla@example.com  3415551234')
    expect(lines[1]).toContain('Tenemos un local de electrodomésticos en Rosario y queremos…')
    const dated = (line: string | undefined) => line?.replace(/\d\d\/\d\d\/\d{4} \d\d:\d\d/, 'dd/mm/aaaa hh:mm')
    expect(dated(lines[2])).toBe(' 2  dd/mm/aaaa hh:mm  Diego Ruiz  —                  1155556666  —')
    expect(table.stdout).toContain(
      '2 consultas de revendedores. Los comentarios largos están cortados: --json los muestra completos.',
    )

    const json = await runHere(['enquiries', '--json'])
    const enquiries = JSON.parse(json.stdout) as Record<string, unknown>[]
    expect(enquiries).toEqual([
      {
        id: expect.any(Number),
        fullname: 'Carla Díaz',
        email: 'carla@example.com',
        phone: 3415551234,
        comentary: LONG_COMMENT,
        view: 0,
        created_at: expect.any(String),
      },
      expect.objectContaining({ fullname: 'Diego Ruiz', email: '', phone: 1155556666, comentary: '' }),
    ])
  })

  // -------------------------------------------------------------------------------------------
  // outbox

  it('outbox: counts by status and the last failed messages, newest first; --json', async () => {
    const result = await runHere(['outbox'])
    expect(result.code).toBe(0)
    // 1 written by this test, 2 by the attach-invoice runs above (the shopper's announcements)
    expect(result.stdout).toContain(
      ['Correos     Cantidad', 'pendientes         3', 'enviados           1', 'fallidos           2'].join('\n'),
    )
    expect(result.stdout).toMatch(/El pendiente más antiguo es del \d\d\/\d\d\/\d{4} \d\d:\d\d\./)
    expect(result.stdout).toContain('1 pendiente ya falló al menos una vez y se reintenta solo')
    expect(result.stdout).toContain('Último error: ESOCKET: connect ECONNREFUSED 127.0.0.1:587')
    expect(result.stdout).toContain('Fallidos:\n')
    const failedLines = result.stdout.split('\n').filter((l) => /^\s*\d+ {2}(order-staff|withdrawal-ack)/.test(l))
    expect(failedLines).toHaveLength(2)
    expect(failedLines[0]).toMatch(
      new RegExp(`^\\s*${ids.failedNew}  withdrawal-ack  cliente@example\\.com .* 8  550 5\\.1\\.1 mailbox unavailable$`),
    )
    expect(failedLines[1]).toContain('ventas@staff.example, pedidos@staff.example')
    expect(failedLines[1]).toContain('552 5.3.4 Message size exceeds')
    expect(result.stdout).toContain('outbox resend --all-failed')

    const limited = await runHere(['outbox', '--limit', '1'])
    expect(limited.stdout).toContain('Fallidos (los 1 más recientes de 2):')

    const json = await runHere(['outbox', '--json'])
    expect(JSON.parse(json.stdout)).toEqual({
      pending: 3,
      sent: 1,
      failed: 2,
      oldest_pending_at: expect.any(String),
      retrying: 1,
      last_retry_error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:587',
      last_failed: [
        expect.objectContaining({ id: ids.failedNew, kind: 'withdrawal-ack', recipients: ['cliente@example.com'], attempts: 8 }),
        expect.objectContaining({
          id: ids.failedOld,
          recipients: ['ventas@staff.example', 'pedidos@staff.example'],
          last_error: '552 5.3.4 Message size exceeds fixed maximum message size',
        }),
      ],
    })
  })

  it('outbox resend: one failed message by id, refusals for unknown and not-failed ids, then --all-failed', SLOW, async () => {
    const status = (id: number) =>
      inDatabase(async ({ db }) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!)

    for (const args of [[], ['7', '--all-failed'], ['7', '8'], ['siete'], ['--json'], ['--limit', '3', '--all-failed']]) {
      const result = await runHere(['outbox', 'resend', ...args])
      expect(result.code, args.join(' ')).toBe(2)
    }
    expect((await runHere(['outbox', 'reenviar', '7'])).code).toBe(2)
    expect((await runHere(['outbox', '--all-failed'])).code).toBe(2)

    const unknown = await runHere(['outbox', 'resend', '9999'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No existe el correo #9999.')
    const notFailed = await runHere(['outbox', 'resend', String(ids.sent)])
    expect(notFailed.code).toBe(1)
    expect(notFailed.stderr).toContain(`El correo #${ids.sent} está enviado: solo se reenvían los fallidos.`)

    const one = await runHere(['outbox', 'resend', String(ids.failedOld)])
    expect(one.code).toBe(0)
    expect(one.stdout).toContain(`Correo #${ids.failedOld} de vuelta en la cola, con los intentos en 0.`)
    expect(one.stdout).toContain('La tienda lo envía en su próximo ciclo')
    expect(await status(ids.failedOld)).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null })
    expect((await status(ids.failedNew)).status).toBe('failed')

    const all = await runHere(['outbox', 'resend', '--all-failed'])
    expect(all.code).toBe(0)
    expect(all.stdout).toContain('1 correo fallido de vuelta en la cola, con los intentos en 0.')
    expect(await status(ids.failedNew)).toMatchObject({ status: 'pending', attempts: 0 })

    const nothing = await runHere(['outbox', 'resend', '--all-failed'])
    expect(nothing).toMatchObject({ code: 0 })
    expect(nothing.stdout).toContain('No hay correos fallidos: nada que reenviar.')
    expect((await runHere(['outbox'])).stdout).toContain('No hay correos fallidos.')
  })

  // -------------------------------------------------------------------------------------------
  // the real command line

  it('runs as the real command line: orders, then attach-invoice as the browser test calls it', SLOW, async () => {
    const listed = await runCli(['orders', '--state', 'Pendiente'])
    expect(listed.stderr).toContain(`Base de datos: ${kind}`)
    expect(listed.code).toBe(0)
    // 12:00 UTC is 09:00 in Buenos Aires, although the child runs on Tokyo time.
    expect(listed.stdout.split('\n').slice(0, 2)).toEqual([
      'Pedido    Fecha             Cliente            Total  Estado     Factura',
      '00000003  16/03/2025 09:00  ana@example.com  $ 99,90  Pendiente        —',
    ])

    const pdf = path.join(workDir, 'factura.pdf')
    writeFileSync(pdf, PDF)
    const attached = await runCli(['attach-invoice', '3', '1-1234', pdf])
    expect(attached.stderr).toBe('')
    expect(attached.code).toBe(0)
    const key = `bills/client_${ids.ana}/fc-1234_movement-00000003.pdf`
    expect(attached.stdout).toContain('Factura N° 00001-00001234 adjuntada al pedido N° 00000003 (ana@example.com).')
    expect(attached.stdout).toContain(`Archivo guardado en ${storeLocation()} (${key})`)
    expect(attached.stdout).toContain('El cliente ya puede descargarla desde Mis pedidos')
    expect(await storedText(key)).toBe(PDF)

    const json = await runCli(['orders', '--json', '--limit', '1'])
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({
        movement: '00000003',
        invoice_number: 1234,
        invoice_file: `bills/client_${ids.ana}/fc-1234_movement-00000003.pdf`,
      }),
    ])
  })

  it('the real command line exits 1 for an unknown order and 2, with the help hint, for wrong arguments', SLOW, async () => {
    const pdf = path.join(workDir, 'factura.pdf')
    writeFileSync(pdf, PDF)
    const unknown = await runCli(['attach-invoice', '77', '1-1234', pdf])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No existe el pedido N° 00000077.')
    expect(unknown.stderr).not.toMatch(/\n\s+at /)

    const usage = await runCli(['order-state', '3'])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Falta el estado')
    expect(usage.stderr).toContain('Ayuda: npm run staff -- help')
  })

  it.runIf(kind === 'pglite')('the real command line refuses a DATA_DIR the store holds (exit 1)', SLOW, async () => {
    const release = await lockDataDir(dataDir)
    try {
      const result = await runCli(['orders'])
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`El directorio de datos ${dataDir} está en uso por otro proceso (pid ${process.pid}`)
      expect(result.stderr).toContain('Detenga la tienda primero')
      expect(result.stdout).toBe('')
    } finally {
      release()
    }
  })
})

describe('staff usage', () => {
  it('documents every new command', () => {
    for (const command of [
      'orders [--state',
      'order-state <pedido>',
      'attach-invoice <pedido>',
      'move-files',
      'subscribers [--json]',
      'enquiries [--json]',
      'outbox resend <id>',
    ]) {
      expect(STAFF_USAGE).toContain(command)
    }
  })
})
