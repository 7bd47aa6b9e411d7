/**
 * The catalogue as the pages and the API need it. Reads are memoised per catalogue version
 * (versioned-cache.ts), so a busy home page costs no SQL until an import changes the catalogue.
 */
import {
  toCartProduct,
  toSuggestion,
  type Banner,
  type CarouselBrand,
  type CarouselCategory,
  type CartProduct,
  type Product,
  type SuggestionResult,
} from '#domain/product.ts'
import { MAX_CART_LINES } from '#domain/limits.ts'
import type { ListingSort } from '#domain/listing-params.ts'
import { HOME_GROUP_LIMIT, homeGroupRules, type HomeGroupKey } from '#domain/home-groups.ts'
import { recommendationKey, recommendations as pickRecommendations, RECOMMENDATIONS_LIMIT } from '#domain/recommendations.ts'
import { buildCategoryMenu, type MenuCategory } from '#domain/category-menu.ts'
import { searchWords } from '#domain/text-search.ts'
import { distinctNamePicker } from '#domain/display-name.ts'
import type { Database } from '../db/database.ts'
import { VIEWS_RATE_LIMITED_MESSAGE } from '#domain/messages.ts'
import { NotFoundError, RateLimitedError } from '../shared/errors.ts'
import { sanitizeProductHtml } from './html-sanitizer.ts'
import { metaRepository, pageRepository } from './page-repository.ts'
import { productsRepository, type ProductFilter } from './products-repository.ts'
import { versionedCache } from '../shared/versioned-cache.ts'
import { batchedLookup } from './batched-lookup.ts'
import {
  HOME_GROUPS_META_KEY,
  manufacturerCarouselTitle,
  parseHomeGroupSettings,
  type HomeGroupSettings,
} from '../home-content/home-group-settings.ts'
import { viewLimiter } from './view-limiter.ts'
import { type CompressedBody, compressedBody } from '../shared/compressed-body.ts'

/** A JSON answer serialised once per catalogue version, with its compressed forms. */
export type JsonDocument = CompressedBody

export interface ListingRequest {
  /** `search` is the shopper's text as typed: every word must match, ignoring case and accents */
  filter: Omit<ProductFilter, 'words'> & { search?: string | undefined }
  sort: ListingSort
  page: number
  pageSize: number
}

export interface ListingResult {
  products: Product[]
  total: number
  page: number
  pageCount: number
  pageSize: number
  facets: { categories: { value: string; count: number }[]; brands: { value: string; count: number }[] }
}

export interface HomeGroupView {
  key: HomeGroupKey
  title: string
  products: Product[]
}

export const SUGGESTION_LIMIT = 40

/** The longest slice firstDistinctNames asks for: the rows are whole products. */
export const DISTINCT_NAMES_MAX_SLICE = 512

/**
 * The first `limit` items of an ordered list with one item per displayed name (and none named
 * as `excluded`; the rule is domain/display-name.ts distinctNamePicker), reading it a slice at
 * a time: twins are few, so one slice a little longer than the list nearly always does, yet a
 * catalogue full of them still fills the list.
 *
 * Each item is looked at once, and the slices double (up to DISTINCT_NAMES_MAX_SLICE): at a
 * million products the dearest consoles are thousands of copies of a few models, and a
 * recommendation list for one of them read 533 slices of 18, each time sorting out the names
 * of everything read so far again, 73 s of the store's one thread (decision 035).
 */
export async function firstDistinctNames<T extends { name: string }>(
  slice: (limit: number, offset: number) => Promise<T[]>,
  limit: number,
  excluded: readonly string[] = [],
): Promise<T[]> {
  const picker = distinctNamePicker<T>(excluded, limit)
  if (picker.full) return []
  let size = limit * 2
  for (let offset = 0; ; offset += size, size = Math.min(size * 2, Math.max(DISTINCT_NAMES_MAX_SLICE, limit * 2))) {
    const rows = await slice(size, offset)
    for (const row of rows) if (picker.offer(row) && picker.full) return [...picker.kept]
    if (rows.length < size) return [...picker.kept]
  }
}

function jsonDocument(value: unknown): JsonDocument {
  return compressedBody(JSON.stringify(value))
}

export interface CatalogueOptions {
  /** view requests one client address may make a minute (VIEWS_PER_MINUTE; view-limiter.ts) */
  viewsPerMinute: number
}

