/**
 * One store under test: a fresh temporary DATA_DIR, the catalogue (demo seeded by the store on
 * its first start, or `scripts/seed.ts --products N` before it), benchmark customers, and
 * `node build/server.js` on a free port, ready when /api/health answers.
 *
 * The children run with their working directory in the temporary folder and without any of the
 * store's variables from our environment, so a developer's `.env` or DATABASE_URL never changes
 * what is measured: a store runs on the embedded database, or with `database: 'postgres'` on a
 * database of its own created on the benchmark's PostgreSQL server (postgres-database.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdtempSync, mkdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { envSchema } from '#config/env.server.ts'
import { DEMO_PRODUCT_COUNT } from '#server/demo/catalogue.ts'
import { createBenchDatabase } from './postgres-database.ts'
import { freePort, killTree, onCleanup, removeDirLater, run, sleep } from './processes.ts'

/** The accounts the sign-in measurement signs in with, by password hash (sign-ins.ts). */
export interface SignInEmails {
  argon2id: string[]
  scrypt: string[]
}

export const projectRoot = path.resolve(import.meta.dirname, '../..')
const tsxBin = path.join(projectRoot, 'node_modules/.bin/tsx')
const serverEntry = path.join(projectRoot, 'build/server.js')

export interface BenchUser {
  id: number
  email: string
}

export type BenchDatabase = 'pglite' | 'postgres'

export interface StoreUnderTest {
  label: string
  database: BenchDatabase
  /** the PostgreSQL store's database (undefined on the embedded one): parts that prepare rows directly (stock-alerts.ts) */
  databaseUrl: string | undefined
  /** customers to sign in, by how their password is stored (signInUsers) */
  signIn: SignInEmails | null
  products: number
  baseUrl: string
  dataDir: string
  logFile: string
  users: BenchUser[]
  /** seconds: seeding before the start (large catalogue only) */
  seedSeconds: number | null
  /** seconds from spawning the server to /api/health answering (includes the demo seed) */
  startSeconds: number
  child: ChildProcess
  /** SIGTERM and wait (SIGKILL after 15 s); resolves with the time the exit was seen */
  stop(): Promise<number>
}

export interface StartOptions {
  label: string
  /** default: the embedded database */
  database?: { kind: 'pglite' } | { kind: 'postgres'; serverUrl: string }
  /** undefined: the demo catalogue, seeded by the store itself on its first start */
  products?: number | undefined
  users: number
  /** customers with a password, per hash, for the sign-in measurement */
  signInUsers?: { argon2id: number; scrypt: number }
  jwtSecret: string
  /** also make the back-office account of the catalogue-import measurement (import-throughput.ts) */
  staff?: boolean
  /** extra node flags for the server, e.g. --cpu-prof */
  nodeArgs?: string[]
  log: (message: string) => void
}

/** Our environment without any variable the store reads, plus `overrides`. */
function childEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of Object.keys(envSchema.shape)) delete env[key]
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) env[key] = value
  return env
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

