/**
 * A product page's editing state: the form as typed, what was last saved (to tell unsaved changes
 * and to undo them), the `updated_at` the edits started from (so a save over someone else's newer
 * change is refused), the fields' errors and the notice; with the save, hide/show and upload steps.
 */
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { adminProductPath } from '#domain/admin/product-admin.ts'
import type { CatalogueField } from '#domain/product.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { confirmationOf, type PriceConfirmation } from './price-confirm-dialog.tsx'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useUnsavedWarning } from '../../../lib/use-unsaved-warning.ts'
import { productFormOf, productPayloadOf, type FormProduct, type ProductFormState } from './product-form-state.ts'
import type { UploadedImage } from './use-image-upload.ts'

/** A field's error by its name; `stock_reason` is the reason a stock change needs (decision 048). */
export type ProductErrors = Partial<Record<CatalogueField | 'stock_reason', string>>

export interface EditedProduct extends FormProduct {
  id: number
  hidden: boolean
  updated_at: string
}

export function useProductEditor(product: EditedProduct | null) {
  const { staff } = useAdmin()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const loaded = useMemo(() => productFormOf(product), [product])
  const [form, setForm] = useState<ProductFormState>(loaded)
  const [saved, setSaved] = useState<ProductFormState>(loaded)
  const [loadedAt, setLoadedAt] = useState(product?.updated_at)
  const [errors, setErrors] = useState<ProductErrors>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [stockReason, setStockReason] = useState('')
  const [confirmation, setConfirmation] = useState<PriceConfirmation | null>(null)
  // an existing product's stock typed differently from what was saved: the save asks why
  const stockChanged = product !== null && form.stock.trim() !== saved.stock.trim()
  const dirty = JSON.stringify(form) !== JSON.stringify(saved)
  const { blocker, allowNextNavigation } = useUnsavedWarning(dirty)

  // A new product's page reused for another product (the id changed): start from that one.
  useEffect(() => {
    setForm(loaded)
    setSaved(loaded)
    setLoadedAt(product?.updated_at)
    setErrors({})
  }, [loaded, product?.updated_at])

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  async function save(event?: React.FormEvent, confirmPrices = false) {
    event?.preventDefault()
    setBusy(true)
    const body = {
      product: productPayloadOf(form),
      ...(product ? { loadedAt } : {}),
      ...(stockChanged ? { stockReason } : {}),
      ...(confirmPrices ? { confirmPrices } : {}),
    }
    const result = product
      ? await adminApi(`/api/admin/products/${product.id}`, { method: 'PUT', body, csrf: staff.csrf })
      : await adminApi('/api/admin/products', { method: 'POST', body, csrf: staff.csrf })
    setBusy(false)
    setConfirmation(null)
    const toConfirm = confirmationOf(result)
    if (toConfirm) {
      setConfirmation({ items: toConfirm, retry: () => void save(undefined, true) })
      return
    }
    setNotice({ ok: result.ok, text: result.message })
    if (!result.ok) {
      setErrors((result.data?.fields as ProductErrors | undefined) ?? {})
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]')
      first?.focus()
      return
    }
    setErrors({})
    setSaved(form)
    setStockReason('')
    if (typeof result.data?.updatedAt === 'string') setLoadedAt(result.data.updatedAt)
    if (!product && typeof result.data?.id === 'number') {
      allowNextNavigation()
      void navigate(adminProductPath(result.data.id), { replace: true })
      return
    }
    void revalidator.revalidate()
  }

  async function toggleHidden() {
    if (!product) return
    setBusy(true)
    const result = await adminApi(`/api/admin/products/${product.id}/hidden`, {
      method: 'PUT',
      body: { hidden: !product.hidden },
      csrf: staff.csrf,
    })
    setBusy(false)
    setNotice({ ok: result.ok, text: result.message })
    if (result.ok && typeof result.data?.updatedAt === 'string') setLoadedAt(result.data.updatedAt)
    if (result.ok) await revalidator.revalidate()
  }

  function uploaded({ url, updatedAt, message }: UploadedImage) {
    // Saved already: the saved state and the form both gain it, other unsaved edits stay.
    setForm((f) => ({ ...f, img_urls: [...f.img_urls, url] }))
    setSaved((s) => ({ ...s, img_urls: [...s.img_urls, url] }))
    if (updatedAt) setLoadedAt(updatedAt)
    setNotice({ ok: true, text: message })
  }

  function undo() {
    setForm(saved)
    setStockReason('')
    setErrors({})
  }

  const stock = { changed: stockChanged, reason: stockReason, setReason: setStockReason }
  const prices = { confirmation, cancel: () => setConfirmation(null) }
  return { form, set, errors, notice, busy, setBusy, dirty, blocker, save, toggleHidden, uploaded, undo, stock, prices }
}
