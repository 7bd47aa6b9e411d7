import { Pencil } from '../components/icons.tsx'
import { useState } from 'react'
import { AccountPageHeading } from '../components/account/account-page-heading.tsx'
import { PasswordForm } from '../components/account/password-form.tsx'
import { ProfileEditDialog } from '../components/account/profile-edit-dialog.tsx'
import { formatCuit } from '#domain/cuit.ts'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import type { UserData } from '#domain/user.ts'
import { VAT_CONDITION_LABELS } from '#domain/vat-condition.ts'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [{ title: pageTitle('Mis datos') }, { name: 'robots', content: 'noindex' }]
}

const ROWS = [
  ['fullname', 'Nombre completo'],
  ['email', 'Correo electrónico'],
  ['dni', FIELD_LABELS.dni],
  ['vat_condition', FIELD_LABELS.vat_condition],
  ['phone', 'Teléfono'],
  ['address', 'Dirección'],
  ['location', 'Localidad'],
  ['postal_code', 'Código postal'],
] as const

/** A CUIT as '20-12345678-6', the condition by its label; the rest as stored. */
function shown(user: UserData, key: (typeof ROWS)[number][0]): string {
  if (key === 'dni') return formatCuit(user.dni)
  if (key === 'vat_condition') return VAT_CONDITION_LABELS[user.vat_condition] ?? ''
  return user[key]
}

export default function ProfilePage() {
  const session = useSession()
  const [editing, setEditing] = useState(false)
  const user = session.user
  return (
    <main className="mx-auto max-w-4xl px-3 py-8">
      <AccountPageHeading title="Mis datos" />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="data-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <h2 id="data-title" className="text-lg font-bold">
              Datos personales
            </h2>
            {user && (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
              >
                <Pencil aria-hidden className="size-4" /> Editar
              </button>
            )}
          </div>
          {user ? (
            <dl className="mt-4 divide-y divide-gray-100 text-sm">
              {ROWS.map(([key, label]) => (
                <div key={key} className="grid gap-x-2 gap-y-0.5 py-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <dt className="font-semibold text-gray-600">{label}</dt>
                  <dd className="wrap-anywhere">{shown(user, key) || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-4 text-sm text-gray-500" role="status">
              Cargando tus datos…
            </p>
          )}
        </section>
        <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          {session.email && <PasswordForm email={session.email} />}
        </section>
      </div>
      {user && (
        <ProfileEditDialog
          user={user}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={() => void session.refreshUser()}
        />
      )}
    </main>
  )
}
