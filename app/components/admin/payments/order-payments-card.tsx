/**
 * An order's payments on its back-office page (docs/back-office.md, "Pagos"): the payment state and
 * its history, each Mercado Pago payment (id, method, instalments, status detail, amounts), the
 * transfer receipt, "Marcar pago recibido", and, for admins, a full or partial refund confirmed in a dialog.
 */
import { useState } from 'react'
import { formatPrice } from '#domain/format.ts'
import type { StaffOrderPayments, StaffPayment } from '#server/payments/admin-payment-service.ts'
import { PAYMENT_STATE_LABELS } from '#domain/payments/payment-states.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { formatDateTime } from '../../../lib/admin-format.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { ConfirmDialog } from '../confirm-dialog.tsx'
import { buttonPrimary, buttonSecondary, inputClass } from '../admin-ui.tsx'
import { PaymentStateBadge } from '../../payments/order-payment-block.tsx'

type Saved = (message: string, ok: boolean) => void

function RefundForm({ payment, onSaved }: { payment: StaffPayment; onSaved: Saved }) {
  const { staff } = useAdmin()
  const [amount, setAmount] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const left = Math.round((payment.amount - payment.refunded) * 100) / 100
  const asked = amount.trim() === '' ? null : Number(amount.replace(',', '.'))
  async function refund() {
    setBusy(true)
    const result = await adminApi(`/api/admin/payments/${payment.id}/refund`, {
      method: 'POST',
      csrf: staff.csrf,
      body: { amount: asked },
    })
    setBusy(false)
    setConfirming(false)
    onSaved(result.message, result.ok)
  }
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <label className="text-xs font-semibold">
        Importe a reembolsar (vacío: {formatPrice(left)})
        <input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          className={`${inputClass} mt-1 w-36`}
          aria-label={`Importe a reembolsar del pago ${payment.id}`}
        />
      </label>
      <button type="button" className={buttonSecondary} onClick={() => setConfirming(true)}>
        Reembolsar
      </button>
      <ConfirmDialog
        open={confirming}
        title="¿Reembolsar este pago?"
        confirmLabel="Sí, reembolsar"
        busy={busy}
        onConfirm={() => void refund()}
        onCancel={() => setConfirming(false)}
      >
        Mercado Pago devolverá {formatPrice(asked ?? left)} del pago {payment.id} al cliente. No se puede deshacer.
      </ConfirmDialog>
    </div>
  )
}

function PaymentRow({ payment, canRefund, onSaved }: { payment: StaffPayment; canRefund: boolean; onSaved: Saved }) {
  return (
    <li className="rounded-md bg-gray-50 p-3 text-sm ring-1 ring-gray-200" data-testid={`pago-${payment.id}`}>
      <p className="font-semibold">
        {payment.provider === 'mercadopago' ? `Mercado Pago N° ${payment.id}` : 'Transferencia o depósito'}
      </p>
      <dl className="mt-1 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-2 gap-y-0.5">
        <dt className="text-gray-600">Estado</dt>
        <dd>
          {payment.status}
          {payment.status_detail ? ` · ${payment.status_detail}` : ''}
        </dd>
        <dt className="text-gray-600">Medio</dt>
        <dd>{payment.method || '—'}</dd>
        <dt className="text-gray-600">Cuotas</dt>
        <dd>{payment.instalments}</dd>
        <dt className="text-gray-600">Importe</dt>
        <dd>{formatPrice(payment.amount)}</dd>
        <dt className="text-gray-600">Reembolsado</dt>
        <dd>{payment.refunded > 0 ? formatPrice(payment.refunded) : 'Nada'}</dd>
        {payment.approved_at && (
          <>
            <dt className="text-gray-600">Aprobado</dt>
            <dd>{formatDateTime(payment.approved_at)}</dd>
          </>
        )}
      </dl>
      {canRefund && payment.provider === 'mercadopago' && payment.status === 'approved' && payment.refunded < payment.amount && (
        <RefundForm payment={payment} onSaved={onSaved} />
      )}
    </li>
  )
}

export function OrderPaymentsCard({ payments: p, onSaved }: { payments: StaffOrderPayments; onSaved: Saved }) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  async function markReceived() {
    setBusy(true)
    const result = await adminApi(`/api/admin/orders/${Number(p.movement)}/payment-received`, {
      method: 'POST',
      csrf: staff.csrf,
      body: {},
    })
    setBusy(false)
    onSaved(result.message, result.ok)
  }
  return (
    <div data-testid="order-payments">
      <p className="mt-1 text-sm text-gray-700">
        Estado del pago: <PaymentStateBadge state={p.state} />
      </p>
      {p.payments.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {p.payments.map((payment) => (
            <PaymentRow
              key={`${payment.provider}-${payment.id}`}
              payment={payment}
              canRefund={staff.role === 'admin'}
              onSaved={onSaved}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">Todavía no hay pagos registrados.</p>
      )}
      {p.receipt && (
        <p className="mt-3 text-sm">
          Comprobante de transferencia ({formatDateTime(p.receipt.at)}):{' '}
          <a
            href={`/api/admin/orders/${Number(p.movement)}/payment-receipt`}
            target="_blank"
            rel="noreferrer"
            className="text-brand underline"
          >
            ver {p.receipt.name}
          </a>
        </p>
      )}
      {p.state !== 'pagado' && p.state !== 'reembolsado' && (
        <button
          type="button"
          onClick={() => void markReceived()}
          disabled={busy || !hydrated}
          className={`${buttonPrimary} mt-3`}
        >
          {busy ? 'Guardando…' : 'Marcar pago recibido'}
        </button>
      )}
      {p.history.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold">Historial del pago</summary>
          <ol className="mt-1 grid gap-1">
            {p.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.at)} · {PAYMENT_STATE_LABELS[h.state] ?? h.label} · {h.actor}
                {h.note ? ` · ${h.note}` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  )
}
