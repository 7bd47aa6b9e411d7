/**
 * The bulk price change (issue 32, item 2; decision 050): "+8 %" to the products of the list's
 * filter or of a selection, every list of each product together, each new price rounded the way
 * the store writes prices. Pure rules: the percentage as staff type it, the rounding, a product's
 * new lists and whether the price checks (price-checks.ts) let them through.
 */
import { z } from 'zod'
import { formatPrice } from '../format.ts'
import type { TaxedPriceLists } from '../financing.ts'
import { fromCents, toCents } from '../money.ts'
import { PRICE_LISTS, type PriceLists } from '../prices.ts'
import { priceJumps, priceListProblems } from './price-checks.ts'
import { productListHref, type ProductListQuery } from './product-admin.ts'

/** How far one change may go: a typo of '800' for '8' is refused, a 90 % sale is not. */
export const BULK_PERCENT_RANGE = { min: -90, max: 500 } as const
/**
 * Products one change may touch. It is one transaction that locks them all; on the embedded
 * database that holds every shopper's query for its length (about a second at this size).
 */
export const MAX_BULK_PRICE_PRODUCTS = 5_000
/** Products whose lists the preview shows before → after (all of them are counted). */
export const BULK_PREVIEW_SAMPLE = 50
/** A rounding step may be at most this share of the price: the change stays within half of it of what was asked. */
export const MAX_ROUNDING_STEP_SHARE = 0.02
const MAX_PRICE_CENTS = 99_999_999_999_999

/** A percentage in hundredths of a percent ('8,5' → 850), so the arithmetic stays in integers. */
export interface BulkPercent {
  basisPoints: number
}

export const BULK_PRICE_MESSAGES = {
  percentMissing: 'Escriba el porcentaje: 8 para subir un 8 %, -5 para bajar un 5 %.',
  percentNotNumber: 'El porcentaje debe ser un número, como 8, -5 o 2,5 (hasta dos decimales).',
  percentZero: 'Un cambio de 0 % no cambia ningún precio.',
  percentRange: `El porcentaje debe estar entre ${BULK_PERCENT_RANGE.min} % y +${BULK_PERCENT_RANGE.max} %.`,
  noProducts: 'Ningún producto coincide: elija otro filtro o seleccione productos.',
  tooMany: (n: number) =>
    `El cambio alcanza a ${n > MAX_BULK_PRICE_PRODUCTS ? 'más de ' : ''}${MAX_BULK_PRICE_PRODUCTS.toLocaleString('es-AR')} productos: filtre por categoría o marca y aplíquelo por partes.`,
  badFilter: 'El filtro del listado no es válido: vuelva a filtrar la lista.',
  noSelection: 'Seleccione al menos un producto de la lista.',
  stale: 'Los productos o sus precios cambiaron desde la vista previa. Revise la vista previa nueva y vuelva a aplicar.',
  nothingChanges: 'Ningún precio cambia: todos los productos quedan igual o se saltean.',
  confirm: 'Algunos precios cambian mucho. Confírmelo para aplicar el cambio.',
  applied: (changed: number, percent: BulkPercent) =>
    `Listo: ${changed === 1 ? 'cambió el precio de 1 producto' : `cambiaron los precios de ${changed.toLocaleString('es-AR')} productos`} (${formatPercentChange(percent)}).`,
  undone: (n: number) =>
    `Cambio deshecho: ${n === 1 ? '1 producto volvió' : `${n.toLocaleString('es-AR')} productos volvieron`} a sus precios anteriores.`,
  notUndoable: 'Este cambio de precios ya se deshizo.',
  notFound: 'No existe ese cambio de precios.',
  changedSince: (skus: readonly string[], more: number) =>
    `No se puede deshacer: ${skus.length + more === 1 ? 'un producto cambió de precio' : `${skus.length + more} productos cambiaron de precio`} después de este cambio (${skus.join(', ')}${more ? ` y ${more} más` : ''}). Deshacerlo pisaría esos precios; si fue otro cambio masivo, deshaga primero ese.`,
  tooLarge: 'Un precio pasaría el máximo que admite la tienda.',
} as const

/**
 * '8', '+8 %', '-5', '−5' (a typographic minus), '2,5' or '2.5' as a percentage; a Spanish
 * message for anything else, for the field.
 */
