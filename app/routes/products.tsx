import { Suspense, useEffect } from 'react'
import { Await, Link, redirect } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { formatPrice } from '#domain/format.ts'
import { productPlanViews, toProductCard, type CardProduct, type PlanView } from '#domain/financing-view.ts'
import type { Product } from '#domain/product.ts'
import { MAX_SKU_LENGTH } from '#domain/limits.ts'
import { AddToCartButtons } from '../components/cart/add-to-cart-buttons.tsx'
import { productHref } from '../lib/paths.ts'
import { ProductGallery } from '../components/product/product-gallery.tsx'
import { ProductTabs } from '../components/product/product-tabs.tsx'
import { htmlField } from '../lib/document-html.tsx'
import { cardMarkup } from '../lib/card-markup.server.tsx'
import { Recommendations } from '../components/product/recommendations.tsx'
import { readyNow } from '../lib/ready-now.ts'
import { breadcrumbJsonLd, productBreadcrumb, productJsonLd } from '../lib/product-jsonld.ts'
import { seoMeta, siteOrigin } from '../lib/seo.ts'
import type { Route } from './+types/products'
import { PlanList } from '../components/product/plan-list.tsx'
import { PriceBlock } from '../components/product/price-block.tsx'
import { FavouriteHeart } from '../components/shopper-lists/favourite-heart.tsx'
import { StockAlertForm } from '../components/shopper-lists/stock-alert-form.tsx'
import { ShippingQuoteBox } from '../components/shipping/shipping-quote-box.tsx'

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return []
  const { product } = data
  const origin = siteOrigin(matches)
  const name = stripEan(product.name)
  const path = productHref(product.sku)
  return [
    ...seoMeta({
      title: name,
      description: `${name} de ${product.brand} a ${formatPrice(product.price_list_1)}, hasta 12 cuotas. ${product.sub_category}.`,
      canonicalPath: path,
      origin,
      image: product.img_url || undefined,
      type: 'product',
    }),
    { 'script:ld+json': productJsonLd(product, origin, new URL(path, origin).toString()) },
    { 'script:ld+json': breadcrumbJsonLd(productBreadcrumb(product), origin) },
  ]
}

/**
 * Views computed once per product object: the catalogue keeps one object per product and
 * catalogue version (catalogue-service.ts), so a product rendered again, or recommended on many
 * pages, costs its financing figures once.
 */
const planViews = new WeakMap<Product, PlanView[]>()
const cardViews = new WeakMap<Product, CardProduct>()
function plansOf(product: Product): PlanView[] {
  let plans = planViews.get(product)
  if (!plans) planViews.set(product, (plans = productPlanViews(product)))
  return plans
}
function cardOf(product: Product): CardProduct {
  let card = cardViews.get(product)
  if (!card) cardViews.set(product, (card = toProductCard(product)))
  return card
}

/** The page's product without its HTML fields (sent apart) and its view count (not shown). */
type PageProduct = Omit<Product, 'descriptions' | 'specifications' | 'faq' | 'week_views'>
const pageProducts = new WeakMap<Product, PageProduct>()
function pageProductOf(product: Product): PageProduct {
  let shown = pageProducts.get(product)
  if (!shown) {
    const { descriptions: _d, specifications: _s, faq: _f, week_views: _v, ...rest } = product
    pageProducts.set(product, (shown = rest))
  }
  return shown
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const sku = new URL(request.url).searchParams.get('product')?.trim() ?? ''
  const { catalogue } = context.services
  const product = sku && sku.length <= MAX_SKU_LENGTH ? await catalogue.productDetail(sku) : undefined
  // A product that cannot be fetched sends the shopper to /error.
  if (!product) throw redirect('/error')
  // Below the fold, and an empty row if it fails: rendered with the page when the
  // sub-category's pool is at hand, streamed after it when a query has to run first.
  const recommendations = await readyNow(
    catalogue
      .recommendations(product)
      .then((list) => list.map(cardOf))
      .catch((): CardProduct[] => []),
  )
  return {
    product: pageProductOf(product),
    // The sanitised HTML fields: rendered into a document once, not repeated in its hydration data.
    html: {
      descriptions: htmlField(context, 'descriptions', product.descriptions),
      specifications: htmlField(context, 'specifications', product.specifications),
      faq: htmlField(context, 'faq', product.faq),
    },
    // The financing block's figures, computed here: the rate search stays off the page's script.
    plans: plansOf(product),
    recommendations,
    // A document's cards, written from each card's kept markup rather than rendered (decision 040);
    // a client navigation's data has none and renders them as components.
    recommendationsHtml:
      context.documentHtml && 'value' in recommendations && recommendations.value.length > 0
        ? htmlField(context, 'recommendations', recommendations.value.map(cardMarkup).join(''))
        : null,
  }
}

