import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { STOCK_ALERT_MESSAGES, stockAlertSchema } from '#domain/forms/stock-alert.ts'
import { TextField } from '../forms/text-field.tsx'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useSession } from '../../lib/session-context.tsx'
import { STOCK_ALERT_FORM_ID, STOCK_ALERT_LABEL } from './stock-alert-words.ts'

/**
 * 'Avisame cuando ingrese' on a product without stock. The same HTML for every visitor (decision
 * 020): the field is empty in the page and a signed-in shopper's e-mail fills it in after
 * hydration, if they have not typed one. The answer is the same whether or not the address was
 * already subscribed (docs/storefront.md).
 */
export function StockAlertForm({ productId }: { productId: number }) {
  const hydrated = useHydrated()
  const { email: sessionEmail } = useSession()
  const [email, setEmail] = useState('')
  const typed = useRef(false)
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (sessionEmail && !typed.current) setEmail(sessionEmail)
  }, [sessionEmail])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const parsed = stockAlertSchema.safeParse({ product_id: productId, email })
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email)
      return
    }
    setError(undefined)
    setBusy(true)
    const { requestStockAlert } = await import('./stock-alert-request.ts')
    const answer = await requestStockAlert(parsed.data)
    setBusy(false)
    if (answer.ok) setDone(answer.data?.message ?? STOCK_ALERT_MESSAGES.requested)
    else if (answer.status === 400 && answer.message) setError(answer.message)
    else setFailure(answer.message ?? STOCK_ALERT_MESSAGES.failure)
  }

  return (
    <section
      id={STOCK_ALERT_FORM_ID}
      aria-labelledby={`${STOCK_ALERT_FORM_ID}-title`}
      className="rounded-lg bg-white p-3 ring-1 ring-gray-200"
    >
      <h2 id={`${STOCK_ALERT_FORM_ID}-title`} className="font-bold">
        {STOCK_ALERT_LABEL}
      </h2>
      {done ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField
            name="email"
            type="email"
            label="Correo electrónico"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              typed.current = true
              setEmail(event.target.value)
            }}
          />
          <button type="submit" disabled={!hydrated || busy} className="button-order px-4 py-2 sm:mt-6">
            {busy ? 'Enviando…' : 'Avisame'}
          </button>
          {failure && (
            <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
              {failure}
            </p>
          )}
        </form>
      )}
      <p className="mt-2 text-xs text-gray-500">
        Te enviamos un correo para confirmar. Cuando ingrese, te avisamos una sola vez. Podés darte de baja desde cualquier
        correo.
      </p>
    </section>
  )
}
