/**
 * A product's page (`/admin/products/<id>`, or `/admin/products/new` to create one): every
 * field of the spec's product, checked on the server by the import's own rules and shown next
 * to its field; the shopper's price block previewed as the prices are typed; the HTML fields
 * with a preview of what the store will show; images uploaded (checked to be images) and put in
 * order; hidden from the store or shown again. Leaving with unsaved changes asks first, and
 * "Deshacer cambios" brings back what was loaded.
 */
import { ArrowDown, ArrowUp, Eye, EyeOff, ImagePlus, Save, Trash2, Undo2 } from '../components/icons.tsx'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, data, useNavigate, useRevalidator } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import {
  HTML_FIELDS,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_FIELD_LABELS,
  PRODUCT_IMAGE_MESSAGES,
  adminProductPath,
  imageKindOf,
  unsafeHtmlReason,
} from '#domain/admin/product-admin.ts'
import { productPlanViews } from '#domain/financing-view.ts'
import type { ProductField } from '#domain/product.ts'
import type { Route } from './+types/admin.products.$id'
import { Card, Notice, PageHeading, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { UnsavedDialog } from '../components/admin/unsaved-dialog.tsx'
import { FieldError } from '../components/forms/field-error.tsx'
import { PriceBlock } from '../components/product/price-block.tsx'
import { ProductImage } from '../components/product-image.tsx'
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
  const { staffProducts } = context.services
  const labels = await staffProducts.labels()
  if (params.id === 'new') return { product: null, labels }
  const id = idParams.safeParse({ id: params.id })
  if (!id.success) throw data(null, { status: 404 })
  try {
    return { product: await staffProducts.product(id.data.id), labels }
  } catch {
    throw data(null, { status: 404 })
  }
}

const TEXT_FIELDS = ['sku', 'name', 'category', 'sub_category', 'brand'] as const
const PRICE_FIELDS = ['price_list_1', 'price_list_2', 'price_list_3', 'price_list_4', 'price_list_5', 'price_list_6'] as const

interface FormState {
  sku: string
  name: string
  category: string
  sub_category: string
  brand: string
  white_line: boolean
  stock: string
  price_list_1: string
  price_list_2: string
  price_list_3: string
  price_list_4: string
  price_list_5: string
  price_list_6: string
  tax_percentage: string
  img_urls: string[]
  descriptions: string
  specifications: string
  faq: string
}

type Loaded = Route.ComponentProps['loaderData']['product']

function formOf(product: Loaded): FormState {
  if (!product)
    return {
      sku: '',
      name: '',
      category: '',
      sub_category: '',
      brand: '',
      white_line: false,
      stock: '0',
      price_list_1: '',
      price_list_2: '',
      price_list_3: '',
      price_list_4: '',
      price_list_5: '',
      price_list_6: '',
      tax_percentage: '21',
      img_urls: [],
      descriptions: '',
      specifications: '',
      faq: '',
    }
  const images = product.img_urls.length ? product.img_urls : product.img_url ? [product.img_url] : []
  return {
    sku: product.sku,
    name: product.name,
    category: product.category,
    sub_category: product.sub_category,
    brand: product.brand,
    white_line: product.white_line === 1,
    stock: String(product.stock),
    price_list_1: String(product.price_list_1),
    price_list_2: String(product.price_list_2),
    price_list_3: String(product.price_list_3),
    price_list_4: String(product.price_list_4),
    price_list_5: String(product.price_list_5),
    price_list_6: String(product.price_list_6),
    tax_percentage: String(product.tax_percentage),
    img_urls: images,
    descriptions: product.descriptions ?? '',
    specifications: product.specifications ?? '',
    faq: product.faq ?? '',
  }
}

/** What the form sends: the fields as typed; the server's import rules read '1234,5' too. */
function payloadOf(form: FormState) {
  return {
    ...form,
    white_line: form.white_line ? 1 : 0,
    img_url: form.img_urls[0] ?? '',
  }
}

/** A number as the preview reads it (the server decides what is valid). */
function amount(text: string): number {
  const n = Number(text.trim().replace(',', '.'))
  return Number.isFinite(n) && n >= 0 ? n : 0
}

const inputClass = (error: string | undefined) =>
  `mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand ${error ? 'ring-red-500' : 'ring-gray-300'}`

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: string
  error: string | undefined
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={`product-${name}`} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children}
      <FieldError id={`product-${name}-error`} message={error} />
    </div>
  )
}

