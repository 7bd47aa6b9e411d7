/**
 * Personal (admins only): the staff accounts; add one, disable or re-enable it (after a
 * confirmation; disabling signs it out at once), and set a new password (its sessions end).
 */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { addStaffSchema, resetStaffPasswordSchema } from '#domain/admin/admin-forms.ts'
import { ROLE_LABELS, STAFF_ROLES } from '#domain/admin/staff-roles.ts'
import type { Route } from './+types/admin.staff'
import { AdminField, AdminSubmitButton, NewPasswordFields, adminFields } from '../components/admin/admin-field.tsx'
import { Card, Notice, PageHeading, Table, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx'
import { StaffRow } from '../components/admin/staff/staff-row.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'
import { useCheckedForm } from '../lib/use-checked-form.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { LabelledOptions } from '../components/admin/labelled-options.tsx'

export function meta() {
  return [{ title: 'Personal · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context)
  return { members: await context.services.adminStaff.list(), selfId: staff.staffId }
}

type Member = Route.ComponentProps['loaderData']['members'][number]
type Say = (text: string, ok: boolean) => void

function AddStaffForm({ onDone }: { onDone: Say }) {
  const { staff } = useAdmin()
  const form = useCheckedForm({
    id: 'add-staff',
    empty: { email: '', role: 'ventas', password: '', confirmPassword: '' },
    fields: ['email', 'role', 'password', 'confirmPassword'] as const,
    check: (values) => addStaffSchema.safeParse(values),
  })
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const data = form.checked(event)
    if (!data) return
    const result = await form.sending(adminApi('/api/admin/staff', { method: 'POST', body: data, csrf: staff.csrf }))
    onDone(result.message, result.ok)
    if (result.ok) form.reset()
  }
  return (
    <Card>
      <h2 className="text-lg font-bold">Agregar una cuenta</h2>
      <form ref={form.formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <AdminField {...adminFields('add-staff', form)('email')} label="Correo" type="email" autoComplete="off" />
        <div>
          <label htmlFor="add-staff-role" className="block text-sm font-semibold text-gray-800">
            Rol
          </label>
          <select
            id="add-staff-role"
            name="role"
            value={form.values.role}
            onChange={(e) => form.change('role', e.target.value)}
            className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 ring-gray-300 focus:ring-2 focus:ring-brand"
          >
            <LabelledOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
          </select>
        </div>
        <NewPasswordFields formId="add-staff" form={form} label="Contraseña" repeatLabel="Repetir contraseña" />
        <div className="sm:col-span-2">
          <AdminSubmitButton form={form} className={buttonPrimary} label="Crear cuenta" busyLabel="Creando…" />
        </div>
      </form>
    </Card>
  )
}

function ResetPasswordForm({ member, onDone }: { member: Member; onDone: Say }) {
  const { staff } = useAdmin()
  const id = `reset-${member.id}`
  const form = useCheckedForm({
    id,
    empty: { password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword'] as const,
    check: (values) => resetStaffPasswordSchema.safeParse(values),
  })
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const data = form.checked(event)
    if (!data) return
    const result = await form.sending(
      adminApi(`/api/admin/staff/${member.id}/password`, { method: 'PUT', body: data, csrf: staff.csrf }),
    )
    onDone(result.message, result.ok)
    if (result.ok) form.reset()
  }
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <NewPasswordFields formId={id} form={form} label="Nueva contraseña" repeatLabel="Repetir contraseña" />
      <AdminSubmitButton form={form} className={`${buttonSecondary} sm:mt-6`} label="Cambiar contraseña" busyLabel="Guardando…" />
    </form>
  )
}

export default function Staff({ loaderData: { members, selfId } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [confirming, setConfirming] = useState<Member | null>(null)
  const [resetting, setResetting] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  const say: Say = (text, ok) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }

  async function toggle(member: Member) {
    setBusy(true)
    const result = await adminApi(`/api/admin/staff/${member.id}/disabled`, {
      method: 'PUT',
      body: { disabled: !member.disabled },
      csrf: staff.csrf,
    })
    setBusy(false)
    setConfirming(null)
    say(result.message, result.ok)
  }

  return (
    <>
      <PageHeading title="Personal" />
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="space-y-6">
        <Table caption="Cuentas del personal" head={['Correo', 'Rol', 'Estado', 'Contraseña cambiada', 'Acciones']}>
          {members.map((m) => (
            <StaffRow
              key={m.id}
              member={m}
              self={m.id === selfId}
              resetting={resetting === m.id}
              disabled={!hydrated}
              onReset={() => setResetting(resetting === m.id ? null : m.id)}
              onToggle={() => setConfirming(m)}
              resetForm={<ResetPasswordForm member={m} onDone={say} />}
            />
          ))}
        </Table>
        <AddStaffForm onDone={say} />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.disabled ? 'Habilitar la cuenta' : 'Deshabilitar la cuenta'}
        confirmLabel={confirming?.disabled ? 'Habilitar' : 'Deshabilitar'}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void toggle(confirming)}
      >
        {confirming?.disabled ? (
          <p>{confirming.email} podrá volver a ingresar al panel con su contraseña.</p>
        ) : (
          <p>{confirming?.email} no podrá ingresar al panel y sus sesiones abiertas se cerrarán ahora mismo.</p>
        )}
      </ConfirmDialog>
    </>
  )
}
