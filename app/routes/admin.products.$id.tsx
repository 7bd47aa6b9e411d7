/**
 * A product's page (`/admin/products/<id>`, or `/admin/products/new` to create one): every
 * field of the API's product, checked on the server by the import's own rules and shown next
 * to its field; the shopper's price block previewed as the prices are typed; the HTML fields
 * with a preview of what the store will show; images uploaded (checked to be images) and put in
 * order; hidden from the store or shown again; the stock's movements beside it, and a change of
 * stock asks for its reason. Leaving with unsaved changes asks first, and
 * "Deshacer cambios" brings back what was loaded.
 */
import { Link, data } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import type { Route } from './+types/admin.products.$id'
import { Notice, PageHeading } from '../components/admin/admin-ui.tsx'
import { UnsavedDialog } from '../components/admin/unsaved-dialog.tsx'
import { ProductDataCard } from '../components/admin/product/product-data-card.tsx'
import { ProductHeadingActions } from '../components/admin/product/product-heading-actions.tsx'
import { ProductHtmlCard } from '../components/admin/product/product-html-card.tsx'
import { ProductImagesCard } from '../components/admin/product/product-images-card.tsx'
import { ProductPreviewCard } from '../components/admin/product/product-preview-card.tsx'
import { ProductStockHistoryCard } from '../components/admin/product/product-stock-history-card.tsx'
import { PriceConfirmDialog } from '../components/admin/product/price-confirm-dialog.tsx'
import { ProductSaveBar } from '../components/admin/product/product-save-bar.tsx'
import { useProductEditor } from '../components/admin/product/use-product-editor.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.product ? loaded.product.name : 'Nuevo producto'
  return [{ title: `${name} · Productos · Panel TecnoHogar` }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const { adminProducts } = context.services
  const labels = await adminProducts.labels()
  if (params.id === 'new') return { product: null, labels, movements: [] }
  const id = idParams.safeParse({ id: params.id })
  if (!id.success) throw data(null, { status: 404 })
  let product
  try {
    product = await adminProducts.product(id.data.id)
  } catch {
    throw data(null, { status: 404 })
  }
  return { product, labels, movements: await context.services.stock.history(id.data.id) }
}

export default function ProductPage({ loaderData: { product, labels, movements } }: Route.ComponentProps) {
  const hydrated = useHydrated()
  const editor = useProductEditor(product)
  const { form, set, errors, notice, busy, dirty } = editor
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
          <ProductHeadingActions
            product={product}
            disabled={busy || !hydrated}
            onToggleHidden={() => void editor.toggleHidden()}
          />
        ) : null}
      </PageHeading>
      {notice ? <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice> : null}
      <form onSubmit={(event) => void editor.save(event)} noValidate aria-label={title} className="grid gap-6">
        <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ProductDataCard form={form} errors={errors} labels={labels} set={set} stock={editor.stock} />
          <div className="grid content-start gap-4">
            <ProductPreviewCard form={form} />
            {product ? (
              <p className="text-xs text-gray-600">
                Última modificación: {formatDateTime(product.updated_at)} · {product.week_views} visitas esta semana
              </p>
            ) : null}
            {product ? <ProductStockHistoryCard movements={movements} /> : null}
          </div>
        </div>

        <ProductImagesCard
          productId={product ? product.id : null}
          images={form.img_urls}
          error={errors.img_urls ?? errors.img_url}
          disabled={busy || !hydrated}
          onImages={(images) => set('img_urls', images)}
          onUploaded={editor.uploaded}
          onUploading={editor.setBusy}
        />

        <ProductHtmlCard form={form} errors={errors} onValue={set} />

        <ProductSaveBar dirty={dirty} busy={busy} hydrated={hydrated} creating={!product} onUndo={editor.undo} />
      </form>
      <UnsavedDialog blocker={editor.blocker} />
      <PriceConfirmDialog confirmation={editor.prices.confirmation} busy={busy} onCancel={editor.prices.cancel} />
    </>
  )
}
