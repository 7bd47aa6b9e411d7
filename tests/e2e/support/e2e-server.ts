/**
 * What Playwright starts before the browser tests: a real local SMTP server that keeps every
 * message it receives as a file, and the built store pointed at it. With TEST_DATABASE_URL the
 * store runs on a fresh PostgreSQL database (so the staff command line can work beside it);
 * otherwise on PGlite in E2E_DATA_DIR. The catalogue is the demo's plus the few products the tests
 * need (test-catalogue.ts), written before the store starts, and the back office's staff
 * accounts, made with the staff command line as a seller would (staff.ts).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { createTestDatabaseUrl } from '../../setup/test-store.ts'
import { createTestStaff } from './staff.ts'
import { seedTestCatalogue } from './test-catalogue.ts'

const dataDir = process.env.E2E_DATA_DIR
if (!dataDir) throw new Error('E2E_DATA_DIR is not set')
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125)
const mailDir = path.join(dataDir, 'smtp-received')
mkdirSync(mailDir, { recursive: true })

let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received += 1
      writeFileSync(path.join(mailDir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks))
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

const database = process.env.TEST_DATABASE_URL ? await createTestDatabaseUrl() : undefined
if (database) writeFileSync(path.join(dataDir, 'database-url'), database.url)
await seedTestCatalogue({ dataDir, databaseUrl: database?.url })
// With the staff command line, before the store holds the embedded database.
await createTestStaff({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' })

const child = spawn(process.execPath, ['build/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_EMAILS: 'staff@tienda.test',
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
})

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve)).catch(() => undefined)
  smtp.close()
  await database?.drop().catch(() => undefined)
  process.exit(code)
}
child.on('exit', (code) => void stop(code ?? 1))
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))
