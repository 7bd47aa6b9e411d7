/**
 * An order's payment in Mis pedidos: its state; "Pagar ahora con Mercado Pago" while unpaid
 * ("Reintentar el pago" after a rejection); for a transfer (payment list 2) the seller's account,
 * the amount and the receipt's upload. Filled in after hydration (decision 020).
 */
import { useState, type FormEvent } from 'react'
import { PAYMENT_STATE_LABELS, type PaymentState } from '#domain/payments/payment-states.ts'
import { Price } from '../price.tsx'
import { startCheckout, uploadReceipt, type ShopperPayment } from './payment-api.ts'

const STATE_STYLES: Record<PaymentState, string> = {
  sin_pagar: 'bg-gray-100 text-gray-800',
  pendiente: 'bg-amber-100 text-amber-900',
  pagado: 'bg-green-100 text-green-900',
  rechazado: 'bg-red-100 text-red-900',
  reembolsado: 'bg-blue-100 text-blue-900',
  contracargo: 'bg-red-100 text-red-900',
  vencido: 'bg-gray-200 text-gray-800',
}

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${STATE_STYLES[state]}`}>
      {PAYMENT_STATE_LABELS[state]}
    </span>
  )
}

function PayOnlineButton({ payment }: { payment: ShopperPayment }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function pay() {
    setBusy(true)
    setError(null)
    const started = await startCheckout(payment.order_id)
    if (started.ok) return window.location.assign(started.url)
    setBusy(false)
    setError(started.message)
  }
  return (
    <div className="mt-2">
      <button
        type="button"
        onClick={() => void pay()}
        disabled={busy}
        className="w-full rounded-lg bg-sky-600 px-3 py-2 text-sm font-bold text-white hover:bg-sky-700 disabled:opacity-60"
      >
        {busy
          ? 'Abriendo Mercado Pago…'
          : payment.state === 'rechazado'
            ? 'Reintentar el pago con Mercado Pago'
            : 'Pagar ahora con Mercado Pago'}
      </button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

function TransferDetails({ payment }: { payment: ShopperPayment }) {
  const transfer = payment.transfer!
  const [sent, setSent] = useState(transfer.receipt_sent)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const a = transfer.account
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('receipt')
    if (!(file instanceof File) || file.size === 0) return setMessage({ ok: false, text: 'Elegí el archivo del comprobante.' })
    setBusy(true)
    const result = await uploadReceipt(payment.order_id, file)
    setBusy(false)
    setMessage({ ok: result.ok, text: result.message })
    if (result.ok) setSent(true)
  }
  return (
    <div className="mt-2 rounded-lg bg-gray-50 p-3 text-xs ring-1 ring-gray-200">
      <p className="font-bold">
        Transferí o depositá <Price amount={payment.amount} /> a:
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="text-gray-600">Titular</dt>
        <dd>{a.holder}</dd>
        <dt className="text-gray-600">Banco</dt>
        <dd>{a.bank}</dd>
        <dt className="text-gray-600">CBU</dt>
        <dd className="font-mono break-all">{a.cbu}</dd>
        <dt className="text-gray-600">Alias</dt>
        <dd className="font-mono break-all">{a.alias}</dd>
        <dt className="text-gray-600">CUIT</dt>
        <dd>{a.cuit}</dd>
      </dl>
      {payment.state !== 'pagado' && (
        <form onSubmit={(e) => void submit(e)} className="mt-2">
          <label className="block font-semibold" htmlFor={`receipt-${payment.order_id}`}>
            {sent ? 'Comprobante enviado. ¿Querés reemplazarlo?' : 'Adjuntá el comprobante (PDF o imagen, hasta 10 MB)'}
          </label>
          <input
            id={`receipt-${payment.order_id}`}
            name="receipt"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="mt-1 block w-full text-xs"
          />
          <button
            type="submit"
            disabled={busy}
            className="mt-1 rounded bg-brand px-3 py-1 font-bold text-white disabled:opacity-60"
          >
            {busy ? 'Enviando…' : 'Enviar comprobante'}
          </button>
          {message && (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'mt-1 text-green-800' : 'mt-1 text-red-700'}>
              {message.text}
            </p>
          )}
        </form>
      )}
    </div>
  )
}

export function OrderPaymentBlock({ payment }: { payment: ShopperPayment | undefined }) {
  // Space kept while the blocks load, so the card does not jump (decision 020).
  if (!payment) return <div className="mt-2 min-h-6" aria-hidden="true" />
  return (
    <div className="mt-2 text-sm" data-testid={`pago-${payment.movement}`}>
      <p>
        Pago: <PaymentStateBadge state={payment.state} />
      </p>
      {payment.can_pay_online && <PayOnlineButton payment={payment} />}
      {payment.transfer && <TransferDetails payment={payment} />}
    </div>
  )
}
