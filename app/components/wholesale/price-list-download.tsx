/**
 * «Descargar lista de precios mayorista» on Mi cuenta → Cuenta de revendedor, for an approved
 * reseller only (decision 057). The file comes from GET /api/reseller-price-list with the
 * customer's bearer token (there is no cookie a plain link could carry), so the button fetches
 * it and saves the answer as a blob under the name the server gave.
 */
import { useEffect, useState } from 'react'
import { PRICE_LIST_MESSAGES, priceListFileName } from '#domain/wholesale/price-list.ts'
import { api } from '../../lib/api-client.ts'
import { useSession } from '../../lib/session-context.tsx'

/** The name in `attachment; filename="…"`, or today's when the header has none. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? priceListFileName()
}

/** The server's Spanish sentence of a refusal ({ message }), or the general one. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown }
    if (typeof body.message === 'string') return body.message
  } catch {
    // not JSON: the general sentence
  }
  return PRICE_LIST_MESSAGES.failed
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // after the click has handed the file to the browser's download
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The button itself, with its waiting state and its error beside it. */
export function PriceListButton() {
  const { token } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/reseller-price-list', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
      })
      if (!response.ok) {
        setError(await refusal(response))
        return
      }
      // the whole body: a download cut off half-way rejects here and says so
      save(await response.blob(), fileNameOf(response.headers.get('content-disposition')))
    } catch {
      setError(PRICE_LIST_MESSAGES.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        className="rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {busy ? PRICE_LIST_MESSAGES.preparing : PRICE_LIST_MESSAGES.download}
      </button>
      {busy && (
        <span role="status" className="sr-only">
          {PRICE_LIST_MESSAGES.preparing}
        </span>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The block for the reseller's page: shown once the customer's account reads as approved
 * (GET /api/reseller-account), nothing for anyone else or while it loads.
 */
export function PriceListDownload() {
  const { ready, loggedIn } = useSession()
  const [approved, setApproved] = useState(false)

  useEffect(() => {
    if (!ready || !loggedIn) return
    let live = true
    void api<{ account: { state: string } | null }>('/api/reseller-account').then((answer) => {
      if (live) setApproved(answer.ok && answer.data?.account?.state === 'aprobada')
    })
    return () => {
      live = false
    }
  }, [ready, loggedIn])

  if (!approved) return null
  return (
    <section aria-labelledby="price-list-title" className="mt-6 rounded-lg bg-white p-4 ring-1 ring-gray-200">
      <h2 id="price-list-title" className="font-bold text-gray-900">
        Lista de precios mayorista
      </h2>
      <p className="mb-3 mt-1 text-sm text-gray-700">{PRICE_LIST_MESSAGES.hint}</p>
      <PriceListButton />
    </section>
  )
}
