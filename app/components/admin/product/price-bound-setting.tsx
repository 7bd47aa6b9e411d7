/**
 * The CFTEA bound above the product list (issue 32, item 2): a product whose instalment list
 * would show a CFTEA above it is refused by the form, the quick edit and the import. A wrong value
 * is said beside the field and changes nothing.
 */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { MAX_CFTEA_PERCENT_RANGE, PRICE_CHECK_MESSAGES } from '#domain/admin/price-checks.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { AdminField } from '../admin-field.tsx'
import { buttonSecondary, Notice } from '../admin-ui.tsx'

/** '86,5' or '86.5' as a number; NaN for anything else. */
const percentOf = (typed: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN)

export function PriceBoundSetting({ maxCfteaPercent, hydrated }: { maxCfteaPercent: number; hydrated: boolean }) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [typed, setTyped] = useState(String(maxCfteaPercent).replace('.', ','))
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setNotice(null)
    const percent = percentOf(typed)
    if (!(percent >= MAX_CFTEA_PERCENT_RANGE.min && percent <= MAX_CFTEA_PERCENT_RANGE.max)) {
      setError(PRICE_CHECK_MESSAGES.bound)
      return
    }
    setBusy(true)
    const result = await adminApi('/api/admin/prices/settings', {
      method: 'PUT',
      body: { maxCfteaPercent: percent },
      csrf: staff.csrf,
    })
    setBusy(false)
    if (!result.ok) {
      setError(result.message)
      return
    }
    setError(undefined)
    setNotice(result.message)
    await revalidator.revalidate()
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label="Tope de CFTEA"
      className="mb-4 rounded-lg border border-gray-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <AdminField
            formId="prices"
            name="maxCfteaPercent"
            label="Tope de CFTEA (%)"
            inputMode="decimal"
            error={error}
            value={typed}
            onValue={setTyped}
          />
        </div>
        <button type="submit" className={buttonSecondary} disabled={!hydrated || busy}>
          {busy ? 'Guardando…' : 'Guardar tope'}
        </button>
        <p className="min-w-48 flex-1 text-xs text-gray-600">
          Un producto cuyas cuotas den un CFTEA mayor no se guarda: así un error de tipeo no llega a la tienda.
        </p>
      </div>
      {notice ? <Notice kind="ok">{notice}</Notice> : null}
    </form>
  )
}
