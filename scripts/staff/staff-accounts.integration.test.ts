/**
 * `add-staff` and `list-staff` as the real command line, on the embedded database and (with
 * TEST_DATABASE_URL) PostgreSQL: the password read from a pipe, an existing address's password
 * reset with its sessions ended, bad input refused with nothing stored.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/database.ts'
import { auditLog, staff } from '#server/db/schema/index.ts'
import { adminStaffService } from '#server/admin/admin-staff-service.ts'
import { verifyPassword } from '#server/accounts/passwords.ts'
import { runStaffCli } from '#tests/setup/staff-cli.ts'
import { createTestDatabaseUrl, databaseKinds } from '#tests/setup/test-store.ts'

const SLOW = { timeout: 180_000 }

describe.each(databaseKinds)('staff accounts from the command line on %s', (kind) => {
  let dataDir: string
  let databaseUrl: string | undefined
  let drop: (() => Promise<void>) | undefined
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' })
  const cli = (args: string[], input?: string) => runStaffCli(args, env(), undefined, input)
  async function withDb<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir, databaseUrl })
    try {
      return await run(database)
    } finally {
      await database.close()
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-accounts-'))
    if (kind === 'postgres') ({ url: databaseUrl, drop } = await createTestDatabaseUrl())
  })
  afterAll(async () => {
    await drop?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('adds an account with the password from standard input, lowercased, audited', SLOW, async () => {
    const result = await cli(['add-staff', 'Jefa@Tienda.TEST', '--role', 'admin'], 'una-clave-larga\n')
    expect(result.stderr).not.toMatch(/Error inesperado/)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Cuenta creada: jefa@tienda.test (Administración)')
    await withDb(async (database) => {
      const [row] = await database.db.select().from(staff)
      expect(row).toMatchObject({ email: 'jefa@tienda.test', role: 'admin', disabled: false })
      expect(await verifyPassword('una-clave-larga', row!.passwordHash)).toBe(true)
      const [audit] = await database.db.select().from(auditLog)
      expect(audit).toMatchObject({ actor: 'línea de comandos', action: 'staff.added', staffId: null })
    })
  })

  it('on an existing address resets the password and ends its sessions', SLOW, async () => {
    await withDb(async (database) => {
      await adminStaffService({ database }).signIn('jefa@tienda.test', 'una-clave-larga', '10.0.0.1')
    })
    const result = await cli(['add-staff', 'jefa@tienda.test'], 'otra-clave-larga\r\nresto ignorado')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Contraseña cambiada: jefa@tienda.test (Administración). Se cerró 1 sesión.')
    await withDb(async (database) => {
      const [row] = await database.db.select().from(staff)
      expect(await verifyPassword('otra-clave-larga', row!.passwordHash)).toBe(true)
    })
  })

  it('refuses a bad address, role or password with exit codes 2 and 1, storing nothing', SLOW, async () => {
    const badEmail = await cli(['add-staff', '<b>@x.com', '--role', 'ventas'], 'una-clave-larga\n')
    expect(badEmail.code).toBe(2)
    expect(badEmail.stderr).toContain('Correo inválido')
    const badRole = await cli(['add-staff', 'v@tienda.test', '--role', 'root'], 'una-clave-larga\n')
    expect(badRole.code).toBe(2)
    expect(badRole.stderr).toContain('--role debe ser admin, ventas o catalogo')
    const short = await cli(['add-staff', 'v@tienda.test', '--role', 'ventas'], 'corta\n')
    expect(short.code).toBe(1)
    expect(short.stderr).toContain('Mínimo 10 caracteres')
    const empty = await cli(['add-staff', 'v@tienda.test', '--role', 'ventas'], '')
    expect(empty.code).toBe(1)
    const noRole = await cli(['add-staff', 'v@tienda.test'], 'una-clave-larga\n')
    expect(noRole.code).toBe(1)
    expect(noRole.stderr).toContain('--role admin, --role ventas o --role catalogo')
    await withDb(async (database) => {
      expect(await database.db.select().from(staff)).toHaveLength(1)
    })
  })

  it('lists the accounts, also as JSON', SLOW, async () => {
    await cli(['add-staff', 'vende@tienda.test', '--role', 'ventas'], 'una-clave-larga\n')
    const table = await cli(['list-staff'])
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(/jefa@tienda\.test\s+Administración\s+activa/)
    expect(table.stdout).toContain('2 cuentas del personal.')
    const json = await cli(['list-staff', '--json'])
    const rows = JSON.parse(json.stdout) as { email: string; role: string; disabled: boolean }[]
    expect(rows.map((r) => [r.email, r.role, r.disabled])).toEqual([
      ['jefa@tienda.test', 'admin', false],
      ['vende@tienda.test', 'ventas', false],
    ])
    expect(json.stdout).not.toMatch(/argon2|scrypt/)
  })
})
