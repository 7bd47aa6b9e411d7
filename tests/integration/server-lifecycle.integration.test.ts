/**
 * The server as a process: first start and restart on the embedded database, the data directory
 * lock (its race between processes is in server/db/data-dir-lock.integration.test.ts), recovery from an interrupted first start, configuration errors, SEED_DEMO, and several
 * instances starting together on one PostgreSQL database. Each test spawns
 * `node --import tsx server/index.ts` (tests/setup/spawn-server.ts) and talks to it over HTTP.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import { lockDataDir } from '#server/db/data-dir-lock.ts'
import {
  READY_LINE,
  SEEDED_LINE,
  ServerHarness,
  ensurePageBuild,
  freePorts,
  type ServerProcess,
} from '#tests/setup/spawn-server.ts'
import { createTestDatabaseUrl } from '#tests/setup/test-store.ts'

const DEMO_PRODUCTS = 1240
const CREATING_LINE = /Creando la base embebida en (\S+)/
const CLEAN_EXIT = { code: 0, signal: null }
const FAILED_EXIT = { code: 1, signal: null }

interface ProductRow {
  id: number
  sku: string
  week_views: number
}

const harness = new ServerHarness()
const startupFigures: string[] = []

function recordStartup(label: string, server: { startup: { wallMs: number; reportedMs: number } }) {
  const line = `${label}: ${server.startup.wallMs} ms from spawn to 'Lista en' (server reports ${server.startup.reportedMs} ms)`
  startupFigures.push(line)
  console.log(`[start-up] ${line}`)
}

function lockFile(dataDir: string): string {
  return path.join(dataDir, '.lock')
}

/** Who the lock names (its socket aside: a name of the owner's choosing). */
function readLock(dataDir: string): { pid: number; host: string } {
  const { pid, host } = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as { pid: number; host: string }
  return { pid, host }
}

