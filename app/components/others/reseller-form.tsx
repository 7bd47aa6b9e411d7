import type { FormEvent } from 'react'
import { RESELLER_LIMITS, RESELLER_MIN_PHONE, resellerSchema } from '#domain/forms/reseller.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { postJson, useCheckedForm } from '../../lib/use-checked-form.ts'
import { FieldError } from '../forms/field-error.tsx'
import { FormFooter } from '../forms/form-footer.tsx'
import { INPUT_CLASS } from './info-ui.tsx'
import { resellerOutcome } from './reseller-outcome.ts'

type Field = 'fullname' | 'email' | 'phone' | 'comentary'

const EMPTY: Record<Field, string> = { fullname: '', email: '', phone: '', comentary: '' }
const FIELDS: readonly Field[] = ['fullname', 'email', 'phone', 'comentary']

/** The resellers' enquiry: validated here and on the server alike. */
export function ResellerForm() {
  const form = useCheckedForm({
    id: 'reseller',
    empty: EMPTY,
    fields: FIELDS,
    check: (values) => resellerSchema.safeParse({ ...values, view: 0 }),
  })
  const { values, errors, busy, hydrated, formRef, change, describedBy } = form

  async function submit(event: FormEvent<HTMLFormElement>) {
    const enquiry = form.checked(event)
    if (!enquiry) return
    const { status } = await form.sending(postJson('/api/page', enquiry))
    const outcome = resellerOutcome(status === 0 ? 'network-error' : status)
    if (outcome.icon === 'success') form.reset()
    await showAlert(outcome.title ? outcome : { icon: outcome.icon, text: outcome.text })
  }

  const fieldError = (field: Field) => <FieldError id={`reseller-${field}-error`} message={errors[field]} />

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
          value={values.phone}
          onChange={(e) => change('phone', e.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone', true)}
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
      <FormFooter busy={busy} label="Enviar" />
    </form>
  )
}
