import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { STOCK_ALERT_MESSAGES } from '#domain/forms/stock-alert.ts'
import { api } from '../../lib/api-client.ts'
import { productHref } from '../../lib/paths.ts'

type Action = 'confirmar' | 'baja'

/** The link's action and token, from the address's fragment (never sent to a server or a log), then taken off the bar. */
function linkFromLocation(): { action: Action; token: string } | null {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  for (const action of ['confirmar', 'baja'] as const) {
    const token = params.get(action)
    if (token) return { action, token }
  }
  return null
}

/**
 * The e-mails' links: 'Confirmar el aviso' and 'Darme de baja'. A button does the work, so a
 * mail scanner that opens links confirms and unsubscribes nobody; mail clients unsubscribe with
 * RFC 8058's one-click POST instead.
 */
export function StockAlertLinkPage() {
  const [link, setLink] = useState<{ action: Action; token: string } | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string; sku?: string } | null>(null)

  useEffect(() => {
    setLink(linkFromLocation())
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [])

  async function run() {
    if (!link) return
    setBusy(true)
    const path = link.action === 'confirmar' ? '/api/stock-alerts/confirm' : '/api/stock-alerts/unsubscribe'
    const answer = await api<{ message: string; product?: { sku: string } }>(path, {
      method: 'POST',
      body: { token: link.token },
    })
    setBusy(false)
    if (answer.ok && answer.data)
      setResult({ ok: true, message: answer.data.message, ...(answer.data.product ? { sku: answer.data.product.sku } : {}) })
    else setResult({ ok: false, message: answer.message ?? STOCK_ALERT_MESSAGES.failure })
  }

  if (link === undefined) return <p className="mt-4 text-gray-500">Cargando…</p>
  if (link === null)
    return (
      <p role="alert" className="mt-4 font-semibold text-red-700">
        {STOCK_ALERT_MESSAGES.invalidLink}
      </p>
    )
  if (result)
    return (
      <div className="mt-4">
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-green-800' : 'font-semibold text-red-700'}>
          {result.message}
        </p>
        {result.sku && (
          <Link to={productHref(result.sku)} className="mt-3 inline-block text-brand underline">
            Volver al producto
          </Link>
        )}
      </div>
    )
  const confirming = link.action === 'confirmar'
  return (
    <div className="mt-4">
      <p className="text-gray-700">
        {confirming
          ? 'Confirmá que querés recibir un correo cuando el producto vuelva a ingresar.'
          : '¿Querés dejar de recibir avisos de stock de este producto?'}
      </p>
      <button type="button" onClick={() => void run()} disabled={busy} className="button-order mt-4 px-5 py-3">
        {busy ? 'Un momento…' : confirming ? 'Confirmar el aviso' : 'Darme de baja'}
      </button>
    </div>
  )
}
