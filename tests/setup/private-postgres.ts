/**
 * A throwaway PostgreSQL server of this test's own (initdb in a temporary folder, a free port),
 * for tests that stop and start the database under a running store. The shared server named by
 * TEST_DATABASE_URL is never touched: other test files keep using it meanwhile.
 *
 * Needs the PostgreSQL server binaries (Debian: postgresql-15 or newer; `pg_config --bindir`, or
 * /usr/lib/postgresql/<version>/bin). As root the server runs as the `postgres` user, which
 * PostgreSQL requires.
 */
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePorts } from './spawn-server.ts'

/** The folder holding initdb, pg_ctl and postgres, or undefined when they are not installed. */
export function findPostgresBin(): string | undefined {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  const candidates = fromConfig.status === 0 ? [fromConfig.stdout.trim()] : []
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')))
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(path.join(dir, tool))))
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  if (uid.status !== 0 || gid.status !== 0) throw new Error('running as root, but there is no postgres user to run the server as')
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) }
}

export class PrivatePostgres {
  private constructor(
    private readonly bin: string,
    private readonly root: string,
    readonly port: number,
    private readonly asPostgres: boolean,
  ) {}

  /** initdb and start; `createdb` names a database to create for the store. */
  static async start(bin: string): Promise<PrivatePostgres> {
    const user = postgresUser()
    const root = mkdtempSync(path.join(os.tmpdir(), 'store-private-pg-'))
    if (user) chownSync(root, user.uid, user.gid)
    const [port] = await freePorts(1)
    const server = new PrivatePostgres(bin, root, port!, user !== undefined)
    server.run('initdb', ['-D', server.dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
    server.start()
    return server
  }

  private get dataDir(): string {
    return path.join(this.root, 'data')
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool)
    const result = this.asPostgres
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', cwd: this.root })
      : spawnSync(command, args, { encoding: 'utf8', cwd: this.root })
    if (result.status !== 0)
      throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}\n${this.log()}`)
  }

  log(): string {
    try {
      return readFileSync(path.join(this.root, 'server.log'), 'utf8')
    } catch {
      return ''
    }
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url() })
    await client.connect()
    try {
      await client.query(`CREATE DATABASE ${name}`)
    } finally {
      await client.end()
    }
    return this.url(name)
  }

  /** Starts the server and waits until it accepts connections. */
  start(): void {
    const options = `-p ${this.port} -k ${this.root} -c listen_addresses=127.0.0.1 -c fsync=off`
    this.run('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', path.join(this.root, 'server.log'), '-w', '-t', '30', 'start'])
  }

  /** Stops the server: 'fast' ends every session at once, as a restart for an upgrade does. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '30', 'stop'])
  }

  /** `pg_ctl restart -m fast`: down and up again in well under a second. */
  restart(): void {
    const options = `-p ${this.port} -k ${this.root} -c listen_addresses=127.0.0.1 -c fsync=off`
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      path.join(this.root, 'server.log'),
      '-m',
      'fast',
      '-w',
      '-t',
      '30',
      'restart',
    ])
  }

  /** The server's processes: the postmaster (postmaster.pid's first line) and its children, the backends among them. */
  processes(): number[] {
    const postmaster = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // /proc/<pid>/stat: 'pid (name) state ppid …'; the name may hold spaces, not ')'.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
        } catch {
          return false
        }
      })
      .map(Number)
    return [postmaster, ...children]
  }

  /**
   * SIGSTOP to every process of this server: connections stay open and the kernel still accepts
   * new ones, but nothing answers — a frozen machine, a stuck disk. `thaw()` undoes it.
   */
  freeze(): void {
    for (const pid of this.processes()) process.kill(pid, 'SIGSTOP')
    this.frozen = true
  }

  thaw(): void {
    if (!this.frozen) return
    for (const pid of this.processes()) process.kill(pid, 'SIGCONT')
    this.frozen = false
  }

  private frozen = false

  /** Stops the server if it runs and removes its files. */
  destroy(): void {
    try {
      this.thaw()
    } catch {
      // not running
    }
    try {
      this.stop('immediate')
    } catch {
      // already stopped
    }
    rmSync(this.root, { recursive: true, force: true })
  }
}