export function parseBulkPercent(typed: unknown): { ok: true; percent: BulkPercent } | { ok: false; message: string } {
  const text = typeof typed === 'number' ? String(typed) : typeof typed === 'string' ? typed : null
  if (text === null || text.trim() === '') return { ok: false, message: BULK_PRICE_MESSAGES.percentMissing }
  const match = /^\s*([+\-−–]?)\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text)
  if (!match) return { ok: false, message: BULK_PRICE_MESSAGES.percentNotNumber }
  const [, sign, whole, decimals = ''] = match
  const magnitude = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  const basisPoints = sign && sign !== '+' ? -magnitude : magnitude
  if (basisPoints === 0) return { ok: false, message: BULK_PRICE_MESSAGES.percentZero }
  if (basisPoints < BULK_PERCENT_RANGE.min * 100 || basisPoints > BULK_PERCENT_RANGE.max * 100)
    return { ok: false, message: BULK_PRICE_MESSAGES.percentRange }
  return { ok: true, percent: { basisPoints } }
}

const PERCENT_FORMAT = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 })

/** '+8 %', '-5 %', '+2,5 %'. */
export function formatPercentChange({ basisPoints }: BulkPercent): string {
  return `${basisPoints > 0 ? '+' : '-'}${PERCENT_FORMAT.format(Math.abs(basisPoints) / 100)} %`
}

/** cents × (1 + percent), to the nearest cent, halves away from zero; exact (BigInt) at any price. */
function scaledCents(cents: number, { basisPoints }: BulkPercent): number {
  const numerator = BigInt(cents) * BigInt(10_000 + basisPoints)
  return Number((numerator * 2n + 10_000n) / 20_000n)
}

/** How many nines end a whole price, up to three: 171.999 → 3, 6.499 → 2, 151.359 → 1, 150.000 → 0. */
function trailingNines(pesos: number): number {
  let nines = 0
  for (let rest = pesos; nines < 3 && rest % 10 === 9; rest = Math.floor(rest / 10)) nines += 1
  return nines
}

/** The price nearest `cents` that ends in `nines` nines of whole pesos (2 → …99, 3 → …999), at least one step. */
function nearestEnding(cents: number, nines: number): number {
  const step = 10 ** nines * 100
  const m = Math.max(1, Math.round((cents + 100) / step))
  return m * step - 100
}

/**
 * A list's new price, rounded the way it was written (decision 050):
 * - a price ending in 99 or 999 pesos (171.999, 6.499) ends the same way, at the nearest such
 *   price, as long as that step is at most 2 % of the price (else one nine fewer, down to whole
 *   pesos: 5.999 + 8 % is 6.499, not 5.999 or 6.999);
 * - any other whole price stays whole (151.359 + 8 % is 163.468);
 * - a price with centavos keeps centavos (an instalment total, 192.638,88 + 8 % is 208.049,99).
 * The coarsest ending that still moves the price the way the percentage goes is taken, so a small
 * change never rounds back to the old price. A list at 0 (not offered) stays at 0; a price never
 * falls to 0.
 */
export function changedPrice(before: number, percent: BulkPercent): number {
  const beforeCents = toCents(before)
  if (beforeCents <= 0) return before
  const exact = scaledCents(beforeCents, percent)
  const moves = (cents: number) => (percent.basisPoints > 0 ? cents > beforeCents : cents < beforeCents)
  if (beforeCents % 100 === 0) {
    const nines = trailingNines(beforeCents / 100)
    for (let k = nines >= 2 ? nines : 0; k >= 2; k -= 1) {
      const rounded = nearestEnding(exact, k)
      if (10 ** k * 100 <= exact * MAX_ROUNDING_STEP_SHARE && moves(rounded)) return fromCents(rounded)
    }
    // a change too small to move a whole price by a peso leaves it: centavos are not added
    return fromCents(Math.max(100, Math.round(exact / 100) * 100))
  }
  return fromCents(Math.max(1, exact))
}

export type PriceListValues = PriceLists

/** What one product's lists become: changed, left as they were (nothing to move), or skipped with the reason. */
export type BulkPricePlan =
  { kind: 'changed'; after: PriceListValues; jumps: string[] } | { kind: 'unchanged' } | { kind: 'skipped'; reason: string }

export const listsOf = (p: PriceListValues): PriceListValues => ({
  price_list_1: p.price_list_1,
  price_list_2: p.price_list_2,
  price_list_3: p.price_list_3,
  price_list_4: p.price_list_4,
  price_list_5: p.price_list_5,
  price_list_6: p.price_list_6,
})

/** Whether two products' six lists are the same, to the cent. */
export function sameLists(a: PriceListValues, b: PriceListValues): boolean {
  return PRICE_LISTS.every((list) => toCents(a[`price_list_${list}`]) === toCents(b[`price_list_${list}`]))
}

