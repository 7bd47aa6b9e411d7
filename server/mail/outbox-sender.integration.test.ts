/**
 * The outbox sender against both databases and a real SMTP server (smtp-server on 127.0.0.1).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#server/db/database.ts'
import { emailOutbox } from '#server/db/schema/index.ts'
import { claimDueEmails, enqueueEmail, markEmailFailed, markEmailSent } from '#server/mail/outbox-repository.ts'
import { sqlRows } from '#tests/setup/sql-rows.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { createMailTransport, type MailTransport, type OutgoingEmail } from './mail-transport.ts'
import { outboxStats, resendFailed, startOutboxSender, type OutboxSender } from './outbox-sender.ts'
import type { RetryPolicy } from './outbox-retries.ts'

interface TestSmtp {
  port: number
  /** raw messages as received (headers and body) */
  messages: string[]
  /** messages whose DATA has begun (some may still be arriving) */
  started(): number
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const REFUSALS: Record<number, string> = {
  450: '4.2.1 mailbox busy, try again later',
  550: '5.1.1 mailbox unavailable',
}

async function startSmtp(
  options: {
    port?: number
    delayMs?: number
    /** the reply code refusing this recipient (450, 550), or undefined to accept it */
    refuseRecipient?: (address: string) => number | undefined
    /** answer every login with 535 */
    refuseLogin?: boolean
  } = {},
): Promise<TestSmtp> {
  const messages: string[] = []
  let started = 0
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.refuseLogin) callback(new Error('5.7.8 authentication credentials invalid'))
      else callback(null, { user: auth.username ?? '' })
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = options.refuseRecipient?.(address.address)
      if (code !== undefined) {
        callback(Object.assign(new Error(REFUSALS[code] ?? 'refused'), { responseCode: code }))
        return
      }
      callback()
    },
    onData(stream, _session, callback) {
      started++
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const accept = () => {
          messages.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        }
        if (options.delayMs) setTimeout(accept, options.delayMs)
        else accept()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  let closed = false
  return {
    port,
    messages,
    started: () => started,
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true
            server.close(() => resolve())
          }),
  }
}

const header = (raw: string, name: string) => new RegExp(`^${name}: *(.*)$`, 'mi').exec(raw)?.[1]?.trim()