export async function startStore(options: StartOptions): Promise<StoreUnderTest> {
  const { label, log } = options
  const root = mkdtempSync(path.join(os.tmpdir(), `bench-store-${label}-`))
  removeDirLater(root)
  const dataDir = path.join(root, 'data')
  mkdirSync(dataDir)
  const database = options.database ?? { kind: 'pglite' }
  const databaseUrl = database.kind === 'postgres' ? (await createBenchDatabase(database.serverUrl, label)).url : undefined
  const baseEnv = { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl }

  let seedSeconds: number | null = null
  if (options.products !== undefined) {
    log(`[${label}] seeding ${options.products.toLocaleString('en')} products…`)
    const started = performance.now()
    const seeded = await run(tsxBin, [path.join(projectRoot, 'scripts/seed.ts'), '--products', String(options.products)], {
      cwd: root,
      env: childEnv(baseEnv),
    })
    seedSeconds = (performance.now() - started) / 1000
    if (seeded.code !== 0) throw new Error(`[${label}] seed failed (${seeded.code}):\n${seeded.stdout}\n${seeded.stderr}`)
    if (!/Cargados/.test(seeded.stdout)) throw new Error(`[${label}] seed did not load the catalogue:\n${seeded.stdout}`)
    log(`[${label}] ${seeded.stdout.trim().split('\n').at(-1)} (${seedSeconds.toFixed(1)} s with start-up)`)
  }

  const created = await run(tsxBin, [path.join(projectRoot, 'scripts/bench/create-users.ts'), '--count', String(options.users)], {
    cwd: root,
    env: childEnv(baseEnv),
  })
  if (created.code !== 0) throw new Error(`[${label}] creating benchmark customers failed:\n${created.stderr}`)
  const users = JSON.parse(created.stdout.trim().split('\n').at(-1)!) as BenchUser[]

  let signIn: SignInEmails | null = null
  if (options.signInUsers) {
    const { argon2id, scrypt } = options.signInUsers
    const made = await run(
      tsxBin,
      [path.join(projectRoot, 'scripts/bench/create-sign-in-users.ts'), '--argon2', String(argon2id), '--scrypt', String(scrypt)],
      { cwd: root, env: childEnv(baseEnv) },
    )
    if (made.code !== 0) throw new Error(`[${label}] creating sign-in customers failed:\n${made.stderr}`)
    signIn = JSON.parse(made.stdout.trim().split('\n').at(-1)!) as SignInEmails
  }

  if (options.staff) {
    const made = await run(tsxBin, [path.join(projectRoot, 'scripts/bench/create-staff.ts')], {
      cwd: root,
      env: childEnv(baseEnv),
    })
    if (made.code !== 0) throw new Error(`[${label}] creating the staff account failed:\n${made.stderr}`)
  }

  const port = await freePort()
  const logFile = path.join(root, 'server.log')
  const logStream = createWriteStream(logFile)
  const started = performance.now()
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry], {
    cwd: root,
    env: childEnv({
      ...baseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: options.products === undefined ? undefined : 'false',
      JWT_SECRET: options.jwtSecret,
      ORDERS_PER_HOUR: '10000',
      // The registration burst comes from one address, as many shoppers behind one proxy would.
      REGISTRATIONS_PER_HOUR: '100000',
      // Sign-ins name their client in X-Forwarded-For (sign-ins.ts): shoppers come from many
      // addresses, and the per-address throttle counts the attempts still being checked.
      TRUST_PROXY: '127.0.0.1',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.pipe(logStream)
  child.stderr!.pipe(logStream)
  let exitedAt = 0
  let stopping = false
  child.once('exit', (code, signal) => {
    exitedAt = performance.now()
    // A store that dies under load shows up later only as connection errors; say why now.
    if (!stopping) log(`[${label}] the store exited (${code ?? signal}) while measured:\n${tail(logFile)}`)
  })
  const stop = onCleanup(
    `server ${label}`,
    () => killTree(child),
    () => child.kill('SIGKILL'),
  )

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`[${label}] the store exited (${child.exitCode ?? child.signalCode}) before answering:\n${tail(logFile)}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`[${label}] /api/health did not answer within 240 s:\n${tail(logFile)}`)
    await sleep(200)
  }
  const startSeconds = (performance.now() - started) / 1000
  const seededLine = /Catálogo de demostración cargado: (\d+) productos/.exec(readFileSync(logFile, 'utf8'))
  const products = options.products ?? Number(seededLine?.[1] ?? DEMO_PRODUCT_COUNT)
  if (options.products === undefined && !seededLine)
    throw new Error(`[${label}] the store did not seed the demo catalogue:\n${tail(logFile)}`)
  log(`[${label}] store ready at ${baseUrl} with ${products.toLocaleString('en')} products (${startSeconds.toFixed(1)} s)`)

  return {
    label,
    database: database.kind,
    databaseUrl,
    signIn,
    products,
    baseUrl,
    dataDir,
    logFile,
    users,
    seedSeconds,
    startSeconds,
    child,
    async stop() {
      stopping = true
      await stop()
      logStream.end()
      return exitedAt || performance.now()
    },
  }
}

export { DEMO_PRODUCT_COUNT }
