/**
 * What one run measures: the parts (`--only`, `--skip`), the stores they need, and which load
 * targets each store gets. A new part or target is a line here and its label in targets.ts.
 */
import type { TargetId } from './targets.ts'

export const PARTS = [
  'lighthouse',
  'load',
  'product-render',
  'scale',
  'sign-ins',
  'orders',
  'import',
  'admin-products',
  'reports',
  'price-list',
  'reseller-page',
  'hot-sale',
  'stock-alerts',
  'shipping',
] as const
export type Part = (typeof PARTS)[number]

export const PART_HELP: Record<Part, string> = {
  lighthouse: 'Lighthouse on the embedded-database stores',
  load: 'the cached pages and API answers, against the static-file ceiling',
  'product-render': 'product pages no cache holds against information pages no cache holds, and the page with a cart',
  scale: 'the PostgreSQL stores: demo size against --scale products (suggestions, listing with facets, sku lookup)',
  'sign-ins': 'sign-ins per hash and the registration burst',
  orders: 'orders and the outbox',
  import: "the demo store's pages while the back office applies a 10,000-row import (with load)",
  'admin-products': "the back office's product list at 100,000 products (its own store, in this process)",
  reports:
    "the back office's Reportes at 100,000 orders over two years, embedded and PostgreSQL (its own databases, in this process)",
  'price-list':
    "the reseller's price list (.xlsx) of 100,000 products through HTTP: seconds and memory (its own store, in this process)",
  'reseller-page':
    "an approved reseller's product page (HTML + POST /api/reseller-prices) against an anonymous visitor's, embedded and PostgreSQL (its own stores)",
  'hot-sale':
    "a Hot Sale day: two instances on one PostgreSQL, the shoppers' mix at the highest rate under p99 500 ms (its own stores: demo and --products N or 100,000)",
  'stock-alerts':
    'a restock with 10,000 confirmed back-in-stock requests: e-mails queued, and the storefront meanwhile (PostgreSQL demo store)',
  shipping: 'the shipping quote API beside the (cached) product page with its quote box',
}

/** Load targets per part; a store gets those of the parts it takes part in. */
export const PART_TARGETS: Partial<Record<Part, TargetId[]>> = {
  load: ['static', 'staticIdentity', 'home', 'listing', 'product', 'productWithCart', 'sku', 'suggestions', 'banners'],
  'product-render': ['static', 'product', 'productWithCart', 'productUncached', 'infoUncached'],
  // the pages the import's throughput is measured on (scripts/bench/import-throughput.ts)
  import: ['static', 'product', 'listing'],
  shipping: ['static', 'product', 'shippingQuote'],
  scale: [
    'static',
    'product',
    'productUncached',
    'sku',
    'skuDistinct',
    'suggestions',
    'suggestionsDistinct',
    'listing',
    'listingDistinct',
  ],
}

export interface StorePlan {
  label: string
  database: 'pglite' | 'postgres'
  /** undefined: the demo catalogue */
  products: number | undefined
  /** the parts this store is measured in */
  parts: Part[]
}

export interface PlanOptions {
  parts: Part[]
  /** --products N: a second embedded-database store */
  products: number | undefined
  /** --scale N (0: no large PostgreSQL store) */
  scale: number
  postgres: boolean
}

export function storePlans(options: PlanOptions): StorePlan[] {
  const on = (part: Part) => options.parts.includes(part)
  const embedded: Part[] = ['lighthouse', 'load', 'product-render', 'sign-ins', 'orders', 'import', 'shipping'].filter(
    (p): p is Part => on(p as Part),
  )
  const onPostgres: Part[] = (['product-render', 'scale', 'stock-alerts'] as Part[]).filter(on)
  const plans: StorePlan[] = []
  const embeddedNeeded = embedded.length > 0
  if (embeddedNeeded) plans.push({ label: 'demo', database: 'pglite', products: undefined, parts: embedded })
  if (embeddedNeeded && options.products !== undefined)
    plans.push({
      label: 'large',
      database: 'pglite',
      products: options.products,
      parts: embedded.filter((p) => p !== 'sign-ins' && p !== 'import'),
    })
  if (options.postgres && onPostgres.length > 0) {
    plans.push({ label: 'demo-pg', database: 'postgres', products: undefined, parts: onPostgres })
    // the restock's measurement needs one store: the demo-size one
    const onLarge = onPostgres.filter((p) => p !== 'stock-alerts')
    if (options.scale > 0 && onLarge.length > 0)
      plans.push({
        label: `${options.scale >= 1e6 ? `${options.scale / 1e6}m` : `${options.scale / 1e3}k`}-pg`,
        database: 'postgres',
        products: options.scale,
        parts: onLarge,
      })
  }
  return plans
}

export function targetsOf(plan: StorePlan): TargetId[] {
  return [...new Set(plan.parts.flatMap((part) => PART_TARGETS[part] ?? []))]
}

export function parseParts(only: string | undefined, skip: string | undefined): Part[] {
  const list = (value: string, flag: string) =>
    value.split(',').map((name) => {
      const part = name.trim() as Part
      if (!PARTS.includes(part)) throw new Error(`${flag}: unknown part '${name}' (parts: ${PARTS.join(', ')})`)
      return part
    })
  const chosen = only === undefined ? [...PARTS] : list(only, '--only')
  const skipped = skip === undefined ? [] : list(skip, '--skip')
  return chosen.filter((part) => !skipped.includes(part))
}
