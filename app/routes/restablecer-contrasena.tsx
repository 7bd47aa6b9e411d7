import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { AUTH_MESSAGES } from '#domain/forms/auth.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS, resetPasswordSchema } from '#domain/forms/password-reset.ts'
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
    <main className="mx-auto max-w-lg px-3 py-8">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h1 className="text-2xl font-extrabold">Elegí una contraseña nueva</h1>
        {missing ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
            {PASSWORD_RESET_MESSAGES.badLink}
          </p>
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
            {(failure ?? errors.token) && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
                {failure ?? errors.token}
              </p>
            )}
            <button
              type="submit"
              disabled={busy || token === null}
              className="w-full rounded-md bg-brand px-4 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {busy ? 'Guardando…' : 'Guardar contraseña'}
            </button>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={PASSWORD_RESET_PATHS.request} className="font-semibold text-brand underline">
            Pedir un enlace nuevo
          </Link>
        </p>
      </div>
    </main>
  )
}
