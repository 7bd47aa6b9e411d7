/** A staff account in Personal's table: e-mail (and the new-password form when open), role, state, last password change and actions. */
import { ROLE_LABELS, type StaffRole } from '#domain/admin/staff-roles.ts'
import { formatDateTime } from '../../../lib/admin-format.ts'
import { buttonSecondary, cell } from '../admin-ui.tsx'

export function StaffRow({
  member: m,
  self,
  resetting,
  disabled,
  onReset,
  onToggle,
  resetForm,
}: {
  member: { email: string; role: StaffRole; disabled: boolean; passwordChangedAt: string | Date }
  self: boolean
  resetting: boolean
  disabled: boolean
  onReset: () => void
  onToggle: () => void
  resetForm: React.ReactNode
}) {
  return (
    <tr className={m.disabled ? 'bg-gray-50 text-gray-600' : undefined}>
      <td className={`${cell} break-all font-semibold`}>
        {m.email}
        {self && <span className="ml-1 text-xs font-normal text-gray-600">(usted)</span>}
        {resetting && resetForm}
      </td>
      <td className={cell}>{ROLE_LABELS[m.role]}</td>
      <td className={cell}>
        {m.disabled ? (
          <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-bold text-gray-800">Deshabilitada</span>
        ) : (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">Activa</span>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(m.passwordChangedAt)}</td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonSecondary} aria-expanded={resetting} disabled={disabled} onClick={onReset}>
            {resetting ? 'Cerrar' : 'Nueva contraseña'}
            <span className="sr-only"> para {m.email}</span>
          </button>
          {!self && (
            <button type="button" className={buttonSecondary} disabled={disabled} onClick={onToggle}>
              {m.disabled ? 'Habilitar' : 'Deshabilitar'}
              <span className="sr-only"> {m.email}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  )
}
