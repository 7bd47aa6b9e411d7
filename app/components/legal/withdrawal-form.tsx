import { CircleCheck } from '../icons.tsx'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { store } from '#config/store.ts'
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
import { FieldError } from '../forms/field-error.tsx'
import { FormFooter } from '../forms/form-footer.tsx'
import { INPUT_CLASS } from '../others/info-ui.tsx'

type Field = (typeof WITHDRAWAL_FIELDS)[number]

const EMPTY: WithdrawalFormValues = { fullname: '', email: '', phone: '', order_number: '', reason: '' }

function isAnswer(value: unknown): value is WithdrawalAnswer {
  return typeof value === 'object' && value !== null && typeof (value as WithdrawalAnswer).code === 'string'
}

const LABEL_CLASS = 'mb-1 block text-sm font-semibold text-gray-900'
const HINT_CLASS = 'mt-1 text-sm text-gray-600'

function Required() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  )
}

/**
 * The 'Botón de arrepentimiento' form: no sign-in, the same validation as the server
 * (domain/forms/withdrawal.ts), and on success the request's code, shown until the visitor
 * starts another request.
 */
export function WithdrawalForm() {
  const form = useCheckedForm({ id: 'withdrawal', empty: EMPTY, fields: WITHDRAWAL_FIELDS, check: withdrawalSchema.safeParse })
  const { values, errors, busy, hydrated, formRef, change, describedBy } = form
  const [answer, setAnswer] = useState<WithdrawalAnswer | null>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (answer) resultRef.current?.focus()
  }, [answer])

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!form.checked(event)) return
    const { status, body } = await form.sending(postJson('/api/withdrawals', values))
    if ((status === 200 || status === 201) && isAnswer(body)) {
      setAnswer(body)
      form.reset()
      return
    }
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

  if (answer) {
    const texts = store.legal.withdrawal
    return (
      <div data-testid="withdrawal-result" className="rounded-lg bg-green-50 p-5 ring-1 ring-green-200 sm:p-6">
        <h3 ref={resultRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-extrabold text-green-900 outline-none">
          <CircleCheck aria-hidden className="size-6 shrink-0 text-green-700" />
          {texts.successTitle}
        </h3>
        <p className="mt-3 text-sm text-gray-800">Código de tu solicitud:</p>
        <p
          data-testid="withdrawal-code"
          className="mt-1 inline-block rounded-md bg-white px-4 py-2 font-mono text-2xl font-bold tracking-widest text-gray-900 ring-1 ring-green-300"
        >
          {answer.code}
        </p>
        <p role="status" className="mt-3 text-gray-800">
          {answer.message}
        </p>
        <button
          type="button"
          onClick={() => setAnswer(null)}
          className="mt-4 text-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Enviar otra solicitud
        </button>
      </div>
    )
  }

  const fieldError = (field: Field) => <FieldError id={`withdrawal-${field}-error`} message={errors[field]} />

  const common = (field: Field, hint = false) => ({
    id: `withdrawal-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
    className: INPUT_CLASS,
  })

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="withdrawal-form-title"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div>
        <label htmlFor="withdrawal-fullname" className={LABEL_CLASS}>
          Nombre y apellido
          <Required />
        </label>
        <input
          {...common('fullname')}
          type="text"
          required
          maxLength={WITHDRAWAL_LIMITS.fullnameMax}
          autoComplete="name"
          onChange={(e) => change('fullname', e.target.value)}
        />
        {fieldError('fullname')}
      </div>
      <div>
        <label htmlFor="withdrawal-email" className={LABEL_CLASS}>
          Correo electrónico
          <Required />
        </label>
        <input
          {...common('email', true)}
          type="email"
          required
          maxLength={WITHDRAWAL_LIMITS.emailMax}
          autoComplete="email"
          onChange={(e) => change('email', e.target.value)}
        />
        <p id="withdrawal-email-hint" className={HINT_CLASS}>
          El que usaste en la compra: ahí te enviamos el código.
        </p>
        {fieldError('email')}
      </div>
      <div>
        <label htmlFor="withdrawal-phone" className={LABEL_CLASS}>
          Teléfono
          <Required />
        </label>
        <input
          {...common('phone', true)}
          type="tel"
          inputMode="tel"
          required
          maxLength={24}
          autoComplete="tel"
          onChange={(e) => change('phone', e.target.value)}
        />
        <p id="withdrawal-phone-hint" className={HINT_CLASS}>
          Con código de área. Ej.: 1155550000
        </p>
        {fieldError('phone')}
      </div>
      <div>
        <label htmlFor="withdrawal-order_number" className={LABEL_CLASS}>
          Número de pedido
          <Required />
        </label>
        <input
          {...common('order_number', true)}
          type="text"
          inputMode="numeric"
          required
          maxLength={12}
          autoComplete="off"
          onChange={(e) => change('order_number', e.target.value)}
        />
        <p id="withdrawal-order_number-hint" className={HINT_CLASS}>
          Figura en la confirmación del pedido y en Mis pedidos. Ej.: 00000012
        </p>
        {fieldError('order_number')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="withdrawal-reason" className={LABEL_CLASS}>
          Motivo (opcional)
        </label>
        <textarea
          {...common('reason', true)}
          rows={4}
          maxLength={WITHDRAWAL_LIMITS.reasonMax}
          onChange={(e) => change('reason', e.target.value)}
        />
        <p id="withdrawal-reason-hint" className={HINT_CLASS}>
          No es obligatorio explicar el motivo. Hasta {WITHDRAWAL_LIMITS.reasonMax} caracteres.
        </p>
        {fieldError('reason')}
      </div>
      <FormFooter busy={busy} label="Enviar solicitud" />
    </form>
  )
}
