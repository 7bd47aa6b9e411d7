/**
 * The addresses measured, taken from the running store as a shopper would reach them: a
 * category listing, a product found by the search box, a suggestions query, and the 1 KB static
 * file that is the ceiling.
 */
import { gzipSync } from 'node:zlib'
import { CART_COOKIE, encodeCartCookie } from '#domain/cart.ts'
import { Rotation } from './load.ts'

export const LISTING_CATEGORY = 'electro y aires'
export const PRODUCT_QUERY = 'smart'
export const SUGGESTIONS_QUERY = 'heladera samsung'

export type TargetId =
  | 'static'
  | 'staticIdentity'
  | 'home'
  | 'listing'
  | 'product'
  | 'productWithCart'
  | 'productUncached'
  | 'infoUncached'
  | 'sku'
  | 'skuDistinct'
  | 'suggestions'
  | 'suggestionsDistinct'
  | 'listingDistinct'
  | 'banners'
  | 'shippingQuote'

export interface Target {
  id: TargetId
  label: string
  /** the address, or the first of a rotation's */
  path: string
  /** request headers beyond the browser's (load.ts) */
  headers?: Record<string, string>
  /** how many distinct addresses the rotation goes through (absent: one address) */
  distinct?: number
  /** the addresses in turn (not kept in the results file) */
  rotation?: Rotation
}

export interface StoreUrls {
  sku: string
  targets: Target[]
  /** the category listing (HTML) and the single-fetch data request the client makes when it navigates there */
  listingPath: string
  listingDataPath: string
}

/** Labels in report order; the ceiling first. */
export const TARGET_LABELS: Record<TargetId, string> = {
  static: 'static 1 KB file (ceiling)',
  staticIdentity: 'static 1 KB file, uncompressed',
  home: 'home page HTML',
  listing: 'listing page HTML',
  product: 'product page HTML',
  productWithCart: 'product page HTML, shopper with a cart',
  productUncached: 'product page HTML, not cached (distinct products)',
  infoUncached: 'information page HTML, not cached (distinct query strings)',
  sku: 'GET /api/products?sku=',
  skuDistinct: 'GET /api/products?sku=, distinct products',
  suggestions: 'GET /api/search/suggestions',
  suggestionsDistinct: 'GET /api/search/suggestions, distinct queries',
  listingDistinct: 'listing with facets (.data), distinct searches',
  banners: 'GET /api/page/getBanners',
  shippingQuote: 'GET /api/shipping/quote',
}

/** Words a shopper types: kinds and brands of the generated catalogue, paired for distinct searches. */
const KIND_WORDS = [
  'heladera',
  'lavarropas',
  'televisor',
  'smart',
  'notebook',
  'microondas',
  'aire',
  'cocina',
  'monitor',
  'celular',
  'auriculares',
  'parlante',
  'tablet',
  'impresora',
  'ventilador',
  'pava',
  'consola',
  'mouse',
  'teclado',
  'calefactor',
  'secarropas',
  'freezer',
  'horno',
  'plancha',
  'licuadora',
  'cafetera',
  'split',
  'led',
]
const BRAND_WORDS = [
  'samsung',
  'lg',
  'philco',
  'whirlpool',
  'drean',
  'gafa',
  'electrolux',
  'bgh',
  'noblex',
  'lenovo',
  'hp',
  'asus',
  'acer',
  'dell',
  'motorola',
  'xiaomi',
  'sony',
  'atma',
  'liliana',
  'peabody',
  'philips',
  'gama',
  'surrey',
  'tcl',
]

/** Searches in a fixed order: every kind with every brand, then prefixes; more than any memo keeps. */
export function distinctSearches(): string[] {
  const pairs = KIND_WORDS.flatMap((kind) => BRAND_WORDS.map((brand) => `${kind} ${brand}`))
  const prefixes = KIND_WORDS.flatMap((kind) => [kind.slice(0, 3), kind.slice(0, 4), kind.slice(0, 5)])
  return [...new Set([...pairs, ...prefixes])]
}

/** Up to `limit` skus in catalogue order, from the sitemap a crawler reads (an index of parts when large). */
export async function catalogueSkus(baseUrl: string, limit: number): Promise<string[]> {
  const index = await (await getOk(`${baseUrl}/sitemap.xml`)).text()
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap\.xml\?part=\d+)<\/loc>/g)].map((m) => m[1]!)
  if (parts.length === 0) return skusIn(index).slice(0, limit)
  const skus: string[] = []
  for (const part of parts) {
    if (skus.length >= limit) break
    skus.push(...skusIn(await (await getOk(`${baseUrl}${part}`)).text()))
  }
  return skus.slice(0, limit)
}

function skusIn(document: string): string[] {
  return [...document.matchAll(/<loc>[^<]*\/products\/\?product=([^<]+)<\/loc>/g)].map((m) =>
    decodeURIComponent(m[1]!.replace(/&amp;/g, '&')),
  )
}

/** Distinct products per rotation: enough that no memo of the store (500 entries) holds them. */
const DISTINCT_PRODUCTS = 20_000