/** The pid of a process that has ended (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  const pid = child.pid!
  await new Promise((resolve) => child.once('close', resolve))
  return pid
}

/** Polls until `file` exists; fails if `server` ends first or after `timeoutMs`. */
async function waitForPath(file: string, server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!existsSync(file)) {
    if (!server.running) throw new Error(`server ended before ${file} appeared\n${server.output()}`)
    if (Date.now() > deadline) throw new Error(`${file} did not appear within ${timeoutMs} ms\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function products(server: ServerProcess): Promise<ProductRow[]> {
  const rows = await server.getJson<ProductRow[]>('/api/products')
  return [...rows].sort((a, b) => a.id - b.id)
}

async function expectCleanStop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const exit = await server.stop(signal)
  expect(exit, server.output()).toEqual(CLEAN_EXIT)
  expect(server.stdout).toContain(`${signal}: cerrando`)
}

beforeAll(() => ensurePageBuild(), 180_000)
afterEach(() => harness.cleanup())
afterAll(async () => {
  await harness.cleanup()
  if (startupFigures.length) console.log(`[start-up] summary\n  ${startupFigures.join('\n  ')}`)
})

describe('server process on the embedded database', () => {
  it('seeds an empty DATA_DIR on the first start, closes cleanly on SIGTERM, and a restart keeps every row', async () => {
    const dataDir = path.join(harness.tempDir(), 'data')

    const first = await harness.start({ dataDir })
    recordStartup('empty DATA_DIR (initdb + migrations + demo seed)', first)
    expect(first.stdout).toMatch(CREATING_LINE)
    expect(first.stdout).toContain(`Catálogo de demostración cargado: ${DEMO_PRODUCTS} productos`)
    expect(readLock(dataDir)).toEqual({ pid: first.pid, host: os.hostname() })
    const before = await products(first)
    expect(before.length).toBeGreaterThanOrEqual(1200)
    expect(before).toHaveLength(DEMO_PRODUCTS)

    const viewed = before[7]!
    for (let i = 0; i < 3; i++) {
      const response = await first.fetch(`/api/products/addView/${viewed.id}`, { method: 'PATCH' })
      expect(response.status).toBe(200)
    }
    await expectCleanStop(first, 'SIGTERM')
    expect(existsSync(lockFile(dataDir)), 'the lock file is removed on a clean stop').toBe(false)
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true)

    const second = await harness.start({ dataDir })
    recordStartup('seeded DATA_DIR (restart)', second)
    expect(second.stdout).not.toMatch(CREATING_LINE)
    expect(second.stdout).not.toMatch(SEEDED_LINE)
    const after = await products(second)
    expect(after).toHaveLength(before.length)
    // three views by one client of one product count once (server/catalogue/view-limiter.ts)
    expect(after).toEqual(before.map((p) => (p.id === viewed.id ? { ...p, week_views: p.week_views + 1 } : p)))

    await expectCleanStop(second, 'SIGINT')
    expect(existsSync(lockFile(dataDir))).toBe(false)
  }, 150_000)

  it('refuses a second process on the same DATA_DIR, naming the directory, while the first keeps serving', async () => {
    const root = harness.tempDir()
    const dataDir = path.join(root, 'data')
    const first = await harness.spawn({ dataDir, cwd: root, env: { SEED_DEMO: 'false' } })
    await first.waitFor(CREATING_LINE)

    // One while the first is still creating the database, one once it serves; both give DATA_DIR
    // relative to their working directory, and the message must name the absolute path.
    const early = await harness.spawn({ dataDir: 'data', cwd: root, env: { SEED_DEMO: 'false' } })
    await early.exited
    await first.ready()
    const late = await harness.spawn({ dataDir: 'data', cwd: root, env: { SEED_DEMO: 'false' } })
    await late.exited

    for (const refused of [early, late]) {
      expect(refused.exit, refused.output()).toEqual(FAILED_EXIT)
      expect(refused.stderr).toContain(dataDir)
      expect(refused.stderr).toContain(`pid ${first.pid}`)
      expect(refused.stderr).not.toMatch(/^\s+at /m)
      expect(refused.stdout).not.toMatch(READY_LINE)
    }

    expect(first.running).toBe(true)
    expect(readLock(dataDir)).toEqual({ pid: first.pid, host: os.hostname() })
    expect(existsSync(path.join(dataDir, 'pgdata.partial'))).toBe(false)
    const health = await first.fetch('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' })
    expect(await products(first)).toEqual([])
    await expectCleanStop(first)
  }, 120_000)

  it('takes over a stale lock: one left by a dead process, and an unreadable one once it has stayed unreadable', async () => {
    const dataDir = path.join(harness.tempDir(), 'data')
    mkdirSync(dataDir)
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: await deadPid(), host: os.hostname() }))

    const first = await harness.start({ dataDir, env: { SEED_DEMO: 'false' } })
    expect(readLock(dataDir)).toEqual({ pid: first.pid, host: os.hostname() })
    await expectCleanStop(first)
    expect(existsSync(lockFile(dataDir))).toBe(false)

    // An empty lock file is no longer taken for a crashed owner at first sight: the store never
    // writes one (it links a complete file into place), but an older version created the file
    // and wrote its pid a moment later. The server waits out the grace period for the pid to
    // appear; one that never does was cut off by a crash, and the lock is taken over.
    writeFileSync(lockFile(dataDir), '')
    const second = await harness.start({ dataDir, env: { SEED_DEMO: 'false' } })
    expect(readLock(dataDir)).toEqual({ pid: second.pid, host: os.hostname() })
    expect((await second.fetch('/api/health')).status).toBe(200)
    await expectCleanStop(second)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.lock'))).toEqual([])
  }, 120_000)

  it('refuses to start while the lock file it finds empty is being written by a live process, naming the directory', async () => {
    const root = harness.tempDir()
    const dataDir = path.join(root, 'data')
    mkdirSync(dataDir)
    // The race the lock used to lose: another process has created the lock file and not yet
    // written its pid when this server looks. It must wait, see the owner, and stop.
    const file = lockFile(dataDir)
    const owner = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(file)}, ''); console.log('created');
         setTimeout(() => fs.writeFileSync(${JSON.stringify(file)}, JSON.stringify({ pid: process.pid, host: require('os').hostname() })), 500);
         setTimeout(() => {}, 120000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise((resolve) => owner.stdout.once('data', resolve))
      const refused = await harness.spawn({ dataDir, env: { SEED_DEMO: 'false' } })
      await refused.exited
      expect(refused.exit, refused.output()).toEqual(FAILED_EXIT)
      expect(refused.stderr).toContain(dataDir)
      expect(refused.stderr).toContain(`pid ${owner.pid}`)
      expect(refused.stdout).not.toMatch(READY_LINE)
      expect(readLock(dataDir)).toEqual({ pid: owner.pid, host: os.hostname() })
      expect(existsSync(path.join(dataDir, 'pgdata.partial')) || existsSync(path.join(dataDir, 'pgdata'))).toBe(false)
    } finally {
      owner.kill()
    }
  }, 60_000)

  it('takes over a lock naming its own pid, which no other live process can hold (pid reuse after a crash)', async () => {
    // In a container the server often gets the same pid on every start, so after a kill -9 the
    // lock it left names the pid of the new process. In-process: the pid is the test worker's.
    const dataDir = path.join(harness.tempDir(), 'data')
    mkdirSync(dataDir)
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, host: os.hostname() }))
    const release = await lockDataDir(dataDir)
    try {
      expect(readLock(dataDir)).toEqual({ pid: process.pid, host: os.hostname() })
      // ...but the same process locking twice is still refused.
      await expect(lockDataDir(dataDir)).rejects.toThrow(dataDir)
    } finally {
      release()
    }
    expect(existsSync(lockFile(dataDir))).toBe(false)
  })

  it('recovers from a first start killed (SIGKILL) while creating the database, whatever it left in pgdata.partial', async () => {
    const dataDir = path.join(harness.tempDir(), 'data')
    const partial = path.join(dataDir, 'pgdata.partial')
    const doomed = await harness.spawn({ dataDir })
    await doomed.waitFor(CREATING_LINE)
    // The line comes before PGlite loads; kill once initdb has begun writing files.
    await waitForPath(path.join(partial, 'PG_VERSION'), doomed)
    expect(await doomed.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })
    // The kill landed mid-creation (otherwise this test proves nothing), and left its lock behind.
    expect(existsSync(path.join(dataDir, 'pgdata')), doomed.output()).toBe(false)
    expect(existsSync(partial)).toBe(true)
    expect(readLock(dataDir).pid).toBe(doomed.pid)
    // Make the leftovers worse than a clean cut: junk a real PostgreSQL would trip over.
    mkdirSync(path.join(partial, 'base', '1'), { recursive: true })
    writeFileSync(path.join(partial, 'PG_VERSION'), '99\n')
    writeFileSync(path.join(partial, 'base', '1', '1259'), Buffer.alloc(8192, 0xab))
    writeFileSync(path.join(partial, 'postmaster.pid'), '12345\n')

    const server = await harness.start({ dataDir })
    expect(server.stdout).toMatch(CREATING_LINE)
    expect(server.stdout).toContain(`Catálogo de demostración cargado: ${DEMO_PRODUCTS} productos`)
    expect(await products(server)).toHaveLength(DEMO_PRODUCTS)
    expect(existsSync(partial)).toBe(false)
    expect(readLock(dataDir).pid).toBe(server.pid)
    await expectCleanStop(server)
  }, 120_000)

  it('recovers from a first start killed (SIGKILL) while seeding: the seed is all or nothing, and comes next time', async () => {
    const dataDir = path.join(harness.tempDir(), 'data')
    const doomed = await harness.spawn({ dataDir })
    await doomed.waitFor(/Base de datos: pglite/)
    await doomed.stop('SIGKILL')
    expect(doomed.stdout, 'the kill must land before the seed commits').not.toMatch(SEEDED_LINE)
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true)

    const server = await harness.start({ dataDir })
    expect(server.stdout).not.toMatch(CREATING_LINE)
    expect(server.stdout).toContain(`Catálogo de demostración cargado: ${DEMO_PRODUCTS} productos`)
    expect(await products(server)).toHaveLength(DEMO_PRODUCTS)
    await expectCleanStop(server)
  }, 120_000)

  it('stops on a wrong configuration with a message naming the variable, touching no data directory', async () => {
    const root = harness.tempDir()
    const cases = [
      { variable: 'PORT', env: { PORT: 'abc' } },
      { variable: 'DATABASE_URL', env: { DATABASE_URL: 'mysql://x' } },
      { variable: 'SEED_DEMO', env: { SEED_DEMO: 'maybe' } },
    ]
    const runs = await Promise.all(
      cases.map(async ({ variable, env }) => {
        const dataDir = path.join(root, `data-${variable}`)
        const server = await harness.spawn({ dataDir, env })
        return { variable, dataDir, server, exit: await server.exited }
      }),
    )
    for (const { variable, dataDir, server, exit } of runs) {
      expect(exit, server.output()).toEqual(FAILED_EXIT)
      expect(server.stderr).toContain('Configuración inválida')
      expect(server.stderr).toMatch(new RegExp(`^\\s*${variable}: `, 'm'))
      expect(server.stderr, 'a configuration error is a message, not a stack trace').not.toMatch(/^\s+at /m)
      expect(server.stdout).not.toMatch(READY_LINE)
      expect(existsSync(dataDir), `${variable}: DATA_DIR must not be created`).toBe(false)
    }
  }, 60_000)

  it('SEED_DEMO=false leaves an empty database empty', async () => {
    const dataDir = path.join(harness.tempDir(), 'data')
    const bare = await harness.start({ dataDir, env: { SEED_DEMO: 'false' } })
    expect(bare.stdout).toMatch(CREATING_LINE)
    expect(bare.stdout).not.toMatch(SEEDED_LINE)
    expect(await bare.getJson<unknown[]>('/api/products')).toEqual([])
    await expectCleanStop(bare)
  }, 120_000)
})

describe('server processes on PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two instances starting together on one fresh database both start, and the catalogue is seeded once',
    async () => {
      const database = await createTestDatabaseUrl()
      try {
        const root = harness.tempDir()
        const [portA, portB] = await freePorts(2)
        const env = { DATABASE_URL: database.url }
        const servers = await Promise.all([
          harness.spawn({ dataDir: path.join(root, 'a'), env }, portA),
          harness.spawn({ dataDir: path.join(root, 'b'), env }, portB),
        ])
        const startups = await Promise.all(servers.map((server) => server.ready()))
        startups.forEach((startup, i) => recordStartup(`PostgreSQL, fresh database, instance ${i + 1} of 2`, { startup }))

        const seededBy = servers.filter((server) => SEEDED_LINE.test(server.stdout))
        expect(seededBy, servers.map((s) => s.output()).join('\n')).toHaveLength(1)
        expect(seededBy[0]!.stdout).toContain(`Catálogo de demostración cargado: ${DEMO_PRODUCTS} productos`)
        for (const server of servers) {
          expect(server.stdout).toContain('Base de datos: postgres')
          const rows = await products(server)
          expect(rows).toHaveLength(DEMO_PRODUCTS)
          expect(new Set(rows.map((p) => p.sku)).size).toBe(DEMO_PRODUCTS)
        }

        const client = new pg.Client({ connectionString: database.url })
        await client.connect()
        try {
          const count = await client.query<{ n: number }>('select count(*)::int as n from products')
          expect(count.rows[0]!.n).toBe(DEMO_PRODUCTS)
          const journal = JSON.parse(readFileSync(path.join(projectRoot, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
            entries: unknown[]
          }
          const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
          expect(applied.rows[0]!.n, 'each migration is recorded once').toBe(journal.entries.length)
        } finally {
          await client.end()
        }

        for (const server of servers) await expectCleanStop(server)
      } finally {
        await harness.cleanup()
        await database.drop()
      }
    },
    120_000,
  )
})
