/**
 * The product list's edits in place: the list price and stock typed per row, the rows that differ
 * from what was loaded, saving them all at once (all or nothing) with each cell's error, and the
 * values before the last save so it can be undone.
 */
import { useMemo, useState } from 'react'
import { useRevalidator } from 'react-router'
import { adminApi } from '../../../lib/admin-api.ts'
import { confirmationOf, type PriceConfirmation } from './price-confirm-dialog.tsx'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useUnsavedWarning } from '../../../lib/use-unsaved-warning.ts'

export type EditedCell = 'price_list_1' | 'stock'
export type Edits = Record<number, { price_list_1?: string; stock?: string }>
export type CellErrors = Record<string, { price_list_1?: string; stock?: string; sku?: string }>
type Change = { id: number; price_list_1?: string | number; stock?: string | number }
interface EditableRow {
  id: number
  price_list_1: number
  stock: number
}

/** A price as staff type it back: '1234.5' (the import also reads '1234,5'). */
export const priceText = (n: number) => String(n)

/** The rows whose typed price or stock differs from the loaded one, with only what differs. */
function changedRows(rows: EditableRow[], edits: Edits): Change[] {
  return rows.flatMap((row) => {
    const edit = edits[row.id]
    if (!edit) return []
    const price =
      edit.price_list_1 !== undefined && edit.price_list_1 !== priceText(row.price_list_1) ? edit.price_list_1 : undefined
    const stock = edit.stock !== undefined && edit.stock !== String(row.stock) ? edit.stock : undefined
    if (price === undefined && stock === undefined) return []
    return [{ id: row.id, ...(price !== undefined ? { price_list_1: price } : {}), ...(stock !== undefined ? { stock } : {}) }]
  })
}

export function useProductListEdits(rows: EditableRow[]) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [edits, setEdits] = useState<Edits>({})
  const [errors, setErrors] = useState<CellErrors>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [undo, setUndo] = useState<{ id: number; price_list_1: number; stock: number }[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmation, setConfirmation] = useState<PriceConfirmation | null>(null)
  const changed = useMemo(() => changedRows(rows, edits), [edits, rows])
  const { blocker } = useUnsavedWarning(changed.length > 0)

  function setCell(id: number, field: EditedCell, value: string) {
    setEdits((current) => ({ ...current, [id]: { ...current[id], [field]: value } }))
  }

  // An undo puts back prices that were saved before: it never asks again.
  async function save(changes: Change[], isUndo = false, confirmPrices = isUndo) {
    setBusy(true)
    const previous = rows
      .filter((row) => changes.some((c) => c.id === row.id))
      .map((row) => ({ id: row.id, price_list_1: row.price_list_1, stock: row.stock }))
    const result = await adminApi('/api/admin/products', {
      method: 'PATCH',
      body: { rows: changes, ...(confirmPrices ? { confirmPrices } : {}) },
      csrf: staff.csrf,
    })
    setBusy(false)
    setConfirmation(null)
    const toConfirm = confirmationOf(result)
    if (toConfirm) {
      setConfirmation({ items: toConfirm, retry: () => void save(changes, isUndo, true) })
      return
    }
    if (!result.ok) {
      const fields = result.data?.fields as { rows?: CellErrors } | undefined
      setErrors(fields?.rows ?? {})
      setNotice({ ok: false, text: result.message })
      return
    }
    setErrors({})
    setEdits({})
    setUndo(isUndo ? null : previous)
    setNotice({ ok: true, text: isUndo ? `Deshecho. ${result.message}` : result.message })
    await revalidator.revalidate()
  }

  function discard() {
    setEdits({})
    setErrors({})
  }

  const cancelConfirmation = () => setConfirmation(null)
  return { edits, errors, notice, undo, busy, changed, blocker, setCell, save, discard, confirmation, cancelConfirmation }
}
