import type { FormEvent } from 'react'
import { RESELLER_LIMITS, RESELLER_MIN_PHONE, resellerSchema } from '#domain/forms/reseller.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { postJson, useCheckedForm } from '../../lib/use-checked-form.ts'
import { checkedFields, type CheckedFieldsProps } from '../forms/checked-fields.tsx'
import { FormFooter } from '../forms/form-footer.tsx'
import { CheckedForm } from '../forms/checked-form.tsx'
import { LabelledField } from '../forms/labelled-field.tsx'
import { INPUT_CLASS } from './info-ui.tsx'
import { resellerOutcome } from './reseller-outcome.ts'

type Field = 'fullname' | 'email' | 'phone' | 'comentary'

const EMPTY: Record<Field, string> = { fullname: '', email: '', phone: '', comentary: '' }
const FIELDS: readonly Field[] = ['fullname', 'email', 'phone', 'comentary']

/** The enquiry's four fields, as the endpoint names them. */
function ResellerFields({ field, fieldError }: CheckedFieldsProps<Field>) {
  return (
    <>
      <LabelledField id="reseller-fullname" label="Nombre y apellido" required error={fieldError('fullname')}>
        <input
          {...field('fullname')}
          type="text"
          required
          minLength={RESELLER_LIMITS.fullnameMin}
          maxLength={RESELLER_LIMITS.fullnameMax}
          autoComplete="name"
        />
      </LabelledField>
      <LabelledField id="reseller-email" label="Correo electrónico" error={fieldError('email')}>
        <input
          {...field('email')}
          type="email"
          minLength={RESELLER_LIMITS.emailMin}
          maxLength={RESELLER_LIMITS.emailMax}
          autoComplete="email"
        />
      </LabelledField>
      <LabelledField
        id="reseller-phone"
        className="sm:col-span-2"
        label="Teléfono"
        required
        hint="Solo números, con código de área (al menos 9 dígitos). Ej.: 1155550000"
        error={fieldError('phone')}
      >
        <input
          {...field('phone', true)}
          type="number"
          inputMode="numeric"
          required
          min={RESELLER_MIN_PHONE}
          step={1}
          className={`${INPUT_CLASS} sm:max-w-xs`}
        />
      </LabelledField>
      <LabelledField id="reseller-comentary" className="sm:col-span-2" label="Comentarios" error={fieldError('comentary')}>
        <textarea {...field('comentary')} rows={3} maxLength={RESELLER_LIMITS.comentaryMax} />
      </LabelledField>
    </>
  )
}

/** The resellers' enquiry: validated here and on the server alike. */
export function ResellerForm() {
  const form = useCheckedForm({
    id: 'reseller',
    empty: EMPTY,
    fields: FIELDS,
    check: (values) => resellerSchema.safeParse({ ...values, view: 0 }),
  })
  const { busy } = form

  async function submit(event: FormEvent<HTMLFormElement>) {
    const enquiry = form.checked(event)
    if (!enquiry) return
    const { status } = await form.sending(postJson('/api/page', enquiry))
    const outcome = resellerOutcome(status === 0 ? 'network-error' : status)
    if (outcome.icon === 'success') form.reset()
    await showAlert(outcome.title ? outcome : { icon: outcome.icon, text: outcome.text })
  }

  return (
    <CheckedForm form={form} labelledBy="reseller-form-title" onSubmit={submit}>
      <ResellerFields {...checkedFields<Field>('reseller', form)} />
      <FormFooter busy={busy} label="Enviar" />
    </CheckedForm>
  )
}
