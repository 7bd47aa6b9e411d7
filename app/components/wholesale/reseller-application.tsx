/**
 * The customer's reseller account, on Mi cuenta and on /others/revendedores: its state when they
 * have one, otherwise (or after a rejection) the application form, prefilled from their billing
 * data. The rules and messages are domain/wholesale/reseller-accounts.ts's, checked here as the
 * server checks them; a refusal is said beside its field.
 */
import { useEffect, useState } from 'react'
import { forgetResellerRefusal } from './reseller-prices-dom.ts'
import { Link } from 'react-router'
import { formatCuit } from '#domain/cuit.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import {
  RESELLER_LIMITS,
  RESELLER_VAT_CONDITIONS,
  VAT_CONDITION_LABELS,
  formatCreditLimit,
  isResellerVatCondition,
  resellerApplicationSchema,
  resellerStateLabel,
  type ResellerState,
} from '#domain/wholesale/reseller-accounts.ts'
import { api } from '../../lib/api-client.ts'
import { useSession } from '../../lib/session-context.tsx'
import { TextField } from '../forms/text-field.tsx'

interface Account {
  state: ResellerState
  razonSocial: string
  cuit: string
  vatCondition: string
  creditLimit: number
  note: string
}

interface Own {
  account: Account | null
  identity: { cuit: string; vatCondition: string; problem: string | null }
}

const STATE_TEXTS: Readonly<Record<ResellerState, string>> = {
  pendiente: 'Recibimos tu solicitud y la estamos revisando. Te avisamos por correo.',
  aprobada: 'Tu cuenta de revendedor está activa. Un ejecutivo de cuenta te contacta para acordar las condiciones.',
  rechazada: 'Tu solicitud no fue aprobada. Podés revisar tus datos y volver a pedirla.',
  suspendida: 'Tu cuenta de revendedor está suspendida. Comunicate con tu ejecutivo de cuenta.',
}

function Status({ account }: { account: Account }) {
  return (
    <div className="rounded-lg bg-blue-50 p-4 text-gray-900 ring-1 ring-blue-100" role="status">
      <p className="font-bold">
        Estado de tu cuenta de revendedor:{' '}
        <span className="text-brand-dark">«{resellerStateLabel(account.state).toLowerCase()}»</span>
      </p>
      <p className="mt-1 text-sm text-gray-700">{STATE_TEXTS[account.state]}</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-semibold text-gray-600">Razón social</dt>
        <dd className="break-words">{account.razonSocial}</dd>
        <dt className="font-semibold text-gray-600">CUIT</dt>
        <dd>{formatCuit(account.cuit)}</dd>
        {account.state === 'aprobada' && (
          <>
            <dt className="font-semibold text-gray-600">Límite en cuenta corriente</dt>
            <dd>{formatCreditLimit(account.creditLimit)}</dd>
          </>
        )}
        {account.state === 'rechazada' && account.note && (
          <>
            <dt className="font-semibold text-gray-600">Motivo</dt>
            <dd className="whitespace-pre-wrap break-words">{account.note}</dd>
          </>
        )}
      </dl>
    </div>
  )
}

function ApplicationForm({ own, onApplied }: { own: Own; onApplied: (account: Account, message: string) => void }) {
  const { user } = useSession()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const condition = isResellerVatCondition(own.identity.vatCondition) ? own.identity.vatCondition : 'responsable_inscripto'

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = resellerApplicationSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setBusy(true)
    const answer = await api<{ message: string; account: Account }>('/api/reseller-account', { method: 'POST', body })
    setBusy(false)
    if (answer.ok && answer.data) return onApplied(answer.data.account, answer.data.message)
    setErrors({ '': answer.message ?? 'No pudimos enviar tu solicitud. Intentá nuevamente más tarde.' })
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      // a field's message goes as soon as it is corrected, not at the next submit
      onInput={(event) => {
        const { name } = event.target as HTMLInputElement
        if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
      }}
      noValidate
      aria-label="Pedir cuenta de revendedor"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Razón social"
        name="razon_social"
        required
        maxLength={RESELLER_LIMITS.razonSocialMax}
        error={errors.razon_social}
        className="sm:col-span-2"
      />
      <TextField label="CUIT" name="cuit" required inputMode="numeric" defaultValue={own.identity.cuit} error={errors.cuit} />
      <div>
        <label htmlFor="reseller-vat-condition" className="block text-sm font-semibold text-gray-800">
          Condición frente al IVA
        </label>
        <select
          id="reseller-vat-condition"
          name="vat_condition"
          defaultValue={condition}
          aria-invalid={errors.vat_condition ? true : undefined}
          className="mt-1 block w-full rounded-md border-0 bg-white px-3 py-2 text-sm ring-1 ring-gray-300 focus:ring-2 focus:ring-brand"
        >
          {RESELLER_VAT_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {VAT_CONDITION_LABELS[c]}
            </option>
          ))}
        </select>
        {errors.vat_condition && <p className="mt-1 text-xs font-semibold text-red-700">{errors.vat_condition}</p>}
      </div>
      <TextField
        label="Actividad (qué vendés y dónde)"
        name="activity"
        required
        maxLength={RESELLER_LIMITS.activityMax}
        error={errors.activity}
        className="sm:col-span-2"
      />
      <TextField
        label="Domicilio comercial"
        name="address"
        required
        maxLength={RESELLER_LIMITS.addressMax}
        defaultValue={user?.address ?? ''}
        error={errors.address}
      />
      <TextField label="Teléfono" name="phone" required type="tel" defaultValue={user?.phone ?? ''} error={errors.phone} />
      {errors[''] && (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {errors['']}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? 'Enviando…' : 'Pedir cuenta de revendedor'}
        </button>
      </div>
    </form>
  )
}

/** The block itself: for a signed-in customer only (the caller decides what others see). */
export function ResellerApplication() {
  const [own, setOwn] = useState<Own | null>(null)
  const [failed, setFailed] = useState(false)
  const [applied, setApplied] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void api<Own>('/api/reseller-account').then((answer) => {
      if (!live) return
      if (answer.ok && answer.data) {
        setOwn(answer.data)
        // approved since this tab was told "not a reseller": its prices show from now on
        if (answer.data.account?.state === 'aprobada') forgetResellerRefusal()
      } else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [])

  if (failed)
    return (
      <p role="alert" className="text-red-700">
        No pudimos cargar tu cuenta de revendedor. Intentá nuevamente más tarde.
      </p>
    )
  if (own === null)
    return (
      <p role="status" className="text-gray-500">
        Cargando…
      </p>
    )
  const { account } = own
  const canApply = account === null || account.state === 'rechazada'
  return (
    <div className="grid gap-4">
      {applied && (
        <p role="status" className="rounded-md bg-green-50 p-3 font-semibold text-green-800 ring-1 ring-green-200">
          {applied}
        </p>
      )}
      {account && <Status account={account} />}
      {canApply &&
        (own.identity.problem ? (
          <p className="rounded-md bg-amber-50 p-3 text-gray-900 ring-1 ring-amber-200">
            {own.identity.problem}{' '}
            <Link to="/myaccount/profile" className="font-semibold text-brand underline">
              Ir a Mis datos
            </Link>
          </p>
        ) : (
          <ApplicationForm
            own={own}
            onApplied={(next, message) => {
              setOwn({ ...own, account: next })
              setApplied(message)
            }}
          />
        ))}
    </div>
  )
}
