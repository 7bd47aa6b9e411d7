import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { AUTH_MESSAGES, loginSchema, registerSchema } from '#domain/forms/auth.ts'
import { api } from '../../lib/api-client.ts'
import { useSession } from '../../lib/session-context.tsx'

export type AccessMode = 'login' | 'register'

/**
 * The sign-in page's state: the chosen tab, the fields' errors and the failure of the last
 * attempt; signing in (or up, or with Google) keeps the session and goes to the profile.
 */
export function useAccess() {
  const [mode, setMode] = useState<AccessMode>('login')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const session = useSession()
  const navigate = useNavigate()

  function done(token: string, email: string) {
    session.signIn(token, email)
    navigate('/myaccount/profile')
  }

  function choose(next: AccessMode) {
    setMode(next)
    setErrors({})
    setFailure(null)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const parsed = mode === 'login' ? loginSchema.safeParse(values) : registerSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setBusy(true)
    const result = await api<{ token: string; email: string }>(
      mode === 'login' ? '/api/page/loginUser' : '/api/page/registerUser',
      {
        method: 'POST',
        body: values,
        signIn: true,
      },
    )
    setBusy(false)
    if (result.ok && result.data?.token) return done(result.data.token, result.data.email ?? parsed.data.email)
    if (mode === 'login' && result.status === 400) setFailure(AUTH_MESSAGES.wrongCredentials)
    else if (mode === 'register' && result.status === 409) setFailure(AUTH_MESSAGES.emailTaken)
    else if ((result.status === 429 || result.status === 503) && result.message) setFailure(result.message)
    else setFailure(AUTH_MESSAGES.unexpected)
  }

  async function google(credential: string | undefined) {
    setFailure(null)
    const result = credential
      ? await api<{ token: string; email: string }>('/api/page/loginGoogle', {
          method: 'POST',
          body: { credential },
          signIn: true,
        })
      : null
    if (result?.ok && result.data?.token) return done(result.data.token, result.data.email)
    setFailure(AUTH_MESSAGES.thirdPartyFailure)
  }

  return { mode, errors, failure, busy, choose, submit, google }
}
