/**
 * A product's page (`/admin/products/<id>`, or `/admin/products/new` to create one): every
 * field of the spec's product, checked on the server by the import's own rules and shown next
 * to its field; the shopper's price block previewed as the prices are typed; the HTML fields
 * with a preview of what the store will show; images uploaded (checked to be images) and put in
 * order; hidden from the store or shown again. Leaving with unsaved changes asks first, and
 * "Deshacer cambios" brings back what was loaded.
 */
import { Eye, EyeOff, Save, Undo2 } from '../components/icons.tsx'
import { useEffect, useMemo, useState } from 'react'
import { Link, data, useNavigate, useRevalidator } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import { HTML_FIELDS, PRODUCT_FIELD_LABELS, adminProductPath } from '#domain/admin/product-admin.ts'
import { productPlanViews } from '#domain/financing-view.ts'
import type { ProductField } from '#domain/product.ts'
import type { Route } from './+types/admin.products.$id'
import { AdminField } from '../components/admin/admin-field.tsx'
import { Card, Notice, PageHeading, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { UnsavedDialog } from '../components/admin/unsaved-dialog.tsx'
import {
  PRICE_FIELDS,
  TEXT_FIELDS,
  previewProductOf,
  productFormOf,
  productPayloadOf,
  type ProductFormState,
} from '../components/admin/product/product-form-state.ts'
import { ProductHtmlField } from '../components/admin/product/product-html-field.tsx'
import { ProductImagesCard, type UploadedImage } from '../components/admin/product/product-images-card.tsx'
import { PriceBlock } from '../components/product/price-block.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { productHref } from '../lib/paths.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { useUnsavedWarning } from '../lib/use-unsaved-warning.ts'

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.product ? loaded.product.name : 'Nuevo producto'
  return [{ title: `${name} · Productos · Panel TecnoHogar` }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const { adminProducts } = context.services
  const labels = await adminProducts.labels()
  if (params.id === 'new') return { product: null, labels }
  const id = idParams.safeParse({ id: params.id })
  if (!id.success) throw data(null, { status: 404 })
  try {
    return { product: await adminProducts.product(id.data.id), labels }
  } catch {
    throw data(null, { status: 404 })
  }
}

export default function ProductPage({ loaderData: { product, labels } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const loaded = useMemo(() => productFormOf(product), [product])
  const [form, setForm] = useState<ProductFormState>(loaded)
  const [saved, setSaved] = useState<ProductFormState>(loaded)
  const [loadedAt, setLoadedAt] = useState(product?.updated_at)
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
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
  /** A text input's props: its value, label and error by the field's name. */
  const fieldProps = (field: (typeof TEXT_FIELDS)[number] | (typeof PRICE_FIELDS)[number] | 'stock' | 'tax_percentage') => ({
    formId: 'product',
    name: field,
    label: PRODUCT_FIELD_LABELS[field],
    error: errors[field],
    value: form[field],
    onValue: (value: string) => set(field, value),
  })

  const previewProduct = previewProductOf(form)
  const previewKey = JSON.stringify(previewProduct)
  const plans = useMemo(() => {
    try {
      return productPlanViews(JSON.parse(previewKey) as typeof previewProduct)
    } catch {
      return []
    }
  }, [previewKey])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    const body = { product: productPayloadOf(form), ...(product ? { loadedAt } : {}) }
    const result = product
      ? await adminApi(`/api/admin/products/${product.id}`, { method: 'PUT', body, csrf: staff.csrf })
      : await adminApi('/api/admin/products', { method: 'POST', body, csrf: staff.csrf })
    setBusy(false)
    setNotice({ ok: result.ok, text: result.message })
    if (!result.ok) {
      setErrors((result.data?.fields as Partial<Record<ProductField, string>> | undefined) ?? {})
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]')
      first?.focus()
      return
    }
    setErrors({})
    setSaved(form)
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

  const title = product ? product.name : 'Nuevo producto'
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/products" className="text-brand underline">
          Productos
        </Link>
      </nav>
      <PageHeading title={title}>
        {product ? (
          <div className="flex flex-wrap items-center gap-2">
            {product.hidden ? (
              <span className="rounded bg-gray-200 px-2 py-1 text-xs font-semibold text-gray-800">Oculto en la tienda</span>
            ) : (
              <a href={productHref(product.sku)} target="_blank" rel="noreferrer" className={buttonSecondary}>
                Ver en la tienda
              </a>
            )}
            <button type="button" className={buttonSecondary} disabled={busy || !hydrated} onClick={() => void toggleHidden()}>
              {product.hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
              {product.hidden ? 'Mostrar en la tienda' : 'Ocultar de la tienda'}
            </button>
          </div>
        ) : null}
      </PageHeading>
      {notice ? <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice> : null}
      <form onSubmit={(event) => void save(event)} noValidate aria-label={title} className="grid gap-6">
        <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card>
            <h2 className="mb-4 text-lg font-bold">Datos</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {TEXT_FIELDS.map((field) => (
                <AdminField
                  key={field}
                  {...fieldProps(field)}
                  list={field === 'category' ? 'product-categories' : field === 'brand' ? 'product-brands' : undefined}
                  autoComplete="off"
                />
              ))}
              <AdminField {...fieldProps('stock')} inputMode="numeric" />
              <label className="inline-flex items-center gap-2 text-sm font-semibold text-gray-800 sm:col-span-2">
                <input
                  type="checkbox"
                  name="white_line"
                  checked={form.white_line}
                  onChange={(event) => set('white_line', event.target.checked)}
                  className="size-4"
                />
                Línea blanca (heladeras, lavarropas, cocinas…)
              </label>
              <datalist id="product-categories">
                {labels.categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
              <datalist id="product-brands">
                {labels.brands.map((b) => (
                  <option key={b} value={b} />
                ))}
              </datalist>
            </div>
            <h2 className="mb-4 mt-8 text-lg font-bold">Precios</h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[...PRICE_FIELDS, 'tax_percentage' as const].map((field) => (
                <AdminField key={field} {...fieldProps(field)} inputMode="decimal" />
              ))}
            </div>
            <p className="mt-2 text-xs text-gray-600">
              Listas 1 y 2: pago en un solo pago; listas 3 a 6: las cuotas con tarjeta. Escriba los montos con punto o coma
              decimal, sin separador de miles.
            </p>
          </Card>
          <div className="grid content-start gap-4">
            <Card>
              <h2 className="mb-3 text-lg font-bold">Así lo ve el cliente</h2>
              <PriceBlock product={previewProduct} plans={plans} />
            </Card>
            {product ? (
              <p className="text-xs text-gray-600">
                Última modificación: {formatDateTime(product.updated_at)} · {product.week_views} visitas esta semana
              </p>
            ) : null}
          </div>
        </div>

        <ProductImagesCard
          productId={product ? product.id : null}
          images={form.img_urls}
          error={errors.img_urls ?? errors.img_url}
          disabled={busy || !hydrated}
          onImages={(images) => set('img_urls', images)}
          onUploaded={uploaded}
          onUploading={setBusy}
        />

        <Card>
          <h2 className="mb-4 text-lg font-bold">Descripción, especificaciones y preguntas frecuentes</h2>
          <div className="grid gap-6">
            {HTML_FIELDS.map((field) => (
              <ProductHtmlField
                key={field}
                field={field}
                value={form[field]}
                error={errors[field]}
                onValue={(v) => set(field, v)}
              />
            ))}
          </div>
        </Card>

        {/* Kept in view while there is something to save. */}
        <div
          className={`${dirty ? 'sticky bottom-0 z-10 shadow-lg ring-amber-300' : 'ring-gray-200'} flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1`}
        >
          <button type="submit" className={buttonPrimary} disabled={busy || !hydrated}>
            <Save aria-hidden className="size-4" /> {busy ? 'Guardando…' : product ? 'Guardar cambios' : 'Crear producto'}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            disabled={!dirty || busy}
            onClick={() => {
              setForm(saved)
              setErrors({})
            }}
          >
            <Undo2 aria-hidden className="size-4" /> Deshacer cambios
          </button>
          <span className="text-sm text-gray-700" role="status">
            {dirty ? 'Hay cambios sin guardar.' : 'Sin cambios pendientes.'}
          </span>
        </div>
      </form>
      <UnsavedDialog blocker={blocker} />
    </>
  )
}
