/**
 * The cart page of an approved reseller (decision 058): the IVA apart, the minimum order and the
 * cuenta corriente, from the same rules the server checks when the order arrives, so the reseller
 * reads the sentence in the cart before sending rather than after.
 */
import { fromCents } from '../money.ts'
import { lineTotalCents, type PriceList, type PriceLists } from '../prices.ts'
import { minimumOrderProblem } from './minimum-order.ts'
import {
  creditAvailable,
  creditProblem,
  vatSplit,
  type ResellerPrice,
  type ResellerTermsView,
  type VatSplit,
} from './wholesale-prices.ts'

export interface ResellerCheckout {
  split: VatSplit
  /** the minimum's sentence while the lines (IVA included, shipping apart) are under it */
  minimumProblem: string | null
  /** what is left of the credit; null when the account has none (cuenta corriente is not offered) */
  available: number | null
  /** the sentence when this cart does not fit in what is left of the credit */
  creditProblem: string | null
  /** what stops the order now: the minimum, then, on cuenta corriente, the credit */
  problem: string | null
}

export function resellerCheckout(input: {
  /** the cart's lines at the reseller's prices (resellerPriceLists) */
  lines: readonly { product: PriceLists & { sku: string; tax_percentage: number }; quantity: number }[]
  list: PriceList
  prices: ReadonlyMap<string, ResellerPrice>
  shippingCost: number
  terms: ResellerTermsView | null
  onAccount: boolean
}): ResellerCheckout {
  const lines = input.lines.map(({ product, quantity }) => ({
    subtotalCents: lineTotalCents(product, quantity, input.list),
    quantity,
    vatPercentage: product.tax_percentage,
    net: input.prices.get(product.sku)?.net ?? null,
  }))
  const split = vatSplit(lines, input.shippingCost)
  const subtotal = fromCents(lines.reduce((sum, l) => sum + l.subtotalCents, 0))
  const minimum = minimumOrderProblem(subtotal, input.terms?.minimum_order ?? 0)
  const credit = input.terms?.credit
  const available = credit && credit.limit > 0 ? creditAvailable(credit.limit, credit.used) : null
  const overCredit = credit && available !== null ? creditProblem(credit, split.total) : null
  return {
    split,
    minimumProblem: minimum,
    available,
    creditProblem: overCredit,
    problem: minimum ?? (input.onAccount ? overCredit : null),
  }
}