function useHtmlPreview(html: string, csrf: string): string | null {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!html.trim()) {
      setPreview('')
      return
    }
    let current = true
    const timer = setTimeout(() => {
      void adminApi('/api/admin/products/preview', { method: 'POST', body: { html }, csrf }).then((result) => {
        if (current && result.ok && typeof result.data?.html === 'string') setPreview(result.data.html)
      })
    }, 400)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [html, csrf])
  return preview
}

function HtmlField({
  field,
  value,
  error,
  onValue,
}: {
  field: (typeof HTML_FIELDS)[number]
  value: string
  error: string | undefined
  onValue: (value: string) => void
}) {
  const { staff } = useAdmin()
  const preview = useHtmlPreview(value, staff.csrf)
  const unsafe = unsafeHtmlReason(value)
  const shown = error ?? unsafe ?? undefined
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Field name={field} label={PRODUCT_FIELD_LABELS[field]} error={shown}>
        <textarea
          id={`product-${field}`}
          name={field}
          rows={8}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `product-${field}-error` : undefined}
          className={`${inputClass(shown)} font-mono text-xs`}
        />
      </Field>
      <div>
        <p className="block text-sm font-semibold text-gray-800">Vista previa (como la muestra la tienda)</p>
        <div
          data-testid={`preview-${field}`}
          className="product-html mt-1 max-h-64 overflow-auto rounded-md bg-gray-50 p-3 text-sm ring-1 ring-gray-200"
          // Sanitised on the server by the store's own sanitiser (/api/admin/products/preview).
          dangerouslySetInnerHTML={{ __html: preview ?? '' }}
        />
        {value.trim() && preview === '' ? (
          <p className="mt-1 text-xs text-gray-600">La tienda no mostraría nada de este HTML.</p>
        ) : null}
      </div>
    </div>
  )
}

