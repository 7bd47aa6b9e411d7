import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { AUTH_MESSAGES } from '#domain/forms/auth.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS, resetPasswordSchema } from '#domain/forms/password-reset.ts'
import { AccountCard, AccountFooterLink, FormFailure, SubmitButton } from '../components/auth/account-form.tsx'
import { TextField } from '../components/forms/text-field.tsx'
import { api } from '../lib/api-client.ts'
import { showAlert } from '../lib/dialogs.ts'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [
    { title: pageTitle('Elegí una contraseña nueva') },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** The token comes in the address's fragment (#token=…), read once and then taken off the address bar. */
function tokenFromLocation(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? ''
}

export default function ResetPasswordPage() {
  const [token, setToken] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const session = useSession()
  const navigate = useNavigate()

  useEffect(() => {
    setToken(tokenFromLocation())
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const values = { ...(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>), token: token ?? '' }
    const parsed = resetPasswordSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setBusy(true)
    const result = await api<{ message: string; token: string; email: string }>('/api/page/resetPassword', {
      method: 'POST',
      body: parsed.data,
      signIn: true,
    })
    setBusy(false)
    if (result.ok && result.data?.token) {
      session.signIn(result.data.token, result.data.email)
      navigate('/myaccount/profile')
      await showAlert({ icon: 'success', text: result.data.message })
      return
    }
    if ((result.status === 400 || result.status === 503) && result.message) setFailure(result.message)
    else setFailure(AUTH_MESSAGES.unexpected)
  }

  const missing = token === ''
  return (
    <AccountCard>
      <h1 className="text-2xl font-extrabold">Elegí una contraseña nueva</h1>
      {missing ? (
        <FormFailure className="mt-4" message={PASSWORD_RESET_MESSAGES.badLink} />
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <p className="text-sm text-gray-700">
            Mínimo 8 caracteres. Al guardarla, se cierran tus sesiones en otros dispositivos.
          </p>
          <TextField
            name="newPassword"
            type="password"
            label="Nueva contraseña"
            autoComplete="new-password"
            error={errors.newPassword}
          />
          <TextField
            name="confirmNewPassword"
            type="password"
            label="Repetir nueva contraseña"
            autoComplete="new-password"
            error={errors.confirmNewPassword}
          />
          <FormFailure message={failure ?? errors.token} />
          <SubmitButton busy={busy} busyLabel="Guardando…" disabled={token === null}>
            Guardar contraseña
          </SubmitButton>
        </form>
      )}
      <AccountFooterLink to={PASSWORD_RESET_PATHS.request}>Pedir un enlace nuevo</AccountFooterLink>
    </AccountCard>
  )
}
