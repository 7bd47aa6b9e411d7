import { useState, type FormEvent, type ReactNode } from 'react'
import {
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_MESSAGES,
  withdrawalSchema,
  type WithdrawalAnswer,
  type WithdrawalFormValues,
} from '#domain/forms/withdrawal.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { postJson, useCheckedForm, type ControlProps } from '../../lib/use-checked-form.ts'
import { FieldError } from '../forms/field-error.tsx'
import { FormFooter } from '../forms/form-footer.tsx'
import { CheckedForm } from '../forms/checked-form.tsx'
import { LabelledField } from '../forms/labelled-field.tsx'
import { INPUT_CLASS } from '../others/info-ui.tsx'
import { WithdrawalResult } from './withdrawal-result.tsx'

type Field = (typeof WITHDRAWAL_FIELDS)[number]

const EMPTY: WithdrawalFormValues = { fullname: '', email: '', phone: '', order_number: '', reason: '' }

function isAnswer(value: unknown): value is WithdrawalAnswer {
  return typeof value === 'object' && value !== null && typeof (value as WithdrawalAnswer).code === 'string'
}

/** What the shopper is told when the request was not taken: the server's own words for a 4xx. */
async function showRefusal(status: number, body: unknown) {
  const serverMessage =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : null
  if (status === 429) {
    await showAlert({ icon: 'warning', title: 'Atención', text: WITHDRAWAL_MESSAGES.rateLimited })
  } else if (status >= 400 && status < 500 && serverMessage) {
    await showAlert({ icon: 'warning', title: 'Atención', text: serverMessage })
  } else {
    await showAlert({ icon: 'error', title: WITHDRAWAL_MESSAGES.failureTitle, text: WITHDRAWAL_MESSAGES.failure })
  }
}

/** This form's own '*': inside the label's text, a space before it. */
function Required() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  )
}

/** The request's five fields, as the server names them; the last four say what is asked under them. */
function WithdrawalFields({
  field,
  fieldError,
}: {
  field: (name: Field, hint?: boolean) => ControlProps
  fieldError: (name: Field) => ReactNode
}) {
  return (
    <>
      <LabelledField
        id="withdrawal-fullname"
        label={
          <>
            Nombre y apellido
            <Required />
          </>
        }
        error={fieldError('fullname')}
      >
        <input {...field('fullname')} type="text" required maxLength={WITHDRAWAL_LIMITS.fullnameMax} autoComplete="name" />
      </LabelledField>
      <LabelledField
        id="withdrawal-email"
        label={
          <>
            Correo electrónico
            <Required />
          </>
        }
        hint="El que usaste en la compra: ahí te enviamos el código."
        error={fieldError('email')}
      >
        <input {...field('email', true)} type="email" required maxLength={WITHDRAWAL_LIMITS.emailMax} autoComplete="email" />
      </LabelledField>
      <LabelledField
        id="withdrawal-phone"
        label={
          <>
            Teléfono
            <Required />
          </>
        }
        hint="Con código de área. Ej.: 1155550000"
        error={fieldError('phone')}
      >
        <input {...field('phone', true)} type="tel" inputMode="tel" required maxLength={24} autoComplete="tel" />
      </LabelledField>
      <LabelledField
        id="withdrawal-order_number"
        label={
          <>
            Número de pedido
            <Required />
          </>
        }
        hint="Figura en la confirmación del pedido y en Mis pedidos. Ej.: 00000012"
        error={fieldError('order_number')}
      >
        <input {...field('order_number', true)} type="text" inputMode="numeric" required maxLength={12} autoComplete="off" />
      </LabelledField>
      <LabelledField
        id="withdrawal-reason"
        className="sm:col-span-2"
        label="Motivo (opcional)"
        hint={<>No es obligatorio explicar el motivo. Hasta {WITHDRAWAL_LIMITS.reasonMax} caracteres.</>}
        error={fieldError('reason')}
      >
        <textarea {...field('reason', true)} rows={4} maxLength={WITHDRAWAL_LIMITS.reasonMax} />
      </LabelledField>
    </>
  )
}

/**
 * The 'Botón de arrepentimiento' form: no sign-in, the same validation as the server
 * (domain/forms/withdrawal.ts), and on success the request's code, shown until the visitor
 * starts another request.
 */
export function WithdrawalForm() {
  const form = useCheckedForm({ id: 'withdrawal', empty: EMPTY, fields: WITHDRAWAL_FIELDS, check: withdrawalSchema.safeParse })
  const { values, errors, busy, bind } = form
  const [answer, setAnswer] = useState<WithdrawalAnswer | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!form.checked(event)) return
    const { status, body } = await form.sending(postJson('/api/withdrawals', values))
    if ((status === 200 || status === 201) && isAnswer(body)) {
      setAnswer(body)
      form.reset()
      return
    }
    await showRefusal(status, body)
  }

  if (answer) return <WithdrawalResult answer={answer} onAnother={() => setAnswer(null)} />

  const field = (name: Field, hint = false) => ({
    id: `withdrawal-${name}`,
    name,
    ...bind(name, hint),
    className: INPUT_CLASS,
  })
  const fieldError = (name: Field) => <FieldError id={`withdrawal-${name}-error`} message={errors[name]} />

  return (
    <CheckedForm form={form} labelledBy="withdrawal-form-title" onSubmit={submit}>
      <WithdrawalFields field={field} fieldError={fieldError} />
      <FormFooter busy={busy} label="Enviar solicitud" />
    </CheckedForm>
  )
}