/**
 * Products kept per sub-category to pick recommendations from, one per displayed name: the
 * limit, and room for exclusions. A pool shorter than this holds every name of the sub-category.
 */
const RECOMMENDATION_POOL = RECOMMENDATIONS_LIMIT * 3

export function catalogueService(database: Database, { viewsPerMinute }: CatalogueOptions) {
  const products = productsRepository(database.db)
  const views = viewLimiter({ perMinute: viewsPerMinute })
  const skuLookup = batchedLookup(
    (skus: string[]) => products.bySkus(skus),
    (product) => product.sku,
  )
  const page = pageRepository(database.db)
  const meta = metaRepository(database.db)
  const cache = versionedCache(async () => (await meta.get('catalogue_version')) ?? '0')

  /**
   * The spec's dropdown shows all matches; it asks for them a page at a time as the shopper
   * scrolls, so a one-letter search never sends the whole catalogue.
   */
  function suggestions(text: string, limit = SUGGESTION_LIMIT, offset = 0): Promise<SuggestionResult> {
    const words = searchWords(text)
    if (words.length === 0) return Promise.resolve({ items: [], total: 0, offset })
    return cache.memo(`suggest:${limit}:${offset}:${words.join(' ')}`, async () => {
      // One pass over the matches for the page and the total (products-search.ts searchPass).
      const { products: rows, total } = await products.searchPass({ words }, 'default', limit, offset)
      return { items: rows.map(toSuggestion), total, offset }
    })
  }

  function homeGroupsFor(settings: HomeGroupSettings, limit = HOME_GROUP_LIMIT): Promise<HomeGroupView[]> {
    return Promise.all(
      homeGroupRules({ manufacturer: settings.manufacturer, moreOffersEan: settings.moreOffersEan || undefined }).map(
        async (rule) => ({
          key: rule.key,
          title: rule.key === 'manufacturerWeek' ? manufacturerCarouselTitle(settings) : rule.title,
          products: await firstDistinctNames((size, offset) => products.homeGroup(rule, size, offset), limit),
        }),
      ),
    )
  }

  return {
    cache,

    /** GET /api/products: serialised once per catalogue version, with its ETag. */
    allProductsJson(): Promise<JsonDocument> {
      return cache.memo('all.json', async () => jsonDocument(await products.all()))
    },

    bySku(sku: string): Promise<Product[]> {
      return cache.memo(`sku:${sku}`, () => skuLookup(sku))
    },

    /** The catalogue data of the cart's lines; unknown skus are simply absent. */
    async cartProducts(skus: string[]): Promise<CartProduct[]> {
      const unique = [...new Set(skus)].slice(0, MAX_CART_LINES)
      const found = await Promise.all(unique.map((sku) => this.bySku(sku)))
      return found.flatMap((rows) => rows.map(toCartProduct))
    },

    /**
     * The product page's product, its HTML sanitised again on the way out (defence in depth):
     * once per product and catalogue version, not once per render.
     */
    productDetail(sku: string): Promise<Product | undefined> {
      return cache.memo(`detail:${sku}`, async () => {
        const [product] = await this.bySku(sku)
        if (!product) return undefined
        return {
          ...product,
          descriptions: sanitizeProductHtml(product.descriptions),
          specifications: sanitizeProductHtml(product.specifications),
          faq: sanitizeProductHtml(product.faq),
        }
      })
    },

    /**
     * Counts a view of product `id` from client address `ip`, within the limits of
     * view-limiter.ts: a repeat of the same product by the same client is not counted, and a
     * client past its per-minute limit gets a RateLimitedError (429) before the database is asked.
     */
    async addView(id: number, ip?: string): Promise<void> {
      const decision = views.check(ip, id)
      if (decision.kind === 'limited') throw new RateLimitedError(VIEWS_RATE_LIMITED_MESSAGE, decision.retryAfterSeconds)
      if (decision.kind === 'repeat') return
      // Views do not bump the catalogue version: a page view must not flush every cache. This
      // instance forgets its copy of the product; others see the count at the next import.
      let sku: string | undefined
      try {
        sku = await products.addView(id)
      } finally {
        if (sku === undefined) views.notCounted(ip, id)
      }
      if (sku === undefined) throw new NotFoundError('Producto no encontrado')
      cache.forget(`sku:${sku}`)
      cache.forget(`detail:${sku}`)
    },

    banners(): Promise<Banner[]> {
      return cache.memo('banners', () => page.banners(), 'catalogue')
    },
    bannersJson(): Promise<JsonDocument> {
      return cache.memo('banners.json', async () => jsonDocument(await page.banners()), 'catalogue')
    },
    carouselCategories(): Promise<CarouselCategory[]> {
      return cache.memo('carousel-categories', () => page.carouselCategories(), 'catalogue')
    },
    carouselBrands(): Promise<CarouselBrand[]> {
      return cache.memo('carousel-brands', () => page.carouselBrands(), 'catalogue')
    },

    /** Every word must match, accent- and case-insensitively. */
    suggestions,

    /**
     * The suggestions answer as sent: a busy search box asks for the same few prefixes over and
     * over, and a list of 40 costs more to serialise and compress than to look up.
     */
    async suggestionsJson(text: string, limit = SUGGESTION_LIMIT, offset = 0): Promise<JsonDocument> {
      const words = searchWords(text)
      return cache.memo(`suggest.json:${limit}:${offset}:${words.join(' ')}`, async () =>
        jsonDocument(await suggestions(text, limit, offset)),
      )
    },

    async listing(request: ListingRequest): Promise<ListingResult> {
      const { search, ...rest } = request.filter
      const words = search === undefined ? [] : searchWords(search)
      const filter: ProductFilter = words.length ? { ...rest, words } : rest
      const filterKey = JSON.stringify(filter)
      const asked = Math.max(1, request.page)
      // A search's facets and the page asked for come from one pass over its matches when the
      // facets are not held yet (products-search.ts searchPass); a category's come from
      // indexes, each on its own.
      let pass: ReturnType<typeof products.searchPass> | undefined
      const { total, categories, brands } = await cache.memo(`facets:${filterKey}`, async () => {
        if (!words.length) return products.facets(filter)
        pass = products.searchPass(filter, request.sort, request.pageSize, (asked - 1) * request.pageSize, { facets: true })
        return (await pass).facets!
      })
      const pageCount = Math.max(1, Math.ceil(total / request.pageSize))
      const current = Math.min(asked, pageCount)
      const items = await cache.memo(`page:${filterKey}:${request.sort}:${request.pageSize}:${current}`, async () =>
        pass && current === asked
          ? (await pass).products
          : products.page(filter, request.sort, request.pageSize, (current - 1) * request.pageSize),
      )
      return { products: items, total, page: current, pageCount, pageSize: request.pageSize, facets: { categories, brands } }
    },

    categoryPairs(): Promise<{ category: string; sub_category: string }[]> {
      return cache.memo('category-pairs', () => products.categoryPairs(), 'catalogue')
    },

    /** The product groups' settings in force (home-group-settings.ts), read once per catalogue version. */
    homeGroupSettings(): Promise<HomeGroupSettings> {
      return cache.memo(
        'home-group-settings',
        async () => parseHomeGroupSettings(await meta.get(HOME_GROUPS_META_KEY)),
        'catalogue',
      )
    },

    /** The five home carousels, in the spec's order, each from its rule in domain/home-groups.ts. */
    homeGroups(): Promise<HomeGroupView[]> {
      return cache.memo('home-groups', async () => homeGroupsFor(await this.homeGroupSettings()), 'catalogue')
    },

    /** What the groups would pick with these settings (the back office's preview; not cached). */
    homeGroupsFor,

    /**
     * Picked from the dearest products of the sub-category, looked up once per sub-category and
     * catalogue version for all its products: a product page nobody asked for yet costs no
     * query for them. The pool holds the first product of each displayed name, so leaving out
     * the product's own name leaves enough whatever the twins: at a million products the
     * dearest consoles are thousands of copies of a few models, and every one of their pages
     * read its own list past them (decision 035). The product is asked for on its own only if
     * the pool is full and still too short for it.
     */
    async recommendations(product: Product): Promise<Product[]> {
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

    productCount(): Promise<number> {
      return cache.memo('count', () => products.count(), 'catalogue')
    },

    skuPage(limit: number, offset: number) {
      return cache.memo(`skus:${limit}:${offset}`, () => products.skuPage(limit, offset))
    },

    categoryMenu(): Promise<MenuCategory[]> {
      return cache.memo('category-menu', async () => buildCategoryMenu(await this.categoryPairs()), 'catalogue')
    },
  }
}

export type CatalogueService = ReturnType<typeof catalogueService>