export default function ProductPage({ loaderData: { product, labels } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const loaded = useMemo(() => formOf(product), [product])
  const [form, setForm] = useState<FormState>(loaded)
  const [saved, setSaved] = useState<FormState>(loaded)
  const [loadedAt, setLoadedAt] = useState(product?.updated_at)
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [imageError, setImageError] = useState<string | undefined>()
  const fileInput = useRef<HTMLInputElement>(null)
  const dirty = JSON.stringify(form) !== JSON.stringify(saved)
  const { blocker, allowNextNavigation } = useUnsavedWarning(dirty)

  // A new product's page reused for another product (the id changed): start from that one.
  useEffect(() => {
    setForm(loaded)
    setSaved(loaded)
    setLoadedAt(product?.updated_at)
    setErrors({})
  }, [loaded, product?.updated_at])

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  const previewProduct = {
    price_list_1: amount(form.price_list_1),
    price_list_2: amount(form.price_list_2),
    price_list_3: amount(form.price_list_3),
    price_list_4: amount(form.price_list_4),
    price_list_5: amount(form.price_list_5),
    price_list_6: amount(form.price_list_6),
    tax_percentage: amount(form.tax_percentage),
    stock: Math.floor(amount(form.stock)),
  }
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
    const body = { product: payloadOf(form), ...(product ? { loadedAt } : {}) }
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

  async function upload(file: File | undefined) {
    if (!product) return
    setImageError(undefined)
    if (!file) return setImageError(PRODUCT_IMAGE_MESSAGES.missingFile)
    if (file.size > MAX_PRODUCT_IMAGE_BYTES) return setImageError(PRODUCT_IMAGE_MESSAGES.tooLarge)
    if (!imageKindOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return setImageError(PRODUCT_IMAGE_MESSAGES.notImage)
    const body = new FormData()
    body.set('image', file)
    setBusy(true)
    const result = await adminApi(`/api/admin/products/${product.id}/images`, { method: 'POST', body, csrf: staff.csrf })
    setBusy(false)
    if (fileInput.current) fileInput.current.value = ''
    if (!result.ok) return setImageError(result.message)
    const url = result.data?.url
    if (typeof url === 'string') {
      // Saved already: the saved state and the form both gain it, other unsaved edits stay.
      setForm((f) => ({ ...f, img_urls: [...f.img_urls, url] }))
      setSaved((s) => ({ ...s, img_urls: [...s.img_urls, url] }))
    }
    if (typeof result.data?.updatedAt === 'string') setLoadedAt(result.data.updatedAt)
    setNotice({ ok: true, text: result.message })
  }

  function moveImage(index: number, by: -1 | 1) {
    setForm((f) => {
      const images = [...f.img_urls]
      const [moved] = images.splice(index, 1)
      if (moved === undefined) return f
      images.splice(index + by, 0, moved)
      return { ...f, img_urls: images }
    })
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
                <Field key={field} name={field} label={PRODUCT_FIELD_LABELS[field]} error={errors[field]}>
                  <input
                    id={`product-${field}`}
                    name={field}
                    value={form[field]}
                    onChange={(event) => set(field, event.target.value)}
                    list={field === 'category' ? 'product-categories' : field === 'brand' ? 'product-brands' : undefined}
                    autoComplete="off"
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `product-${field}-error` : undefined}
                    className={inputClass(errors[field])}
                  />
                </Field>
              ))}
              <Field name="stock" label={PRODUCT_FIELD_LABELS.stock} error={errors.stock}>
                <input
                  id="product-stock"
                  name="stock"
                  inputMode="numeric"
                  value={form.stock}
                  onChange={(event) => set('stock', event.target.value)}
                  aria-invalid={errors.stock ? true : undefined}
                  aria-describedby={errors.stock ? 'product-stock-error' : undefined}
                  className={inputClass(errors.stock)}
                />
              </Field>
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
                <Field key={field} name={field} label={PRODUCT_FIELD_LABELS[field]} error={errors[field]}>
                  <input
                    id={`product-${field}`}
                    name={field}
                    inputMode="decimal"
                    value={form[field]}
                    onChange={(event) => set(field, event.target.value)}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `product-${field}-error` : undefined}
                    className={inputClass(errors[field])}
                  />
                </Field>
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

        <Card>
          <h2 className="mb-1 text-lg font-bold">Imágenes</h2>
          <p className="mb-4 text-sm text-gray-600">
            La primera es la imagen principal (la de las tarjetas). Use las flechas para cambiar el orden y guarde.
          </p>
          {form.img_urls.length === 0 ? <p className="mb-4 text-sm text-gray-700">El producto no tiene imágenes.</p> : null}
          <ol className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {form.img_urls.map((url, index) => (
              <li key={`${url}-${index}`} className="rounded-lg p-2 ring-1 ring-gray-200">
                <ProductImage
                  src={url}
                  alt={`Imagen ${index + 1}`}
                  width={160}
                  height={160}
                  className="mx-auto size-32 object-contain"
                />
                <p className="mt-1 truncate text-xs text-gray-600" title={url}>
                  {index === 0 ? 'Principal · ' : ''}
                  {url}
                </p>
                <div className="mt-2 flex gap-1">
                  <button
                    type="button"
                    className={buttonSecondary}
                    disabled={index === 0}
                    onClick={() => moveImage(index, -1)}
                    aria-label={`Subir la imagen ${index + 1}`}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonSecondary}
                    disabled={index === form.img_urls.length - 1}
                    onClick={() => moveImage(index, 1)}
                    aria-label={`Bajar la imagen ${index + 1}`}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() =>
                      set(
                        'img_urls',
                        form.img_urls.filter((_, i) => i !== index),
                      )
                    }
                    aria-label={`Quitar la imagen ${index + 1}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <FieldError id="product-img_urls-error" message={errors.img_urls ?? errors.img_url} />
          {product ? (
            <div>
              <label htmlFor="product-image" className="block text-sm font-semibold text-gray-800">
                Subir imagen (JPEG, PNG, WebP, GIF o AVIF, hasta {MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB)
              </label>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <input
                  ref={fileInput}
                  id="product-image"
                  name="image"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                  aria-invalid={imageError ? true : undefined}
                  aria-describedby={imageError ? 'product-image-error' : undefined}
                  className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-800"
                />
                <button
                  type="button"
                  className={buttonSecondary}
                  disabled={busy || !hydrated}
                  onClick={() => void upload(fileInput.current?.files?.[0])}
                >
                  <ImagePlus aria-hidden className="size-4" /> Subir
                </button>
              </div>
              <FieldError id="product-image-error" message={imageError} />
            </div>
          ) : (
            <p className="text-sm text-gray-700">Guarde el producto para poder subir imágenes.</p>
          )}
        </Card>

        <Card>
          <h2 className="mb-4 text-lg font-bold">Descripción, especificaciones y preguntas frecuentes</h2>
          <div className="grid gap-6">
            {HTML_FIELDS.map((field) => (
              <HtmlField key={field} field={field} value={form[field]} error={errors[field]} onValue={(v) => set(field, v)} />
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
