/**
 * Runs the real server (`node --import tsx server/index.ts`) as a child process for the
 * process-level integration tests: free ports, a clean environment, readiness from the
 * 'Lista en' line, stdout and stderr collected, and a harness that kills every child and
 * removes every temporary folder it made. The child logs in the readable format (LOG_FORMAT=pretty),
 * as a person at a terminal sees it; the JSON format has tests of its own.
 *
 * The child runs with its working directory in a temporary folder, not in the project: the
 * server reads `./.env`, and a developer's .env must not change what these tests see.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { envSchema } from '#config/env.server.ts'
import { projectRoot } from '#server/shared/project-root.ts'

const serverEntry = path.join(projectRoot, 'server/index.ts')
const startScript = path.join(projectRoot, 'scripts/start.mjs')
const tsxLoader = pathToFileURL(createRequire(path.join(projectRoot, 'package.json')).resolve('tsx')).href
/**
 * What `npm run build` makes: the pages production mode of server/pages/pages.ts imports, and the
 * bundles the production image runs (written last, so their presence means a complete build).
 */
const pageBuildFiles = ['build/server/index.js', 'build/client', 'build/server.js', 'build/staff.js'].map((file) =>
  path.join(projectRoot, file),
)

export const READY_LINE = /Lista en (\S+) \((\d+) ms\)/
export const SEEDED_LINE = /Catálogo de demostración cargado: (\d+) productos/

/**
 * The server in production mode serves the pages from build/. `npm test` runs the integration
 * tests before its build step, so build once when there is none. When build/ is missing because
 * another `npm run build` is under way (it empties build/ first), wait for that one instead of
 * starting a second build in the same folder.
 */
export async function ensurePageBuild(waitForOtherBuildMs = 60_000): Promise<void> {
  const built = () => pageBuildFiles.every((file) => existsSync(file))
  if (built()) return
  if (existsSync(path.join(projectRoot, 'build'))) {
    const deadline = Date.now() + waitForOtherBuildMs
    while (!built() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
    if (built()) return
  }
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`)
  }
}

/** Ports the kernel says are free, all different (each server is held open until all are known). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer()
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
  return ports
}

/** The child's environment: ours without any of the store's variables, then the test's. */
function childEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of Object.keys(envSchema.shape)) delete env[key]
  Object.assign(env, overrides)
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key]
  return env
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface SpawnOptions {
  /** DATA_DIR as the child sees it (absolute, or relative to cwd) */
  dataDir: string
  /** the child's working directory; a fresh temporary folder when absent */
  cwd?: string
  /** more variables, or overrides (PORT, NODE_ENV…); undefined removes one */
  env?: Record<string, string | undefined>
  /**
   * Start the server under a parent that never reaps it (a shell replaced by `sleep`), so that once
   * killed it stays a zombie. The ServerProcess is then that parent; the server's own pid is in the
   * DATA_DIR lock. Both are in a process group of their own, which cleanup() kills whole.
   */
  unreapedParent?: boolean
  /** run the production bundle, build/server.js, instead of the source through tsx */
  built?: boolean
  /** 'npm start': scripts/start.mjs itself, which sets NODE_ENV and then runs build/server.js */
  entry?: 'npm start'
}

export class ServerProcess {
  stdout = ''
  stderr = ''
  exit: Exit | undefined
  readonly exited: Promise<Exit>
  readonly pid: number
  private readonly spawnedAt = performance.now()
  private readonly watchers = new Set<() => void>()

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly dataDir: string,
    /** the child leads a process group of its own (SpawnOptions.unreapedParent) */
    readonly ownGroup = false,
  ) {
    if (child.pid === undefined) throw new Error('the server process did not start')
    this.pid = child.pid
    child.on('error', (error) => {
      this.stderr += `\n[spawn-server] ${error.message}\n`
    })
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stdout += chunk
      this.notify()
    })
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk
      this.notify()
    })
    this.exited = new Promise((resolve) => {
      child.once('close', (code, signal) => {
        this.exit = { code, signal }
        this.notify()
        resolve(this.exit)
      })
    })
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`
  }

  get running(): boolean {
    return this.exit === undefined
  }

  /** Both streams, for failure messages. */
  output(): string {
    return `--- stdout ---\n${this.stdout}\n--- stderr ---\n${this.stderr}`
  }

  private notify() {
    for (const watcher of [...this.watchers]) watcher()
  }

  /** Resolves when `pattern` appears on stdout; rejects if the process ends first or on timeout. */
  waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer)
        this.watchers.delete(check)
      }
      const check = () => {
        const match = pattern.exec(this.stdout)
        if (match) {
          done()
          resolve(match)
        } else if (this.exit) {
          done()
          reject(
            new Error(`server (pid ${this.pid}) ended ${JSON.stringify(this.exit)} before printing ${pattern}\n${this.output()}`),
          )
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`server (pid ${this.pid}) did not print ${pattern} within ${timeoutMs} ms\n${this.output()}`))
      }, timeoutMs)
      this.watchers.add(check)
      check()
    })
  }

  /** Waits for 'Lista en'; answers the wall-clock time since spawn and the time the server reports. */
  async ready(timeoutMs = 60_000): Promise<{ wallMs: number; reportedMs: number }> {
    const match = await this.waitFor(READY_LINE, timeoutMs)
    return { wallMs: Math.round(performance.now() - this.spawnedAt), reportedMs: Number(match[2]) }
  }

  /** SIGKILL to the child, and to its whole process group when it leads one. */
  killHard(): void {
    if (this.ownGroup) process.kill(-this.pid, 'SIGKILL')
    else this.child.kill('SIGKILL')
  }

  /** Sends `signal` and waits for the process to end (SIGKILL after `timeoutMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<Exit> {
    if (this.exit) return this.exit
    this.child.kill(signal)
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs)
    try {
      return await this.exited
    } finally {
      clearTimeout(timer)
    }
  }

  async fetch(pathname: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.baseUrl}${pathname}`, { ...init, signal: AbortSignal.timeout(30_000) })
  }

  async getJson<T>(pathname: string): Promise<T> {
    const response = await this.fetch(pathname)
    if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
}

/** Owns the children and temporary folders of a test file; `cleanup()` in afterEach/afterAll. */
export class ServerHarness {
  private readonly processes = new Set<ServerProcess>()
  private readonly dirs = new Set<string>()

