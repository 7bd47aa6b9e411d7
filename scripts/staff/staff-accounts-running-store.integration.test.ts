/**
 * The account commands while the store runs: on the embedded database through the store's
 * command socket in DATA_DIR, on PostgreSQL straight to the database as ever. The start log's
 * setup code, an account added and listed while the store serves, signing in with it at once,
 * the socket's key checked, and the old message when nothing answers in a locked DATA_DIR.
 */
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_KEY_NAME, STAFF_SOCKET_NAME } from '#server/admin/staff-command-protocol.ts'
import { projectRoot } from '#server/shared/project-root.ts'
import { ServerHarness, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { runStaffCli } from '#tests/setup/staff-cli.ts'
import { createTestDatabaseUrl, databaseKinds } from '#tests/setup/test-store.ts'
import { LOCKED_HINT } from './with-database.ts'

const SLOW = { timeout: 180_000 }
const PASSWORD = 'clave-del-duenio-1'

function rawRequest(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath, () => connection.write(`${line}\n`))
    let text = ''
    connection.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
    connection.on('end', () => resolve(text))
    connection.on('error', reject)
  })
}

describe.each(databaseKinds)('the account commands while the store runs on %s', (kind) => {
  const harness = new ServerHarness()
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>> | undefined
  let dataDir: string
  let server: ServerProcess
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' })
  const cli = (args: string[], input?: string) => runStaffCli(args, env(), undefined, input)

  beforeAll(async () => {
    if (kind === 'postgres') database = await createTestDatabaseUrl()
    dataDir = path.join(harness.tempDir('staff-running-'), 'data')
    server = await harness.start({ dataDir, env: { SEED_DEMO: 'false', ...(database ? { DATABASE_URL: database.url } : {}) } })
  }, 180_000)
  afterAll(async () => {
    await harness.cleanup()
    await database?.drop()
  })

  it('prints a setup code at start, with where to type it', async () => {
    // Right after 'Lista en', which names the address it gives; the last line names the command line.
    await server.waitFor(/npm run staff -- add-staff <correo> --role admin/, 10_000)
    expect(server.stdout).toMatch(/Código de configuración: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)
    expect(server.stdout).toMatch(/abra http:\/\/127\.0\.0\.1:\d+\/admin/)
  })

  it('adds an administrator while the store serves, who signs in at once', SLOW, async () => {
    const none = await cli(['list-staff'])
    expect(none.code, none.stderr).toBe(0)
    expect(none.stdout).toContain('No hay cuentas del personal')
    const added = await cli(['add-staff', 'Duenio@Tienda.test', '--role', 'admin'], `${PASSWORD}\n`)
    expect(added.code, added.stderr).toBe(0)
    expect(added.stdout).toContain('Cuenta creada: duenio@tienda.test (Administración)')
    if (kind === 'pglite') expect(added.stderr).toContain('a través de la tienda en marcha')
    const signIn = await server.fetch('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'duenio@tienda.test', password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    const listed = await cli(['list-staff', '--json'])
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ email: 'duenio@tienda.test', role: 'admin', disabled: false }),
    ])
    // The store's log names the account, never the password.
    expect(server.output()).not.toContain(PASSWORD)
  })

  it('resets a password and refuses what the service refuses, with its message', SLOW, async () => {
    const reset = await cli(['add-staff', 'duenio@tienda.test'], 'otra-clave-larga\n')
    expect(reset.code, reset.stderr).toBe(0)
    expect(reset.stdout).toContain('Contraseña cambiada: duenio@tienda.test (Administración)')
    const noRole = await cli(['add-staff', 'nuevo@tienda.test'], `${PASSWORD}\n`)
    expect(noRole.code).toBe(1)
    expect(noRole.stderr).toContain('--role admin, --role ventas o --role catalogo')
    const listed = await cli(['list-staff', '--json'])
    expect((JSON.parse(listed.stdout) as unknown[]).length).toBe(1)
  })

  it.runIf(kind === 'pglite')('keeps the socket and its key to the store user, and refuses a wrong key', async () => {
    for (const name of [STAFF_SOCKET_NAME, STAFF_KEY_NAME])
      expect(statSync(path.join(dataDir, name)).mode & 0o777, name).toBe(0o600)
    const reply = await rawRequest(
      path.join(dataDir, STAFF_SOCKET_NAME),
      JSON.stringify({ key: 'x'.repeat(43), command: 'list-staff' }),
    )
    expect(JSON.parse(reply)).toEqual({ ok: false, message: `La clave no coincide con ${STAFF_KEY_NAME} de la tienda.` })
    const garbage = await rawRequest(path.join(dataDir, STAFF_SOCKET_NAME), '{"command":"drop-everything"}')
    expect(JSON.parse(garbage)).toMatchObject({ ok: false })
  })

  it.runIf(kind === 'pglite')(
    'after the store stops, the socket and key are gone and the command opens the database',
    SLOW,
    async () => {
      await server.stop()
      expect(() => statSync(path.join(dataDir, STAFF_SOCKET_NAME))).toThrow()
      expect(() => statSync(path.join(dataDir, STAFF_KEY_NAME))).toThrow()
      const listed = await cli(['list-staff'])
      expect(listed.code, listed.stderr).toBe(0)
      expect(listed.stdout).toContain('duenio@tienda.test')
    },
  )
})

describe('a DATA_DIR locked by something that takes no commands', () => {
  const harness = new ServerHarness()
  afterAll(() => harness.cleanup())

  it('still says to stop the store', SLOW, async () => {
    const dataDir = harness.tempDir('staff-locked-')
    const tsx = pathToFileURL(createRequire(path.join(projectRoot, 'package.json')).resolve('tsx')).href
    const holder = spawn(process.execPath, ['--import', tsx, path.join(projectRoot, 'tests/setup/lock-holder.ts'), dataDir], {
      cwd: projectRoot,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout
          .setEncoding('utf8')
          .on('data', (chunk: string) => (chunk.startsWith('locked') ? resolve() : reject(new Error(chunk))))
        holder.once('exit', (code) => reject(new Error(`lock holder ended with ${code}`)))
      })
      const result = await runStaffCli(
        ['add-staff', 'a@tienda.test', '--role', 'admin'],
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        undefined,
        `${PASSWORD}\n`,
      )
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('está en uso por otro proceso')
      expect(result.stderr).toContain(LOCKED_HINT)
    } finally {
      holder.kill('SIGKILL')
    }
  })
})
