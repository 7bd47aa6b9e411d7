import { useState, type FormEvent } from 'react'
import { AUTH_MESSAGES } from '#domain/forms/auth.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { PASSWORD_RESET_MESSAGES, resetRequestSchema } from '#domain/forms/password-reset.ts'
import { AccountCard, AccountFooterLink, FormFailure, SubmitButton } from '../components/auth/account-form.tsx'
import { TextField } from '../components/forms/text-field.tsx'
import { api } from '../lib/api-client.ts'
import { pageTitle } from '../lib/seo.ts'

export function meta() {
  return [{ title: pageTitle('¿Olvidaste tu contraseña?') }, { name: 'robots', content: 'noindex' }]
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const parsed = resetRequestSchema.safeParse(values)
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await api<{ message: string }>('/api/page/requestPasswordReset', {
      method: 'POST',
      body: { email: parsed.data.email },
      signIn: true,
    })
    setBusy(false)
    if (result.ok) setSent(result.data?.message ?? PASSWORD_RESET_MESSAGES.requested)
    else if ((result.status === 429 || result.status === 400) && result.message) setFailure(result.message)
    else setFailure(AUTH_MESSAGES.unexpected)
  }

  return (
    <AccountCard>
      <h1 className="text-2xl font-extrabold">¿Olvidaste tu contraseña?</h1>
      {sent ? (
        <>
          <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
            {sent}
          </p>
          <p className="mt-4 text-sm text-gray-700">
            ¿No llegó? Esperá unos minutos y revisá la carpeta de spam antes de pedir otro.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">
            Escribí el correo de tu cuenta y te enviamos un enlace para elegir una contraseña nueva. Si ingresabas con Google y
            querés tener también una contraseña, usá este mismo formulario.
          </p>
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <TextField name="email" type="email" label="Correo electrónico" autoComplete="email" error={error} />
            <FormFailure message={failure} />
            <SubmitButton busy={busy} busyLabel="Enviando…">
              Enviarme el enlace
            </SubmitButton>
          </form>
        </>
      )}
      <AccountFooterLink to="/login">Volver a iniciar sesión</AccountFooterLink>
    </AccountCard>
  )
}
