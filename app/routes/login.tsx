import { Link, useRouteLoaderData } from 'react-router'
import { useAccess } from '../components/auth/use-access.ts'
import { PASSWORD_RESET_PATHS } from '#domain/forms/password-reset.ts'
import { AccessTabs, ACCESS_TITLES } from '../components/auth/access-tabs.tsx'
import { AccountCard, FormFailure, SubmitButton } from '../components/auth/account-form.tsx'
import { GoogleSignIn } from '../components/auth/google-sign-in.tsx'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { TextField } from '../components/forms/text-field.tsx'
import { VatConditionField } from '../components/forms/vat-condition-field.tsx'
import { PersonalDataNotice } from '../components/legal/personal-data-notice.tsx'
import { pageTitle } from '../lib/seo.ts'
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

export default function LoginPage() {
  const { mode, errors, failure, busy, choose, submit, google } = useAccess()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const title = ACCESS_TITLES[mode]
  return (
    <AccountCard>
      <AccessTabs mode={mode} onChoose={choose} />
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