async function getOk(url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual' })
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`)
  return response
}

export async function discoverUrls(baseUrl: string, wanted?: readonly TargetId[]): Promise<StoreUrls> {
  const suggestions = (await (
    await getOk(`${baseUrl}/api/search/suggestions?q=${encodeURIComponent(PRODUCT_QUERY)}`)
  ).json()) as {
    items: { sku: string }[]
  }
  const sku = suggestions.items[0]?.sku
  if (!sku) throw new Error(`no product found for the suggestions query '${PRODUCT_QUERY}'`)
  const category = encodeURIComponent(LISTING_CATEGORY)
  const paths: Record<TargetId, string> = {
    static: '/static-1k.txt',
    staticIdentity: '/static-1k.txt',
    home: '/',
    listing: `/search/?category=${category}`,
    product: `/products/?product=${encodeURIComponent(sku)}`,
    productWithCart: `/products/?product=${encodeURIComponent(sku)}`,
    productUncached: `/products/?product=${encodeURIComponent(sku)}`,
    infoUncached: '/others/about_us',
    sku: `/api/products?sku=${encodeURIComponent(sku)}`,
    skuDistinct: `/api/products?sku=${encodeURIComponent(sku)}`,
    suggestions: `/api/search/suggestions?q=${encodeURIComponent(SUGGESTIONS_QUERY)}`,
    suggestionsDistinct: `/api/search/suggestions?q=${encodeURIComponent(SUGGESTIONS_QUERY)}`,
    listingDistinct: `/search.data?search=${encodeURIComponent(SUGGESTIONS_QUERY)}`,
    banners: '/api/page/getBanners',
    // a CABA postal code as a CPA, a cart under the zone's free-shipping threshold (server/shipping/)
    shippingQuote: '/api/shipping/quote?cp=C1414BCL&subtotal=99999',
  }
  const ids = (Object.keys(TARGET_LABELS) as TargetId[]).filter((id) => !wanted || wanted.includes(id))
  // The long tail: each request a product (or a search) no cache of the store holds. Pages get a
  // counter in the query string too, so a product seen again within the page cache's life is
  // rendered again, as the information page with its distinct query strings is.
  const rotations: Partial<Record<TargetId, Rotation>> = {}
  const needsSkus = ids.some((id) => id === 'productUncached' || id === 'skuDistinct')
  const skus = needsSkus ? await catalogueSkus(baseUrl, DISTINCT_PRODUCTS) : []
  const searches = distinctSearches()
  if (ids.includes('productUncached'))
    rotations.productUncached = new Rotation(
      skus.map((s) => `/products/?product=${encodeURIComponent(s)}`),
      true,
    )
  if (ids.includes('infoUncached')) rotations.infoUncached = new Rotation(['/others/about_us'], true)
  if (ids.includes('skuDistinct'))
    rotations.skuDistinct = new Rotation(skus.map((s) => `/api/products?sku=${encodeURIComponent(s)}`))
  if (ids.includes('suggestionsDistinct'))
    rotations.suggestionsDistinct = new Rotation(searches.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`))
  if (ids.includes('listingDistinct'))
    rotations.listingDistinct = new Rotation(searches.map((q) => `/search.data?search=${encodeURIComponent(q)}`))
  const headers: Partial<Record<TargetId, Record<string, string>>> = {
    // For comparison only: what the same file costs without on-the-fly compression.
    staticIdentity: { 'accept-encoding': 'identity' },
    // A cart in the cookie makes the page the shopper's own: rendered for every request.
    productWithCart: { cookie: `${CART_COOKIE}=${encodeCartCookie([{ sku, quantity: 1 }])}` },
  }
  const targets: Target[] = ids.map((id) => {
    const rotation = rotations[id]
    return {
      id,
      label: TARGET_LABELS[id],
      path: rotation ? rotation.paths[0]! : paths[id],
      ...(headers[id] ? { headers: headers[id] } : {}),
      ...(rotation ? { distinct: rotation.paths.length, rotation } : {}),
    }
  })
  for (const target of targets) await getOk(`${baseUrl}${target.path}`)

  const staticBody = await (await getOk(`${baseUrl}/static-1k.txt`)).arrayBuffer()
  if (staticBody.byteLength !== 1024) throw new Error(`/static-1k.txt is ${staticBody.byteLength} bytes, expected 1024`)
  const listingHtml = await (await getOk(`${baseUrl}${paths.listing}`)).text()
  if (!/href="\/products\/\?product=/.test(listingHtml)) throw new Error(`the listing ${paths.listing} shows no product`)
  const product = (await (await getOk(`${baseUrl}${paths.sku}`)).json()) as unknown[]
  if (!Array.isArray(product) || product.length !== 1) throw new Error(`${paths.sku} did not answer one product`)

  // React Router 7 single fetch: /search/?category=x is fetched as /search.data?category=x
  // (trailing slash removed, '.data' appended; the v8 trailing-slash flag is off).
  return { sku, targets, listingPath: paths.listing, listingDataPath: `/search.data?category=${category}` }
}

export interface ListingBytes {
  htmlBytes: number
  htmlGzipBytes: number
  dataBytes: number
  dataGzipBytes: number
}

/** Uncompressed bytes of the listing's HTML and of its data request, and gzip of each. */
export async function measureListingBytes(baseUrl: string, urls: StoreUrls): Promise<ListingBytes> {
  const html = Buffer.from(await (await getOk(`${baseUrl}${urls.listingPath}`)).arrayBuffer())
  const dataResponse = await getOk(`${baseUrl}${urls.listingDataPath}`)
  const type = dataResponse.headers.get('content-type') ?? ''
  if (!type.startsWith('text/x-script'))
    throw new Error(`${urls.listingDataPath} answered ${type}, not React Router's text/x-script`)
  const data = Buffer.from(await dataResponse.arrayBuffer())
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html).length,
    dataBytes: data.length,
    dataGzipBytes: gzipSync(data).length,
  }
}
