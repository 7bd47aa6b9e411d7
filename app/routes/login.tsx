import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useRouteLoaderData } from 'react-router'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { AUTH_MESSAGES, loginSchema, registerSchema } from '#domain/forms/auth.ts'
import { PASSWORD_RESET_PATHS } from '#domain/forms/password-reset.ts'
import { AccountCard, FormFailure, SubmitButton } from '../components/auth/account-form.tsx'
import { GoogleSignIn } from '../components/auth/google-sign-in.tsx'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { TextField } from '../components/forms/text-field.tsx'
import { VatConditionField } from '../components/forms/vat-condition-field.tsx'
import { PersonalDataNotice } from '../components/legal/personal-data-notice.tsx'
import { api } from '../lib/api-client.ts'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'
import type { loader as rootLoader } from '../root.tsx'

export function meta() {
  return [{ title: pageTitle('Iniciar sesión') }, { name: 'robots', content: 'noindex' }]
}

const REGISTER_FIELDS = [
  { name: 'name', label: 'Nombre completo', autoComplete: 'name' },
  { name: 'username', label: 'Nombre de usuario', autoComplete: 'username' },
  {
    name: 'dni',
    label: FIELD_LABELS.dni,
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: 'CUIT con o sin guiones: 20-12345678-6. Para Factura A, la CUIT y la condición frente al IVA.',
  },
  { name: 'phone', label: 'Teléfono', autoComplete: 'tel', inputMode: 'numeric' },
  { name: 'address', label: 'Dirección', autoComplete: 'street-address' },
  { name: 'location', label: 'Localidad', autoComplete: 'address-level2' },
  { name: 'postal_code', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric' },
] as const

type Mode = 'login' | 'register'

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('login')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const session = useSession()
  const navigate = useNavigate()
  const root = useRouteLoaderData<typeof rootLoader>('root')

  function done(token: string, email: string) {
    session.signIn(token, email)
    navigate('/myaccount/profile')
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

  const title = mode === 'login' ? 'Iniciar sesión' : 'Crear cuenta'
  return (
    <AccountCard>
      <div role="tablist" aria-label="Acceso" className="mb-6 grid grid-cols-2 rounded-lg bg-gray-100 p-1">
        {(['login', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`access-tab-${m}`}
            aria-selected={mode === m}
            aria-controls="access-panel"
            onClick={() => {
              setMode(m)
              setErrors({})
              setFailure(null)
            }}
            className={`rounded-md py-2 text-sm font-bold ${mode === m ? 'bg-white text-brand shadow' : 'text-gray-600'}`}
          >
            {m === 'login' ? 'Iniciar sesión' : 'Crear cuenta'}
          </button>
        ))}
      </div>
      {/* One panel, the chosen tab's form: HTML wants each tab to name the panel it shows. */}
      <div role="tabpanel" id="access-panel" aria-labelledby={`access-tab-${mode}`}>
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <form key={mode} onSubmit={submit} noValidate className="mt-4 space-y-4">
          {mode === 'register' && (
            <div className="grid gap-4 sm:grid-cols-2">
              {REGISTER_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  autoComplete={field.autoComplete}
                  inputMode={'inputMode' in field ? field.inputMode : undefined}
                  {...('hint' in field ? { hint: field.hint } : {})}
                  error={errors[field.name]}
                />
              ))}
              <VatConditionField error={errors.vat_condition} />
            </div>
          )}
          <TextField name="email" type="email" label="Correo electrónico" autoComplete="email" error={errors.email} />
          <TextField
            name="password"
            type="password"
            label="Contraseña"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            error={errors.password}
          />
          {mode === 'login' && (
            <p className="-mt-2 text-right text-sm">
              <Link to={PASSWORD_RESET_PATHS.request} className="font-semibold text-brand underline">
                ¿Olvidaste tu contraseña?
              </Link>
            </p>
          )}
          {mode === 'register' && (
            <TextField
              name="confirmPassword"
              type="password"
              label="Repetir contraseña"
              autoComplete="new-password"
              error={errors.confirmPassword}
            />
          )}
          {mode === 'register' && <PersonalDataNotice />}
          <FormFailure message={failure} />
          <SubmitButton busy={busy} busyLabel="Enviando…">
            {title}
          </SubmitButton>
        </form>
        {root?.googleClientId && (
          <div className="mt-6 border-t border-gray-200 pt-6">
            <p className="mb-3 text-center text-sm text-gray-600">O ingresá con</p>
            <GoogleSignIn clientId={root.googleClientId} onCredential={(c) => void google(c)} />
          </div>
        )}
      </div>
    </AccountCard>
  )
}