/**
 * One product's six lists moved by the percentage, then checked as a save is: a product whose
 * new lists the checks refuse (a rounding that puts the cash offer above list 1, a plan past the
 * seller's CFTEA bound, lists that already disagreed) is skipped, with the first reason.
 */
export function bulkPricePlan(product: TaxedPriceLists, percent: BulkPercent, maxCfteaPercent: number): BulkPricePlan {
  const after = {} as PriceListValues
  for (const list of PRICE_LISTS) after[`price_list_${list}`] = changedPrice(product[`price_list_${list}`], percent)
  if (sameLists(product, after)) return { kind: 'unchanged' }
  if (PRICE_LISTS.some((list) => toCents(after[`price_list_${list}`]) > MAX_PRICE_CENTS))
    return { kind: 'skipped', reason: BULK_PRICE_MESSAGES.tooLarge }
  const taxed = { ...after, tax_percentage: product.tax_percentage }
  const problems = Object.values(priceListProblems(taxed, maxCfteaPercent))
  if (problems.length) {
    const [first, ...more] = problems
    return { kind: 'skipped', reason: more.length ? `${first} (y ${more.length} más)` : first! }
  }
  return { kind: 'changed', after, jumps: priceJumps(product, taxed) }
}

/** '$ 171.999,00 → $ 185.999,00' for the preview's cells. */
export const priceChangeText = (before: number, after: number) => `${formatPrice(before)} → ${formatPrice(after)}`

/** The list's filter as a change sends and keeps it ('brand=BGH&stock=available'): no page, no order. */
export function bulkFilterOf(query: ProductListQuery): string {
  return productListHref({ ...query, sort: 'updated_desc', page: 1 }).split('?')[1] ?? ''
}

/** The products a change reaches and by how much, as the preview and the apply send them. */
export const bulkPriceTargetSchema = z.object({
  /** as typed ('+8 %'): parseBulkPercent reads it, so the message is the field's */
  percent: z.union([z.string().max(40), z.number()], { error: BULK_PRICE_MESSAGES.percentNotNumber }),
  /** the list's filter as its address has it ('category=Heladeras&brand=BGH'); ignored when `ids` is given */
  filter: z.string({ error: BULK_PRICE_MESSAGES.badFilter }).max(2_000, BULK_PRICE_MESSAGES.badFilter).optional(),
  /** the products selected by hand */
  ids: z
    .array(z.number().int().positive().max(2_147_483_647), { error: BULK_PRICE_MESSAGES.noSelection })
    .max(MAX_BULK_PRICE_PRODUCTS, BULK_PRICE_MESSAGES.tooMany(MAX_BULK_PRICE_PRODUCTS + 1))
    .optional(),
})
export type BulkPriceTarget = z.infer<typeof bulkPriceTargetSchema>

export const bulkPriceApplySchema = bulkPriceTargetSchema.extend({
  /** the preview's fingerprint of the products and prices it showed: a change since refuses the apply */
  token: z.string({ error: BULK_PRICE_MESSAGES.stale }).regex(/^[0-9a-f]{1,64}$/, BULK_PRICE_MESSAGES.stale),
  /** the lists that move by more than half were seen and confirmed (price-checks.ts) */
  confirmPrices: z.boolean({ error: 'Indique si confirma los precios.' }).optional(),
})
export type BulkPriceApply = z.infer<typeof bulkPriceApplySchema>

/** What the preview answers (and the page shows). */
export interface BulkPriceRow {
  id: number
  sku: string
  name: string
  before: PriceListValues
  after: PriceListValues
}

export interface BulkPriceSkipped {
  sku: string
  name: string
  reason: string
}

export interface BulkPricePreview {
  /** '+8 %' */
  percent: string
  /** products the filter or the selection reaches */
  matched: number
  changed: number
  /** products whose lists stay as they are (no prices, or too small a change to move them) */
  unchanged: number
  /** products the price checks refuse: left as they are, every one listed */
  skipped: BulkPriceSkipped[]
  /** the first BULK_PREVIEW_SAMPLE products that change */
  sample: BulkPriceRow[]
  /** lists that fall by more than half or more than double, 'SKU: La lista 1 … baja un 60 %…' */
  jumps: string[]
  /** what the preview read, sent back by the apply */
  token: string
}

export interface PriceChangeSummary {
  id: number
  actor: string
  percent: string
  scope: 'filter' | 'selection'
  /** the list's address with the change's filter, for a filter change */
  filterHref: string | null
  changed: number
  skipped: number
  status: 'applied' | 'undone'
  createdAt: string
  undoneAt: string | null
  undoneBy: string | null
}
