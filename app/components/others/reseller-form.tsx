import { Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { RESELLER_LIMITS, RESELLER_MIN_PHONE, resellerSchema } from '#domain/forms/reseller.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { PersonalDataNotice } from '../legal/personal-data-notice.tsx'
import { BUTTON_CLASS, INPUT_CLASS } from './info-ui.tsx'
import { resellerOutcome } from './reseller-outcome.ts'

type Field = 'fullname' | 'email' | 'phone' | 'comentary'
type Values = Record<Field, string>

const EMPTY: Values = { fullname: '', email: '', phone: '', comentary: '' }
const FIELD_ORDER: Field[] = ['fullname', 'email', 'phone', 'comentary']

function validate(values: Values) {
  const parsed = resellerSchema.safeParse({ ...values, view: 0 })
  return parsed.success ? { data: parsed.data, errors: {} } : { data: null, errors: fieldErrors(parsed.error) }
}

/** The resellers' enquiry (spec sections 3, 5 and 8): validated here and on the server alike. */
export function ResellerForm() {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => setHydrated(true), [])

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(validate(next).errors)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const { data, errors: found } = validate(values)
    setErrors(found)
    if (!data) {
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setBusy(true)
    let status: number | 'network-error'
    try {
      const response = await fetch('/api/page', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      })
      status = response.status
    } catch {
      status = 'network-error'
    }
    setBusy(false)
    const outcome = resellerOutcome(status)
    if (outcome.icon === 'success') {
      setValues(EMPTY)
      setErrors({})
      setSubmitted(false)
    }
    await showAlert(outcome.title ? outcome : { icon: outcome.icon, text: outcome.text })
  }

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `reseller-${field}-error` : undefined].filter(Boolean).join(' ') || undefined

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`reseller-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="reseller-form-title"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div>
        <label htmlFor="reseller-fullname" className="mb-1 block text-sm font-semibold text-gray-900">
          Nombre y apellido{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          id="reseller-fullname"
          name="fullname"
          type="text"
          required
          minLength={RESELLER_LIMITS.fullnameMin}
          maxLength={RESELLER_LIMITS.fullnameMax}
          autoComplete="name"
          value={values.fullname}
          onChange={(e) => change('fullname', e.target.value)}
          aria-invalid={errors.fullname ? true : undefined}
          aria-describedby={describedBy('fullname')}
          className={INPUT_CLASS}
        />
        {fieldError('fullname')}
      </div>
      <div>
        <label htmlFor="reseller-email" className="mb-1 block text-sm font-semibold text-gray-900">
          Correo electrónico
        </label>
        <input
          id="reseller-email"
          name="email"
          type="email"
          minLength={RESELLER_LIMITS.emailMin}
          maxLength={RESELLER_LIMITS.emailMax}
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={INPUT_CLASS}
        />
        {fieldError('email')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="reseller-phone" className="mb-1 block text-sm font-semibold text-gray-900">
          Teléfono{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          id="reseller-phone"
          name="phone"
          type="number"
          inputMode="numeric"
          required
          min={RESELLER_MIN_PHONE}
          step={1}
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => change('phone', e.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone', 'reseller-phone-hint')}
          className={`${INPUT_CLASS} sm:max-w-xs`}
        />
        <p id="reseller-phone-hint" className="mt-1 text-sm text-gray-600">
          Solo números, con código de área (al menos 9 dígitos). Ej.: 1155550000
        </p>
        {fieldError('phone')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="reseller-comentary" className="mb-1 block text-sm font-semibold text-gray-900">
          Comentarios
        </label>
        <textarea
          id="reseller-comentary"
          name="comentary"
          rows={3}
          maxLength={RESELLER_LIMITS.comentaryMax}
          value={values.comentary}
          onChange={(e) => change('comentary', e.target.value)}
          aria-invalid={errors.comentary ? true : undefined}
          aria-describedby={describedBy('comentary')}
          className={INPUT_CLASS}
        />
        {fieldError('comentary')}
      </div>
      <PersonalDataNotice className="sm:col-span-2" />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={BUTTON_CLASS}>
          <Send aria-hidden className="size-4" />
          {busy ? 'Enviando...' : 'Enviar'}
        </button>
        <p className="text-sm text-gray-600">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          Campos obligatorios
        </p>
      </div>
    </form>
  )
}