function useCountView(id: number) {
  useEffect(() => {
    fetch(`/api/products/addView/${id}`, { method: 'PATCH' })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status))
      })
      .catch((error: unknown) => console.error('Error al sumar view al producto', error))
  }, [id])
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, html, plans, recommendations, recommendationsHtml } = loaderData
  const name = stripEan(product.name)
  useCountView(product.id)

  return (
    <main className="mx-auto max-w-7xl px-3 py-3 md:py-5">
      <nav aria-label="Ruta de navegación" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-gray-600">
          {productBreadcrumb(product).map((crumb, i) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden>/</span>}
              <Link to={crumb.path} className="uppercase hover:text-brand hover:underline">
                {crumb.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {/* At 390 × 844 as at 1440 × 900 the price, the cash offer and both buttons are in the first
          screen (tests/e2e/product-buy-fold.spec.ts): a shorter picture on a phone, the plans folded. */}
      <div className="mt-3 grid grid-cols-1 gap-3 md:mt-4 md:grid-cols-2 md:gap-6">
        <div className="relative">
          <ProductGallery images={product.img_urls.length ? product.img_urls : [product.img_url]} alt={name} />
          <FavouriteHeart productId={product.id} className="absolute left-2 top-2 md:left-auto md:right-2" />
        </div>
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-gray-500">{product.brand}</p>
          <h1 className="text-xl font-extrabold leading-tight tracking-tight md:mt-1 md:text-2xl">{name}</h1>
          <p className="text-xs text-gray-500 wrap-anywhere md:mt-1">SKU: {product.sku}</p>
          <div className="mt-2 md:mt-4">
            <PriceBlock product={product} plans={plans} />
          </div>
          <div className="mt-3" data-testid="product-buy">
            <AddToCartButtons product={product} className="grid-cols-2 text-[13px] md:text-base [&>button]:max-md:px-1" />
          </div>
          {product.stock <= 0 && (
            <div className="mt-3">
              <StockAlertForm productId={product.id} />
            </div>
          )}
          <div className="mt-3">
            <PlanList plans={plans} />
          </div>
          <div className="mt-3">
            <ShippingQuoteBox subtotal={product.price_list_1} />
          </div>
        </div>
      </div>
      <div className="mt-8">
        <ProductTabs
          tabs={[
            {
              key: 'descripcion',
              label: 'Descripción',
              html: html.descriptions,
              missing: 'Este articulo no posee descripciones.',
            },
            {
              key: 'especificaciones',
              label: 'Especificaciones',
              html: html.specifications,
              missing: 'Este articulo no posee especificaciones.',
            },
            { key: 'faq', label: 'FAQ', html: html.faq, missing: 'Este articulo no posee preguntas frecuentes.' },
          ]}
        />
      </div>
      <section aria-labelledby="recommended" className="mt-10">
        <h2 id="recommended" className="mb-3 border-l-4 border-accent pl-3 text-xl font-extrabold tracking-tight">
          Tambien te recomendamos
        </h2>
        {'value' in recommendations ? (
          <Recommendations items={recommendations.value} html={recommendationsHtml} />
        ) : (
          <Suspense fallback={<p className="text-sm text-gray-500">Cargando recomendaciones…</p>}>
            <Await resolve={recommendations.pending}>{(items) => <Recommendations items={items} />}</Await>
          </Suspense>
        )}
      </section>
    </main>
  )
}
