import { useState, type FormEvent } from 'react'
import { AUTH_MESSAGES, changePasswordSchema } from '#domain/forms/auth.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { api } from '../../lib/api-client.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { useSession } from '../../lib/session-context.tsx'
import { TextField } from '../forms/text-field.tsx'

const NEW_PASSWORD_FIELDS = [
  { name: 'newPassword', label: 'Nueva contraseña' },
  { name: 'confirmNewPassword', label: 'Repetir nueva contraseña' },
] as const

/** New ≥ 8 characters, confirmation matches, current required; button disabled otherwise. */
export function PasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState({ actualPassword: '', newPassword: '', confirmNewPassword: '' })
  const [busy, setBusy] = useState(false)
  const { signIn } = useSession()
  const parsed = changePasswordSchema.safeParse(values)
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  const touched = (field: keyof typeof values) => values[field] !== ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!parsed.success) return
    setBusy(true)
    const result = await api<{ message: string; token?: string }>('/api/page/changeUserPassword', {
      method: 'PATCH',
      body: { ...values, email },
    })
    setBusy(false)
    if (result.ok) {
      // The change ended every session signed before it, this one included: keep the new token.
      if (result.data?.token) signIn(result.data.token, email)
      setValues({ actualPassword: '', newPassword: '', confirmNewPassword: '' })
      await showAlert({ icon: 'success', text: AUTH_MESSAGES.passwordChanged })
    } else {
      await showAlert({ icon: 'error', text: result.message ?? AUTH_MESSAGES.passwordChangeFailure })
    }
  }

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }))
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-bold">
        Cambiar contraseña
      </h2>
      <TextField
        name="actualPassword"
        type="password"
        autoComplete="current-password"
        label="Contraseña actual"
        hint="Si ingresaste con Google y todavía no tenés contraseña, creala con el enlace que te enviamos desde «¿Olvidaste tu contraseña?»."
        value={values.actualPassword}
        onChange={set('actualPassword')}
      />
      {NEW_PASSWORD_FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          name={name}
          type="password"
          autoComplete="new-password"
          label={label}
          value={values[name]}
          onChange={set(name)}
          error={touched(name) ? errors[name] : undefined}
        />
      ))}
      <button
        type="submit"
        disabled={!parsed.success || busy}
        className="rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50"
      >
        Actualizar contraseña
      </button>
    </form>
  )
}
