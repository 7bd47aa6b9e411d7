/** Mi cuenta: the signed-in staff member changes their own password; their other sessions end. */
import { useState } from 'react'
import { changeOwnPasswordSchema, MIN_STAFF_PASSWORD_LENGTH } from '#domain/admin/admin-forms.ts'
import { ROLE_LABELS } from '#domain/admin/staff-roles.ts'
import { AdminField, AdminSubmitButton, NewPasswordFields, adminFields } from '../components/admin/admin-field.tsx'
import { Card, Notice, PageHeading, buttonPrimary } from '../components/admin/admin-ui.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { staffOnlyLoader, useAdmin } from '../lib/admin-session.ts'
import { useCheckedForm } from '../lib/use-checked-form.ts'

export function meta() {
  return [{ title: 'Mi cuenta · Panel TecnoHogar' }]
}

export const loader = staffOnlyLoader

export default function Account() {
  const { staff } = useAdmin()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const form = useCheckedForm({
    id: 'own-password',
    empty: { currentPassword: '', password: '', confirmPassword: '' },
    fields: ['currentPassword', 'password', 'confirmPassword'] as const,
    check: (values) => changeOwnPasswordSchema.safeParse(values),
  })
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const data = form.checked(event)
    if (!data) return
    const result = await form.sending(adminApi('/api/admin/account/password', { method: 'PUT', body: data, csrf: staff.csrf }))
    setNotice({ text: result.message, ok: result.ok })
    if (result.ok) form.reset()
  }
  return (
    <>
      <PageHeading title="Mi cuenta" />
      <div className="grid max-w-3xl gap-6">
        <Card>
          <dl className="text-sm">
            <div className="grid grid-cols-[6rem_1fr] gap-2 py-1">
              <dt className="font-semibold text-gray-600">Correo</dt>
              <dd className="break-all">{staff.email}</dd>
            </div>
            <div className="grid grid-cols-[6rem_1fr] gap-2 py-1">
              <dt className="font-semibold text-gray-600">Rol</dt>
              <dd>{ROLE_LABELS[staff.role]}</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <h2 className="text-lg font-bold">Cambiar la contraseña</h2>
          <p className="mt-1 text-sm text-gray-600">
            Al menos {MIN_STAFF_PASSWORD_LENGTH} caracteres. Las demás sesiones abiertas con su cuenta se cierran.
          </p>
          <form ref={form.formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
            {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
            <AdminField
              {...adminFields('own-password', form)('currentPassword')}
              label="Contraseña actual"
              type="password"
              autoComplete="current-password"
            />
            <NewPasswordFields
              formId="own-password"
              form={form}
              label="Nueva contraseña"
              repeatLabel="Repetir la nueva contraseña"
            />
            <AdminSubmitButton form={form} className={buttonPrimary} label="Cambiar contraseña" busyLabel="Guardando…" />
          </form>
        </Card>
      </div>
    </>
  )
}
