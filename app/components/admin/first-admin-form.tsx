/**
 * «Crear el primer administrador»: what /admin/login shows instead of the sign-in while the store
 * has no staff account. It asks for the setup code the start log printed, and the new account's
 * e-mail and password (server/admin/first-admin-setup.ts); the new administrator is signed in.
 */
import { useState } from 'react'
import { firstAdminSchema } from '#domain/admin/first-admin-form.ts'
import { MIN_STAFF_PASSWORD_LENGTH } from '#domain/admin/admin-forms.ts'
import { AdminField, AdminSubmitButton, NewPasswordFields, adminFields } from './admin-field.tsx'
import { buttonPrimary, Notice } from './admin-ui.tsx'
import { adminApi } from '../../lib/admin-api.ts'
import { useCheckedForm } from '../../lib/use-checked-form.ts'

const FORM_ID = 'first-admin'
const FIELDS = ['code', 'email', 'password', 'confirmPassword'] as const

export function FirstAdminForm() {
  const [failure, setFailure] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const form = useCheckedForm({
    id: FORM_ID,
    empty: { code: '', email: '', password: '', confirmPassword: '' },
    fields: FIELDS,
    check: (values) => firstAdminSchema.safeParse(values),
  })
  // A wrong code is said beside the field until the code is typed again.
  const shown = {
    ...form,
    errors: { ...form.errors, ...serverErrors },
    change: (field: (typeof FIELDS)[number], value: string) => {
      if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest)
      form.change(field, value)
    },
  }
  const field = adminFields(FORM_ID, shown)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    setServerErrors({})
    const data = form.checked(event)
    if (!data) return
    setFailure(null)
    const result = await form.sending(adminApi('/api/admin/first-admin', { method: 'POST', body: form.values }))
    if (result.ok) {
      window.location.assign('/admin')
      return
    }
    const fields = result.data?.fields
    if (fields && typeof fields === 'object') {
      setServerErrors(fields as Record<string, string>)
      form.formRef.current?.querySelector<HTMLElement>('[name="code"]')?.focus()
    } else setFailure(result.message)
  }

  return (
    <>
      <h1 className="mt-1 text-2xl font-extrabold">Crear el primer administrador</h1>
      <p className="mt-1 text-sm text-gray-600">
        La tienda todavía no tiene cuentas del personal. Escriba el <strong>código de configuración</strong> que la tienda mostró
        al iniciar (en la consola o el registro del servidor, en la línea «Código de configuración») y elija el correo y la
        contraseña de la cuenta de administración.
      </p>
      <form ref={form.formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        {failure && <Notice kind="error">{failure}</Notice>}
        <AdminField
          {...field('code')}
          label="Código de configuración"
          placeholder="ABCD-EFGH-JKMN"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <AdminField {...field('email')} label="Correo" type="email" autoComplete="username" />
        <NewPasswordFields
          formId={FORM_ID}
          form={shown}
          label={`Contraseña (mínimo ${MIN_STAFF_PASSWORD_LENGTH} caracteres)`}
          repeatLabel="Repetir contraseña"
        />
        <AdminSubmitButton
          form={form}
          className={`${buttonPrimary} w-full`}
          label="Crear administrador e ingresar"
          busyLabel="Creando…"
        />
      </form>
    </>
  )
}