  constructor() {
    // Last resort when the test worker itself ends (a timeout, Ctrl-C): no orphaned servers.
    process.once('exit', () => {
      for (const server of this.processes) if (server.running) server.killHard()
    })
  }

  /** A fresh, empty temporary folder (removed by cleanup). */
  tempDir(prefix = 'store-lifecycle-'): string {
    // The real path: the server resolves a relative DATA_DIR against process.cwd(), which is one.
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)))
    this.dirs.add(dir)
    return dir
  }

  /** Spawns a server on a free port; does not wait for it. */
  async spawn(options: SpawnOptions, port?: number): Promise<ServerProcess> {
    await ensurePageBuild()
    const chosenPort = port ?? (await freePorts(1))[0]!
    const cwd = options.cwd ?? this.tempDir('store-cwd-')
    const env = childEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      // tsx looks for tsconfig.json in the working directory; use the project's.
      TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json'),
      ...options.env,
    })
    const command =
      options.entry === 'npm start'
        ? [process.execPath, startScript]
        : options.built
          ? [process.execPath, path.join(projectRoot, 'build/server.js')]
          : [process.execPath, '--import', tsxLoader, serverEntry]
    const child = options.unreapedParent
      ? spawn('/bin/sh', ['-c', '"$@" & exec sleep 3600', 'sh', ...command], {
          cwd,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(command[0]!, command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const server = new ServerProcess(child, chosenPort, path.resolve(cwd, options.dataDir), options.unreapedParent === true)
    this.processes.add(server)
    return server
  }

  /** Spawns a server and waits until it is listening. */
  async start(
    options: SpawnOptions,
    port?: number,
  ): Promise<ServerProcess & { startup: { wallMs: number; reportedMs: number } }> {
    const server = await this.spawn(options, port)
    const startup = await server.ready()
    return Object.assign(server, { startup })
  }

  /** Kills every child still running, waits for each to end, removes the temporary folders. */
  async cleanup(): Promise<void> {
    const live = [...this.processes]
    this.processes.clear()
    await Promise.all(
      live.map(async (server) => {
        if (server.running) server.killHard()
        await server.exited
      }),
    )
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true })
    this.dirs.clear()
  }
}
