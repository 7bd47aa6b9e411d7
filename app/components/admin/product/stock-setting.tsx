/**
 * The store's setting "Los pedidos descuentan stock" above the product list (decision 048): on,
 * an order takes its units and "Cancelado" gives them back; off, for a seller whose stock comes
 * from their own system through imports. Turning it off asks first: from then on last units can
 * be sold twice.
 */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { buttonSecondary, Notice } from '../admin-ui.tsx'
import { ConfirmDialog } from '../confirm-dialog.tsx'

export function StockSetting({ followsOrders, hydrated }: { followsOrders: boolean; hydrated: boolean }) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)

  async function change(on: boolean) {
    setBusy(true)
    const result = await adminApi('/api/admin/stock/settings', { method: 'PUT', body: { followsOrders: on }, csrf: staff.csrf })
    setBusy(false)
    setConfirming(false)
    setNotice({ ok: result.ok, text: result.message })
    if (result.ok) await revalidator.revalidate()
  }

  return (
    <section aria-labelledby="stock-setting" className="mb-4 rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="stock-setting">
          <strong>Los pedidos descuentan stock: {followsOrders ? 'sí' : 'no'}.</strong>{' '}
          <span className="text-gray-700">
            {followsOrders
              ? 'Cada pedido resta sus unidades y el estado «Cancelado» las devuelve.'
              : 'El stock cambia solo al editarlo o importarlo; el correo de cada pedido lo avisa.'}
          </span>
        </p>
        <button
          type="button"
          className={buttonSecondary}
          disabled={!hydrated || busy}
          onClick={() => (followsOrders ? setConfirming(true) : void change(true))}
        >
          {followsOrders ? 'Dejar de descontar' : 'Descontar con cada pedido'}
        </button>
      </div>
      {notice ? <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice> : null}
      <ConfirmDialog
        open={confirming}
        title="¿Dejar de descontar stock con los pedidos?"
        confirmLabel="Dejar de descontar"
        busy={busy}
        onConfirm={() => void change(false)}
        onCancel={() => setConfirming(false)}
      >
        Úselo si el stock llega desde su propio sistema por importaciones. Mientras tanto, dos clientes pueden pedir la última
        unidad y habrá que confirmar la disponibilidad de cada pedido.
      </ConfirmDialog>
    </section>
  )
}
