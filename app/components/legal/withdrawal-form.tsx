import { useState, type FormEvent, type InputHTMLAttributes } from 'react'
import {
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_MESSAGES,
  withdrawalSchema,
  type WithdrawalAnswer,
  type WithdrawalFormValues,
} from '#domain/forms/withdrawal.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { postJson, useCheckedForm } from '../../lib/use-checked-form.ts'
import { checkedFields, type CheckedFieldsProps } from '../forms/checked-fields.tsx'
import { FormFooter } from '../forms/form-footer.tsx'
import { CheckedForm } from '../forms/checked-form.tsx'
import { LabelledField } from '../forms/labelled-field.tsx'
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

/** The four fields the request needs, as the server names them; the last three say what is asked under them. */
const REQUIRED_INPUTS = [
  {
    name: 'fullname',
    label: 'Nombre y apellido',
    input: { type: 'text', required: true, maxLength: WITHDRAWAL_LIMITS.fullnameMax, autoComplete: 'name' },
  },
  {
    name: 'email',
    label: 'Correo electrónico',
    hint: 'El que usaste en la compra: ahí te enviamos el código.',
    input: { type: 'email', required: true, maxLength: WITHDRAWAL_LIMITS.emailMax, autoComplete: 'email' },
  },
  {
    name: 'phone',
    label: 'Teléfono',
    hint: 'Con código de área. Ej.: 1155550000',
    input: { type: 'tel', inputMode: 'tel', required: true, maxLength: 24, autoComplete: 'tel' },
  },
  {
    name: 'order_number',
    label: 'Número de pedido',
    hint: 'Figura en la confirmación del pedido y en Mis pedidos. Ej.: 00000012',
    input: { type: 'text', inputMode: 'numeric', required: true, maxLength: 12, autoComplete: 'off' },
  },
] as const satisfies readonly { name: Field; label: string; hint?: string; input: InputHTMLAttributes<HTMLInputElement> }[]

/** The request's five fields: the four it needs, then the reason, which it may leave out. */
function WithdrawalFields({ field, fieldError }: CheckedFieldsProps<Field>) {
  return (
    <>
      {REQUIRED_INPUTS.map((f) => {
        const hint = 'hint' in f ? f.hint : undefined
        return (
          <LabelledField
            key={f.name}
            id={`withdrawal-${f.name}`}
            label={
              <>
                {f.label}
                <Required />
              </>
            }
            hint={hint}
            error={fieldError(f.name)}
          >
            <input {...field(f.name, hint !== undefined)} {...f.input} />
          </LabelledField>
        )
      })}
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
  const { values, busy } = form
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

  return (
    <CheckedForm form={form} labelledBy="withdrawal-form-title" onSubmit={submit}>
      <WithdrawalFields {...checkedFields<Field>('withdrawal', form)} />
      <FormFooter busy={busy} label="Enviar solicitud" />
    </CheckedForm>
  )
}
