/**
 * Prices that cannot be published wrong (issue 32, item 2): a product's six lists checked against
 * each other before the form, the quick edit or an import saves them. Refused, naming the lists:
 * the cash offer (list 2) above the list price (list 1), an instalment list (3 to 6) below it, a
 * plan whose CFTEA passes the bound the seller set. Asked for confirmation, because the seller may
 * mean it (a sale, a correction): a list that falls by more than half or more than doubles.
 */
import { z } from 'zod'
import { formatPrice } from '../format.ts'
import { formatRate, productFinancing, type TaxedPriceLists } from '../financing.ts'
import { PAYMENT_OPTIONS, PRICE_LISTS, type PriceList } from '../prices.ts'

export type PriceListField = `price_list_${PriceList}`

/** The CFTEA a plan may reach unless the seller sets another bound (the demo's 12 cuotas: 86,69 %). */
export const DEFAULT_MAX_CFTEA_PERCENT = 200
export const MAX_CFTEA_PERCENT_RANGE = { min: 1, max: 100_000 } as const

/** A list that falls below this share of its price, or rises above its inverse, asks first. */
export const PRICE_JUMP_SHARE = 0.5

/** How staff read each list in the messages: 'lista 4 (6 cuotas fijas)'. */
export function priceListName(list: PriceList): string {
  if (list === 1) return 'lista 1 (precio de lista)'
  if (list === 2) return 'lista 2 (oferta contado)'
  const option = PAYMENT_OPTIONS.find((o) => o.list === list)!
  return `lista ${list} (${option.label})`
}

const money = (amount: number) => formatPrice(amount)

/** The refusals, by field; empty when the lists agree. A list at 0 (not offered) is never compared. */
export function priceListProblems(product: TaxedPriceLists, maxCfteaPercent: number): Partial<Record<PriceListField, string>> {
  const problems: Partial<Record<PriceListField, string>> = {}
  const list1 = product.price_list_1
  if (!(list1 > 0)) return problems
  if (product.price_list_2 > list1) {
    problems.price_list_2 = `La ${priceListName(2)}, ${money(product.price_list_2)}, no puede ser mayor que la ${priceListName(1)}, ${money(list1)}.`
  }
  for (const list of PRICE_LISTS.filter((l) => l >= 3)) {
    const price = product[`price_list_${list}`]
    if (!(price > 0)) continue
    if (price < list1) {
      problems[`price_list_${list}`] =
        `La ${priceListName(list)}, ${money(price)}, no puede ser menor que la ${priceListName(1)}, ${money(list1)}: las cuotas no bajan el precio.`
      continue
    }
    const figures = productFinancing(product, list)
    if (figures && figures.kind !== 'no-rate' && figures.rates.cftea * 100 > maxCfteaPercent) {
      problems[`price_list_${list}`] =
        `La ${priceListName(list)}, ${money(price)}, da un CFTEA de ${formatRate(figures.rates.cftea)}, más que el tope de ${formatRate(maxCfteaPercent / 100)} que fijó la tienda.`
    }
  }
  return problems
}

/** The lists that move by more than the jump share, as sentences to confirm; empty when none does. */
export function priceJumps(before: TaxedPriceLists, after: TaxedPriceLists): string[] {
  const jumps: string[] = []
  for (const list of PRICE_LISTS) {
    const was = before[`price_list_${list}`]
    const is = after[`price_list_${list}`]
    if (!(was > 0) || !(is > 0) || was === is) continue
    if (is < was * PRICE_JUMP_SHARE) {
      const share = Math.round((1 - is / was) * 100)
      jumps.push(`La ${priceListName(list)} baja un ${share} %: de ${money(was)} a ${money(is)}.`)
    } else if (is > was / PRICE_JUMP_SHARE) {
      const share = Math.round((is / was - 1) * 100)
      jumps.push(`La ${priceListName(list)} sube un ${share} %: de ${money(was)} a ${money(is)}.`)
    }
  }
  return jumps
}

export const PRICE_CHECK_MESSAGES = {
  confirm: 'Algunos precios cambian mucho. Confírmelo para guardar.',
  more: (n: number) => `Y ${n === 1 ? 'otra lista' : `${n} listas más`} en la ficha del producto.`,
  bound: `El tope debe ser un número entre ${MAX_CFTEA_PERCENT_RANGE.min} y ${MAX_CFTEA_PERCENT_RANGE.max.toLocaleString('es-AR')} (por ciento).`,
  boundSaved: (percent: number) => `Listo: el tope de CFTEA es ${formatRate(percent / 100)}.`,
} as const

/** The bound's form: a percentage, decimals allowed. */
export const priceSettingsSchema = z.object({
  maxCfteaPercent: z
    .number({ error: PRICE_CHECK_MESSAGES.bound })
    .min(MAX_CFTEA_PERCENT_RANGE.min, PRICE_CHECK_MESSAGES.bound)
    .max(MAX_CFTEA_PERCENT_RANGE.max, PRICE_CHECK_MESSAGES.bound),
})
