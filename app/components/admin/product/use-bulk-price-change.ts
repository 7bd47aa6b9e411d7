/**
 * The bulk price change as the product list drives it (decision 050): the percentage typed, the
 * products it reaches (the list's filter or the rows ticked), the preview the server computed,
 * the apply (asked first; a 409 with sentences to confirm reopens the price dialog) and the undo
 * of what was just applied. Errors come back beside their field (`fields.percent`…).
 */
import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { parseBulkPercent, type BulkPricePreview } from '#domain/admin/bulk-price-change.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { confirmationOf, type PriceConfirmation } from './price-confirm-dialog.tsx'

export type BulkScope = 'filter' | 'selection'

export interface BulkPriceNotice {
  ok: boolean
  text: string
  /** the change just applied, which «Deshacer» takes back */
  undoId?: number
}

export function useBulkPriceChange({ filter, selected }: { filter: string; selected: readonly number[] }) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [percent, setPercentText] = useState('')
  const [scope, setScopeValue] = useState<BulkScope>('filter')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [preview, setPreview] = useState<BulkPricePreview | null>(null)
  const [notice, setNotice] = useState<BulkPriceNotice | null>(null)
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const [confirmation, setConfirmation] = useState<PriceConfirmation | null>(null)

  // a preview is of one filter: another one (the list filtered again) needs its own
  useEffect(() => setPreview(null), [filter])

  const target = () => (scope === 'selection' ? { percent, ids: [...selected] } : { percent, filter })
  // what the preview showed no longer holds once the percentage or the products change
  const setPercent = (value: string) => {
    setPercentText(value)
    setPreview(null)
  }
  const setScope = (value: BulkScope) => {
    setScopeValue(value)
    setPreview(null)
  }

  function refused(result: { message: string; data: Record<string, unknown> | null }) {
    const fields = (result.data?.fields ?? {}) as Record<string, string>
    setErrors(fields)
    setNotice(fields.percent ? null : { ok: false, text: result.message })
  }

  async function showPreview() {
    setNotice(null)
    const parsed = parseBulkPercent(percent)
    if (!parsed.ok) {
      setErrors({ percent: parsed.message })
      setPreview(null)
      return
    }
    setBusy(true)
    const result = await adminApi('/api/admin/prices/bulk/preview', { method: 'POST', body: target(), csrf: staff.csrf })
    setBusy(false)
    if (!result.ok) {
      setPreview(null)
      refused(result)
      return
    }
    setErrors({})
    setPreview(result.data as unknown as BulkPricePreview)
  }

  async function apply(confirmPrices = false) {
    if (!preview) return
    setBusy(true)
    const result = await adminApi('/api/admin/prices/bulk', {
      method: 'POST',
      body: { ...target(), token: preview.token, ...(confirmPrices ? { confirmPrices } : {}) },
      csrf: staff.csrf,
    })
    setBusy(false)
    setAsking(false)
    setConfirmation(null)
    const toConfirm = confirmationOf(result)
    if (toConfirm) {
      setConfirmation({ items: toConfirm, retry: () => void apply(true) })
      return
    }
    if (!result.ok) {
      // a preview out of date is shown again as it is now, under the message that says so
      if (result.status === 409) await showPreview()
      refused(result)
      return
    }
    setPreview(null)
    setPercentText('')
    setNotice({ ok: true, text: result.message, undoId: Number(result.data?.id) })
    await revalidator.revalidate()
  }

  async function undo(id: number) {
    setBusy(true)
    const result = await adminApi(`/api/admin/prices/bulk/${id}/undo`, { method: 'POST', csrf: staff.csrf })
    setBusy(false)
    setNotice({ ok: result.ok, text: result.message })
    if (result.ok) await revalidator.revalidate()
  }

  return {
    percent,
    setPercent,
    scope,
    setScope,
    errors,
    preview,
    notice,
    busy,
    asking,
    setAsking,
    confirmation,
    cancelConfirmation: () => setConfirmation(null),
    showPreview,
    apply,
    undo,
  }
}
