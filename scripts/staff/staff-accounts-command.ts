/**
 * `staff add-staff <email> --role admin|ventas|catalogo`: adds a back-office account, or on an address
 * that has one sets a new password (and the role, when given) and ends its sessions. The password
 * comes from standard input when it is not a terminal, or from a prompt that does not echo it.
 *
 * `staff list-staff [--json]`: the back-office accounts.
 *
 * Both work while the store runs on the embedded database, through the store itself
 * (running-store.ts); with DATABASE_URL they open PostgreSQL as every command does.
 */
import { newStaffPassword, staffEmail } from '#domain/admin/admin-forms.ts'
import { ROLE_LABELS, STAFF_ROLES, isStaffRole, type StaffRole } from '#domain/admin/staff-roles.ts'
import { AppError } from '#server/shared/errors.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { adminStaffService } from '#server/admin/admin-staff-service.ts'
import { CliError, UsageError } from './cli-error.ts'
import { listRowsCommand } from './list-rows-command.ts'
import { countOf, formatDateTime, logToStderr } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { readNewPassword } from './read-password.ts'
import { askRunningStore } from './running-store.ts'
import { withDatabase } from './with-database.ts'

/** What add-staff prints, whether the database was opened here or by the running store. */
interface AddOutcome {
  created: boolean
  member: { email: string; role: StaffRole; disabled: boolean }
  endedSessions: number
}

export async function addStaffCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseFlags({
    args,
    options: { role: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  })
  if (positionals.length !== 1) throw new UsageError('Indique un correo: add-staff <correo> --role admin|ventas|catalogo')
  const email = staffEmail.safeParse(positionals[0])
  if (!email.success) throw new UsageError(`Correo inválido: ${positionals[0]}`)
  let role: StaffRole | undefined
  if (values.role !== undefined) {
    if (!isStaffRole(values.role))
      throw new UsageError(
        `--role debe ser ${new Intl.ListFormat('es', { type: 'disjunction' }).format(STAFF_ROLES)} (se recibió '${values.role}')`,
      )
    role = values.role
  }
  // The password is read before the database is opened: nothing is held while someone types.
  const password = newStaffPassword.safeParse(await readNewPassword())
  if (!password.success) throw new CliError(`Contraseña inválida: ${password.error.issues[0]?.message ?? ''}`)

  const outcome: AddOutcome = await withDatabase<AddOutcome>(
    async ({ database }) => {
      try {
        return await adminStaffService({ database }).addOrReset(COMMAND_LINE_ACTOR, {
          email: email.data,
          role,
          password: password.data,
        })
      } catch (error) {
        if (error instanceof AppError) throw new CliError(error.message)
        throw error
      }
    },
    logToStderr,
    (dataDir) =>
      askRunningStore(dataDir, {
        command: 'add-staff',
        email: email.data,
        ...(role ? { role } : {}),
        password: password.data,
      }),
  )
  const { member } = outcome
  if (outcome.created) {
    console.log(`Cuenta creada: ${member.email} (${ROLE_LABELS[member.role]}). Ingrese en /admin/login.`)
  } else {
    const n = outcome.endedSessions
    const ended = n === 0 ? '' : n === 1 ? ' Se cerró 1 sesión.' : ` Se cerraron ${n} sesiones.`
    const disabled = member.disabled ? ' La cuenta sigue deshabilitada: un administrador puede habilitarla en /admin/staff.' : ''
    console.log(`Contraseña cambiada: ${member.email} (${ROLE_LABELS[member.role]}).${ended}${disabled}`)
  }
  return 0
}

interface StaffListRow {
  email: string
  role: StaffRole
  disabled: boolean
  created_at: string
  password_changed_at: string
}

const listRow = (m: {
  email: string
  role: StaffRole
  disabled: boolean
  createdAt: Date | string
  passwordChangedAt: Date | string
}): StaffListRow => ({
  email: m.email,
  role: m.role,
  disabled: m.disabled,
  created_at: new Date(m.createdAt).toISOString(),
  password_changed_at: new Date(m.passwordChangedAt).toISOString(),
})

export function listStaffCommand(args: string[]): Promise<number> {
  return listRowsCommand(args, {
    read: async ({ database }) => (await adminStaffService({ database }).list()).map(listRow),
    runningStore: async (dataDir) => (await askRunningStore(dataDir, { command: 'list-staff' }))?.members.map(listRow),
    none: 'No hay cuentas del personal. Cree la primera con: npm run staff -- add-staff <correo> --role admin',
    columns: [
      { header: 'E-mail' },
      { header: 'Rol' },
      { header: 'Estado' },
      { header: 'Alta' },
      { header: 'Contraseña cambiada' },
    ],
    cells: (r) => [
      r.email,
      ROLE_LABELS[r.role],
      r.disabled ? 'deshabilitada' : 'activa',
      formatDateTime(r.created_at),
      formatDateTime(r.password_changed_at),
    ],
    total: (rows) => `${countOf(rows.length, 'cuenta', 'cuentas')} del personal.`,
  })
}
