/**
 * The catalogue's products one at a time or all together: by sku, the cart's lines, the product
 * page's product and its recommendations, the view count, the sitemap's slices.
 */
import { toCartProduct, type CartProduct, type Product } from '#domain/product.ts'
import { MAX_CART_LINES } from '#domain/limits.ts'
import { recommendationKey, recommendations as pickRecommendations, RECOMMENDATIONS_LIMIT } from '#domain/recommendations.ts'
import { VIEWS_RATE_LIMITED_MESSAGE } from '#domain/messages.ts'
import { buenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { NotFoundError, RateLimitedError } from '../shared/errors.ts'
import { sanitizeProductHtml } from './html-sanitizer.ts'
import { batchedLookup } from './batched-lookup.ts'
import { viewLimiter } from './view-limiter.ts'
import { firstDistinctNames } from './first-distinct-names.ts'
import { jsonDocument, type CatalogueReads, type JsonDocument } from './catalogue-reads.ts'

/**
 * Products kept per sub-category to pick recommendations from, one per displayed name: the
 * limit, and room for exclusions. A pool shorter than this holds every name of the sub-category.
 */
const RECOMMENDATION_POOL = RECOMMENDATIONS_LIMIT * 3

export interface ProductReads {
  /** GET /api/products: serialised once per catalogue version, with its ETag. */
  allProductsJson(): Promise<JsonDocument>
  bySku(sku: string): Promise<Product[]>
  /** The catalogue data of the cart's lines; unknown skus are simply absent. */
  cartProducts(skus: string[]): Promise<CartProduct[]>
  /**
   * The product page's product, its HTML sanitised again on the way out (defence in depth):
   * once per product and catalogue version, not once per render.
   */
  productDetail(sku: string): Promise<Product | undefined>
  /**
   * Counts a view of product `id` from client address `ip`, within the limits of
   * view-limiter.ts: a repeat of the same product by the same client is not counted, and a
   * client past its per-minute limit gets a RateLimitedError (429) before the database is asked.
   */
  addView(id: number, ip?: string): Promise<void>
  /**
   * Picked from the dearest products of the sub-category, looked up once per sub-category and
   * catalogue version for all its products: a product page nobody asked for yet costs no
   * query for them. The pool holds the first product of each displayed name, so leaving out
   * the product's own name leaves enough whatever the twins: at a million products the
   * dearest consoles are thousands of copies of a few models, and every one of their pages
   * read its own list past them (decision 035). The product is asked for on its own only if
   * the pool is full and still too short for it.
   */
  recommendations(product: Product): Promise<Product[]>
  productCount(): Promise<number>
  /** sku and last change of a slice of the catalogue, in id order (sitemap) */
  skuPage(limit: number, offset: number): Promise<{ sku: string; updated_at: string }[]>
}

export function productReads({ products, cache }: CatalogueReads, viewsPerMinute: number): ProductReads {
  const views = viewLimiter({ perMinute: viewsPerMinute })
  const skuLookup = batchedLookup(
    (skus: string[]) => products.bySkus(skus),
    (product) => product.sku,
  )
  const bySku = (sku: string) => cache.memo(`sku:${sku}`, () => skuLookup(sku))

  return {
    allProductsJson() {
      return cache.memo('all.json', async () => jsonDocument(await products.all()))
    },

    bySku,

    async cartProducts(skus) {
      const unique = [...new Set(skus)].slice(0, MAX_CART_LINES)
      const found = await Promise.all(unique.map((sku) => bySku(sku)))
      return found.flatMap((rows) => rows.map(toCartProduct))
    },

    productDetail(sku) {
      return cache.memo(`detail:${sku}`, async () => {
        const [product] = await bySku(sku)
        if (!product) return undefined
        return {
          ...product,
          descriptions: sanitizeProductHtml(product.descriptions),
          specifications: sanitizeProductHtml(product.specifications),
          faq: sanitizeProductHtml(product.faq),
        }
      })
    },

    async addView(id, ip) {
      const decision = views.check(ip, id)
      if (decision.kind === 'limited') throw new RateLimitedError(VIEWS_RATE_LIMITED_MESSAGE, decision.retryAfterSeconds)
      if (decision.kind === 'repeat') return
      // Views do not bump the catalogue version: a page view must not flush every cache. This
      // instance forgets its copy of the product; others see the count at the next import.
      let sku: string | undefined
      try {
        sku = await products.addView(id, buenosAiresDay(new Date()))
      } finally {
        if (sku === undefined) views.notCounted(ip, id)
      }
      if (sku === undefined) throw new NotFoundError('Producto no encontrado')
      cache.forget(`sku:${sku}`)
      cache.forget(`detail:${sku}`)
    },

    async recommendations(product) {
      const subCategory = recommendationKey(product.sub_category)
      if (subCategory === '') return []
      const pool = await cache.memo(
        `recommend-pool:${subCategory}`,
        () => firstDistinctNames((size, offset) => products.recommendationPool(subCategory, size, offset), RECOMMENDATION_POOL),
        // one per sub-category: a few hundred at most, each worth keeping (decision 035)
        'catalogue',
      )
      const chosen = pickRecommendations(product, pool, RECOMMENDATIONS_LIMIT)
      if (chosen.length === RECOMMENDATIONS_LIMIT || pool.length < RECOMMENDATION_POOL) return chosen
      return cache.memo(`recommend:${product.id}`, () =>
        firstDistinctNames((size, offset) => products.recommendationCandidates(product, size, offset), RECOMMENDATIONS_LIMIT, [
          product.name,
        ]),
      )
    },

    productCount() {
      return cache.memo('count', () => products.count(), 'catalogue')
    },

    skuPage(limit, offset) {
      return cache.memo(`skus:${limit}:${offset}`, () => products.skuPage(limit, offset))
    },
  }
}