/** How many times each Message-ID arrived. */
function countById(messages: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const raw of messages) {
    const id = header(raw, 'Message-ID') ?? '(none)'
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

describe.each(databaseKinds)('outbox sender on %s', (kind) => {
  let store: TestStore
  const cleanups: (() => Promise<void> | void)[] = []
  const logs: string[] = []
  const db = () => store.database.db

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
  })
  afterAll(() => store?.close())
  beforeEach(async () => {
    await db().delete(emailOutbox)
    logs.length = 0
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function smtpServer(options: Parameters<typeof startSmtp>[0] = {}) {
    const smtp = await startSmtp(options)
    cleanups.push(() => smtp.close())
    return smtp
  }

  /** A port where nothing listens: a server was there a moment ago. */
  async function refusingPort(): Promise<number> {
    const smtp = await startSmtp()
    await smtp.close()
    return smtp.port
  }

  function sender(
    options: {
      port?: number
      /** user:password for SMTP_URL */
      login?: string
      transport?: MailTransport
      database?: Pick<Database, 'db'>
      intervalMs?: number
      batchSize?: number
      retry?: RetryPolicy
    } = {},
  ): OutboxSender {
    const credentials = options.login ? `${options.login}@` : ''
    const transport =
      options.transport ??
      createMailTransport({
        SMTP_URL: options.port === undefined ? undefined : `smtp://${credentials}127.0.0.1:${options.port}`,
        DATA_DIR: store.dataDir,
      })
    const outboxSender = startOutboxSender({
      database: options.database ?? store.database,
      transport,
      log: (message) => logs.push(message),
      intervalMs: options.intervalMs ?? 3_600_000,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
    })
    cleanups.push(async () => {
      await outboxSender.stop()
      transport.close()
    })
    return outboxSender
  }

  async function enqueue(count: number, prefix: string, recipients = ['ventas@tecnohogar.example']): Promise<number[]> {
    return db().transaction(async (tx) => {
      const ids: number[] = []
      for (let i = 1; i <= count; i++) {
        ids.push(
          await enqueueEmail(tx, {
            kind: 'test',
            recipients,
            subject: `${prefix} ${i}`,
            html: `<p>Cuerpo del mensaje ${prefix}-${i}</p>`,
            text: `Cuerpo del mensaje ${prefix}-${i}`,
          }),
        )
      }
      return ids
    })
  }

  const rows = () => db().select().from(emailOutbox).orderBy(emailOutbox.id)

  it('delivers enqueued messages once each over SMTP and marks them sent', async () => {
    const smtp = await smtpServer()
    await enqueue(3, 'Pedido')
    const outboxSender = sender({ port: smtp.port })

    expect(await outboxSender.drainOnce()).toBe(3)
    expect(smtp.messages).toHaveLength(3)
    expect([...countById(smtp.messages).values()]).toEqual([1, 1, 1])
    expect(smtp.messages.map((raw) => header(raw, 'Subject')).sort()).toEqual(['Pedido 1', 'Pedido 2', 'Pedido 3'])
    for (const raw of smtp.messages) {
      expect(header(raw, 'From')).toBe('TecnoHogar <ventas@tecnohogar.example>')
      expect(header(raw, 'To')).toBe('ventas@tecnohogar.example')
      expect(header(raw, 'Auto-Submitted')).toBe('auto-generated')
      expect(raw).toContain('Cuerpo del mensaje Pedido-')
    }
    const after = await rows()
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])
    expect(after.every((r) => r.sentAt instanceof Date && r.lockedUntil === null && r.attempts === 0)).toBe(true)

    // Nothing left: a second drain sends nothing again.
    expect(await outboxSender.drainOnce()).toBe(0)
    expect(smtp.messages).toHaveLength(3)
  })

  it('keeps messages while the SMTP server refuses connections and delivers them once it is back', async () => {
    const port = await refusingPort()
    await enqueue(3, 'Caído')
    const outboxSender = sender({ port })

    expect(await outboxSender.drainOnce()).toBe(0)
    let after = await rows()
    const now = Date.now()
    for (const row of after) {
      expect(row.status).toBe('pending')
      expect(row.attempts).toBe(1)
      expect(row.lastError).toMatch(/ECONNREFUSED/)
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now)
      expect(row.lockedUntil).toBeNull()
    }
    expect(logs.some((line) => line.includes('no disponible'))).toBe(true)

    // Not due yet: another round leaves them alone.
    expect(await outboxSender.drainOnce()).toBe(0)
    expect((await rows()).map((r) => r.attempts)).toEqual([1, 1, 1])

    const smtp = await smtpServer({ port })
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
    expect(await outboxSender.drainOnce()).toBe(3)
    expect(smtp.messages).toHaveLength(3)
    expect([...countById(smtp.messages).values()]).toEqual([1, 1, 1])
    after = await rows()
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])
    expect(after.map((r) => r.attempts)).toEqual([1, 1, 1])
  })

  it('two senders draining the same queue concurrently deliver each message exactly once', async () => {
    // Another instance: on PostgreSQL its own pool; PGlite is one process, so the same handle.
    let other: Database | undefined
    if (kind === 'postgres') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-second-'))
      other = await openDatabase({ dataDir: dir, databaseUrl: store.env.DATABASE_URL, poolSize: 4 })
      cleanups.push(async () => {
        await other?.close()
        rmSync(dir, { recursive: true, force: true })
      })
    }
    const smtp = await smtpServer({ delayMs: 5 })
    await enqueue(30, 'Concurrente')
    const first = sender({ port: smtp.port, batchSize: 5 })
    const second = sender({ port: smtp.port, batchSize: 5, database: other ?? store.database })

    const [a, b] = await Promise.all([first.drainOnce(), second.drainOnce()])
    expect(a + b).toBe(30)
    if (kind === 'postgres') {
      // Both really worked in parallel.
      expect(a).toBeGreaterThan(0)
      expect(b).toBeGreaterThan(0)
    }
    const counts = countById(smtp.messages)
    expect(counts.size).toBe(30)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    expect(new Set(smtp.messages.map((raw) => header(raw, 'Subject'))).size).toBe(30)
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true)
  })

  it('without SMTP_URL writes one .eml file per message under DATA_DIR/outbox', async () => {
    const folder = path.join(store.dataDir, 'outbox')
    rmSync(folder, { recursive: true, force: true })
    const ids = await enqueue(2, 'Archivo')
    const [third] = await db().transaction(async (tx) => [
      await enqueueEmail(tx, {
        kind: 'withdrawal-ack',
        recipients: ['cliente@correo.example', 'copia@correo.example'],
        subject: 'Arrepentimiento recibido',
        html: '<p>Recibimos su pedido</p>',
        text: '',
      }),
    ])
    const outboxSender = sender()

    expect(await outboxSender.drainOnce()).toBe(3)
    const files = readdirSync(folder).sort()
    expect(files).toHaveLength(3)
    for (const file of files) expect(file).toMatch(/^\d{8}-\d{6}-\d+\.eml$/)
    const byId = new Map(
      files.map((file) => [Number(/-(\d+)\.eml$/.exec(file)![1]), readFileSync(path.join(folder, file), 'utf8')]),
    )
    expect([...byId.keys()].sort((x, y) => x - y)).toEqual([...ids, third!])
    expect(byId.get(ids[0]!)).toMatch(/^Subject: Archivo 1\r?$/m)
    expect(byId.get(ids[0]!)).toMatch(/^To: ventas@tecnohogar\.example\r?$/m)
    expect(byId.get(ids[1]!)).toContain('Cuerpo del mensaje Archivo-2')
    expect(byId.get(third!)).toMatch(/^To: cliente@correo\.example, copia@correo\.example\r?$/m)
    expect(byId.get(third!)).toContain('Subject: Arrepentimiento recibido')
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])

    expect(await outboxSender.drainOnce()).toBe(0)
    expect(readdirSync(folder)).toHaveLength(3)
  })

  /** Polls the outbox until `done` holds (the sender runs on its own timer meanwhile). */
  async function waitForRows(done: (all: Awaited<ReturnType<typeof rows>>) => boolean, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const all = await rows()
      if (done(all)) return all
      if (Date.now() > deadline)
        throw new Error(`outbox did not settle: ${JSON.stringify(all.map((r) => [r.status, r.attempts]))}`)
      await sleep(20)
    }
  }

  // The production policy waits 5 s doubling to 30 min; this one 10 ms doubling to 40 ms, so
  // dozens of attempts take a second or two. Only the clock is shortened: the same code decides.
  const SHORT_RETRY: RetryPolicy = { firstMs: 10, maxMs: 40 }
  const OLD_GIVE_UP = 12

  it('retries a refusing SMTP server far past any attempt limit, at the capped interval, and delivers once it is back', async () => {
    const port = await refusingPort()
    await enqueue(2, 'Corte largo')
    sender({ port, intervalMs: 10, retry: SHORT_RETRY })

    let all = await waitForRows((r) => r.every((row) => row.attempts >= 2 * OLD_GIVE_UP))
    for (const row of all) {
      expect(row.status).toBe('pending')
      expect(row.lastError).toMatch(/ECONNREFUSED/)
    }
    // The wait stopped growing at the cap (40 ms + 10 % jitter), however many attempts failed.
    const [gap] = await sqlRows<{ ms: number }>(
      db(),
      sql`select max(extract(epoch from next_attempt_at - now()) * 1000)::double precision as ms from email_outbox`,
    )
    const gapMs = Number(gap!.ms)
    expect(gapMs).toBeLessThanOrEqual(SHORT_RETRY.maxMs * 1.1 + 5)
    expect(logs.some((line) => line.includes('FALLIDO'))).toBe(false)
    expect(await outboxStats(db())).toMatchObject({ pending: 2, failed: 0 })

    const smtp = await smtpServer({ port })
    all = await waitForRows((r) => r.every((row) => row.status === 'sent'))
    expect(smtp.messages).toHaveLength(2)
    expect([...countById(smtp.messages).values()]).toEqual([1, 1])
    expect(all.every((row) => row.lockedUntil === null && row.lastError === null)).toBe(true)
  })

  it('once a message that had failed goes through, the rest of the backlog is retried at once, not after its back-off', async () => {
    const port = await refusingPort()
    const [first] = await enqueue(3, 'Atrasado')
    const outboxSender = sender({ port })
    expect(await outboxSender.drainOnce()).toBe(0)
    // As after a long outage: every message waits the full 30 minutes; one comes due first.
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '30 minutes'` })
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, first!))
    const smtp = await smtpServer({ port })
    expect(await outboxSender.drainOnce()).toBe(1)
    expect(logs.some((line) => line.includes('2 pendiente(s) se reintentan ya'))).toBe(true)
    expect(await outboxSender.drainOnce()).toBe(2)
    expect([...countById(smtp.messages).values()]).toEqual([1, 1, 1])
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])
  })

  it('keeps retrying while the server refuses the login (535): a configuration fault, not the message', async () => {
    const refusing = await smtpServer({ refuseLogin: true })
    const [id] = await enqueue(1, 'Credenciales')
    const outboxSender = sender({ port: refusing.port, login: 'tienda:vieja', retry: SHORT_RETRY })
    for (let round = 0; round < OLD_GIVE_UP + 2; round++) {
      await outboxSender.drainOnce()
      await db()
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now()` })
    }
    const [row] = await rows()
    expect(row).toMatchObject({ id, status: 'pending', attempts: OLD_GIVE_UP + 2 })
    expect(row!.lastError).toMatch(/535|EAUTH/)
    expect(refusing.messages).toHaveLength(0)

    // The operator fixes SMTP_URL: the next sender delivers it, nothing to resend.
    const fixed = await smtpServer()
    expect(await sender({ port: fixed.port, login: 'tienda:nueva' }).drainOnce()).toBe(1)
    expect(fixed.messages).toHaveLength(1)
  })

  it('a permanent refusal (550) fails at once and holds back nobody; a 4xx is retried; an operator can resend', async () => {
    let busy = true
    const smtp = await smtpServer({
      refuseRecipient: (address) =>
        address.startsWith('nadie@') ? 550 : address.startsWith('ocupado@') && busy ? 450 : undefined,
    })
    await enqueue(1, 'Antes')
    const [refusedId] = await enqueue(1, 'Rechazado', ['nadie@correo.example'])
    await enqueue(1, 'Ocupado', ['ocupado@correo.example'])
    await enqueue(1, 'Despues')

    const outboxSender = sender({ port: smtp.port, retry: SHORT_RETRY })
    expect(await outboxSender.drainOnce()).toBe(2)
    expect(smtp.messages.map((raw) => header(raw, 'Subject'))).toEqual(['Antes 1', 'Despues 1'])
    const [before, refused, deferred, later] = await rows()
    expect(before!.status).toBe('sent')
    expect(later!.status).toBe('sent')
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, lockedUntil: null })
    expect(refused!.lastError).toMatch(/550/)
    expect(deferred).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null })
    expect(deferred!.lastError).toMatch(/450/)
    expect(logs.filter((line) => line.includes('FALLIDO'))).toEqual([
      expect.stringContaining(`Correo #${refusedId} (test) FALLIDO`),
    ])
    expect(await outboxStats(db())).toMatchObject({ pending: 1, sent: 2, failed: 1 })

    // The 4xx recipient accepts later: delivered on a retry. The 550 is never picked up on its own.
    busy = false
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 hour'` })
    expect(await outboxSender.drainOnce()).toBe(1)
    expect(smtp.messages.map((raw) => header(raw, 'Subject'))).toEqual(['Antes 1', 'Despues 1', 'Ocupado 1'])
    expect(await outboxStats(db())).toMatchObject({ pending: 0, sent: 3, failed: 1, oldestPendingAt: null })

    // The address is fixed on the server's side: the operator resends it.
    const fixed = await smtpServer()
    const working = sender({ port: fixed.port })
    expect(await resendFailed(db(), refusedId! + 1000)).toBe(0)
    expect(await resendFailed(db(), refusedId)).toBe(1)
    expect((await rows())[1]).toMatchObject({ status: 'pending', attempts: 0 })
    expect((await outboxStats(db())).oldestPendingAt).toBeInstanceOf(Date)
    expect(await working.drainOnce()).toBe(1)
    expect(fixed.messages.map((raw) => header(raw, 'Subject'))).toEqual(['Rechazado 1'])
    expect(await outboxStats(db())).toMatchObject({ pending: 0, sent: 4, failed: 0 })
    expect(await resendFailed(db())).toBe(0)
  })

  it('sends on its own timer, and stop() waits for the round in progress', async () => {
    const smtp = await smtpServer({ delayMs: 150 })
    await enqueue(2, 'Reloj')
    const timed = sender({ port: smtp.port, intervalMs: 50 })
    for (let i = 0; i < 100 && smtp.messages.length < 2; i++) await sleep(50)
    expect(smtp.messages).toHaveLength(2)
    await timed.stop()

    await enqueue(4, 'Parada')
    const stopping = sender({ port: smtp.port })
    const before = smtp.started()
    const drained = stopping.drainOnce()
    for (let i = 0; i < 100 && smtp.started() === before; i++) await sleep(10)
    // The first message is on the wire: stop() lets it finish and sends nothing more.
    await stopping.stop()
    const delivered = await drained
    expect(delivered).toBe(1)
    const left = (await rows()).filter((r) => r.subject.startsWith('Parada'))
    // Nothing stays locked: the unsent ones go back to the queue for the next instance.
    expect(left.filter((r) => r.status === 'sent')).toHaveLength(delivered)
    expect(left.filter((r) => r.status === 'pending')).toHaveLength(4 - delivered)
    expect(left.every((r) => r.lockedUntil === null && r.attempts === 0)).toBe(true)
    expect(await stopping.drainOnce()).toBe(0)
  })

  it('a connection error caused by one message does not fail the others; a dead server fails the round', async () => {
    const sent: string[] = []
    let serverUp = true
    const fake: MailTransport = {
      mode: 'smtp',
      description: 'prueba',
      async verify() {
        if (!serverUp) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })
      },
      async send(message: OutgoingEmail) {
        if (!serverUp || message.subject.startsWith('Veneno'))
          throw Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' })
        sent.push(message.subject)
      },
      close() {},
    }
    await enqueue(1, 'Veneno')
    await enqueue(2, 'Sano')
    expect(await sender({ transport: fake }).drainOnce()).toBe(2)
    expect(sent).toEqual(['Sano 1', 'Sano 2'])
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['sent', 0],
      ['sent', 0],
    ])

    serverUp = false
    await enqueue(3, 'Caida')
    expect(await sender({ transport: fake }).drainOnce()).toBe(0)
    const fallen = (await rows()).filter((r) => r.subject.startsWith('Caida'))
    expect(fallen.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ])
    expect(fallen[0]!.lastError).toBe('ECONNECTION: Connection closed unexpectedly')
    expect(fallen[1]!.lastError).toMatch(/^servidor de correo no disponible/)
  })

  it('a sender whose lock expired and was taken over records nothing', async () => {
    const [id] = await enqueue(1, 'Bloqueo')
    const [claim] = await claimDueEmails(db(), { limit: 10, lockSeconds: 60 })
    expect(claim!.id).toBe(id)
    expect(claim!.lockedUntil.getTime()).toBeGreaterThan(Date.now() + 50_000)
    // Claimed rows are not claimed again while locked.
    expect(await claimDueEmails(db(), { limit: 10, lockSeconds: 60 })).toEqual([])

    // Another sender takes it over after the lock expired.
    await db()
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
    const [takeover] = await claimDueEmails(db(), { limit: 10, lockSeconds: 60 })
    expect(takeover!.id).toBe(id)
    expect(await markEmailSent(db(), claim!)).toBe(false)
    expect(await markEmailFailed(db(), claim!, { attempts: 1, error: 'x', retryInMs: 1000, final: false })).toBe(false)
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await markEmailSent(db(), takeover!)).toBe(true)
    expect((await rows())[0]).toMatchObject({ status: 'sent', lockedUntil: null })
  })
})
