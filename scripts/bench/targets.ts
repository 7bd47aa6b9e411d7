/**
 * The addresses measured, taken from the running store as a shopper would reach them: a
 * category listing, a product found by the search box, a suggestions query, and the 1 KB static
 * file that is the ceiling.
 */
import { gzipSync } from 'node:zlib'
import { CART_COOKIE, encodeCartCookie } from '#domain/cart.ts'

export const LISTING_CATEGORY = 'electro y aires'
export const PRODUCT_QUERY = 'smart'
export const SUGGESTIONS_QUERY = 'heladera samsung'

export type TargetId =
  'static' | 'staticIdentity' | 'home' | 'listing' | 'product' | 'productWithCart' | 'sku' | 'suggestions' | 'banners'

export interface Target {
  id: TargetId
  label: string
  path: string
  /** request headers beyond the browser's (load.ts) */
  headers?: Record<string, string>
}

export interface StoreUrls {
  sku: string
  targets: Target[]
  /** the single-fetch data request the client makes when it navigates to the listing */
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
  sku: 'GET /api/products?sku=',
  suggestions: 'GET /api/search/suggestions',
  banners: 'GET /api/page/getBanners',
}

async function getOk(url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual' })
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`)
  return response
}

export async function discoverUrls(baseUrl: string): Promise<StoreUrls> {
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
    sku: `/api/products?sku=${encodeURIComponent(sku)}`,
    suggestions: `/api/search/suggestions?q=${encodeURIComponent(SUGGESTIONS_QUERY)}`,
    banners: '/api/page/getBanners',
  }
  const headers: Partial<Record<TargetId, Record<string, string>>> = {
    // For comparison only: what the same file costs without on-the-fly compression.
    staticIdentity: { 'accept-encoding': 'identity' },
    // A cart in the cookie makes the page the shopper's own: rendered for every request.
    productWithCart: { cookie: `${CART_COOKIE}=${encodeCartCookie([{ sku, quantity: 1 }])}` },
  }
  const targets: Target[] = (Object.keys(TARGET_LABELS) as TargetId[]).map((id) => ({
    id,
    label: TARGET_LABELS[id],
    path: paths[id],
    ...(headers[id] ? { headers: headers[id] } : {}),
  }))
  for (const target of targets) await getOk(`${baseUrl}${target.path}`)

  const staticBody = await (await getOk(`${baseUrl}/static-1k.txt`)).arrayBuffer()
  if (staticBody.byteLength !== 1024) throw new Error(`/static-1k.txt is ${staticBody.byteLength} bytes, expected 1024`)
  const listingHtml = await (await getOk(`${baseUrl}${paths.listing}`)).text()
  if (!/href="\/products\/\?product=/.test(listingHtml)) throw new Error(`the listing ${paths.listing} shows no product`)
  const product = (await (await getOk(`${baseUrl}${paths.sku}`)).json()) as unknown[]
  if (!Array.isArray(product) || product.length !== 1) throw new Error(`${paths.sku} did not answer one product`)

  // React Router 7 single fetch: /search/?category=x is fetched as /search.data?category=x
  // (trailing slash removed, '.data' appended; the v8 trailing-slash flag is off).
  return { sku, targets, listingDataPath: `/search.data?category=${category}` }
}

export interface ListingBytes {
  htmlBytes: number
  htmlGzipBytes: number
  dataBytes: number
  dataGzipBytes: number
}

/** Uncompressed bytes of the listing's HTML and of its data request, and gzip of each. */
export async function measureListingBytes(baseUrl: string, urls: StoreUrls): Promise<ListingBytes> {
  const listing = urls.targets.find((t) => t.id === 'listing')!
  const html = Buffer.from(await (await getOk(`${baseUrl}${listing.path}`)).arrayBuffer())
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
