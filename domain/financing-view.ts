/**
 * The financing block as the pages print it: every figure a plan shows, already
 * written as text, so that the server can compute it once and a page only prints it. The
 * product card and the product page get these from their loaders (the rate search never reaches
 * their scripts); the cart, whose totals change with every click, computes the same view in the
 * browser from the same functions, so a product alone in the cart reads exactly as on its page.
 *
 * The rules (docs/legal.md): the cash price, the number and amount of the instalments, the
 * total financed price, the TEA and the CFTEA; 'sin interés' only when the instalments add up to
 * the cash price to the cent; a plan whose price lists make a rate meaningless shows its prices
 * and 'no informado' where the rates would be, never a figure that cannot be right.
 */
import {
  amountCents,
  cartFinancing,
  formatRate,
  instalmentsOfList,
  type FinancingFigures,
  type TaxedPriceLists,
} from './financing.ts'
import { formatPrice } from './format.ts'
import { FINANCING_LABELS } from './financing-labels.ts'
import { fromCents } from './money.ts'
import { PAYMENT_OPTIONS, type PriceList } from './prices.ts'
import { toCartProduct, type CartProduct } from './product.ts'

export interface PlanView {
  list: PriceList
  instalments: number
  /** the plan may be called 'sin interés': its instalments add up to the cash price */
  interestFree: boolean
  /** the price lists make a rate meaningless: the rates read 'no informado' */
  noRate: boolean
  /** '12 cuotas fijas de $ 11.499,89', or '3 cuotas fijas sin interés de $ 33.333,00' */
  line: string
  /** one instalment, '$ 11.499,89'; '---' when the plan has no price */
  instalmentAmount: string
  /** 'Precio total financiado', '$ 137.998,62' */
  total: string
  /** 'Precio de contado' (list 1), '$ 99.999,00' */
  cash: string
  /** '69,09 %', or 'no informado' */
  tea: string
  tna: string
  cftea: string
}

export interface PlanAmountsCents {
  cashCents: number
  totalCents: number
}

/** The view of one plan from its figures and the amounts it was computed from. */
export function planView(list: PriceList, figures: FinancingFigures, amounts: PlanAmountsCents): PlanView {
  const instalments = instalmentsOfList(list) ?? 1
  const money = (cents: number) => formatPrice(cents > 0 && Number.isSafeInteger(cents) ? fromCents(cents) : null)
  const rate = (value: number | null) => (value === null ? FINANCING_LABELS.noRate : formatRate(value))
  const rates = figures.kind === 'no-rate' ? null : figures.rates
  const interestFree = figures.kind === 'interest-free'
  const instalmentAmount = money(Math.round(amounts.totalCents / instalments))
  // '12 cuotas fijas de $ 8.333,25' may break before the amount on a narrow card, never inside it.
  const line = (interestFree ? FINANCING_LABELS.interestFreeInstalments : FINANCING_LABELS.instalments)(
    instalments,
    instalmentAmount.replace('$ ', '$\u00a0'),
  )
  return {
    list,
    instalments,
    interestFree,
    noRate: figures.kind === 'no-rate',
    line,
    instalmentAmount,
    total: money(amounts.totalCents),
    cash: money(amounts.cashCents),
    tea: rate(rates ? rates.tea : null),
    tna: rate(rates ? rates.tna : null),
    cftea: rate(rates ? rates.cftea : null),
  }
}

/** The lists paid in instalments, in the order the pages list them (3, 6, 9, 12 cuotas). */
export const INSTALMENT_LISTS: readonly PriceList[] = PAYMENT_OPTIONS.filter((o) => o.instalments > 1).map((o) => o.list)

/** A price in cents, 0 when it is missing, zero, negative or not a price. */
const validCents = (amount: unknown): number => Math.max(amountCents(amount) ?? 0, 0)

type Line = { product: TaxedPriceLists; quantity: number }

/** A cart (or one product) paid with an instalment list; null for the single-payment lists. */
export function cartPlanView(lines: readonly Line[], list: PriceList): PlanView | null {
  const figures = cartFinancing(lines, list)
  if (figures === null) return null
  let cashCents = 0
  let totalCents = 0
  let priced = true
  for (const { product, quantity } of lines) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) continue
    const cash = validCents(product.price_list_1)
    const total = validCents(product[`price_list_${list}`])
    if (cash === 0 || total === 0) priced = false
    cashCents += cash * quantity
    totalCents += total * quantity
  }
  // A line without a price makes the plan's totals meaningless too: none is shown.
  return planView(list, figures, priced ? { cashCents, totalCents } : { cashCents: 0, totalCents: 0 })
}

/**
 * The plans a product page offers: every instalment list with a price (a list at 0 is how the
 * catalogue says 'not sold this way', as formatPrice reads it).
 */
export function productPlanViews(product: TaxedPriceLists): PlanView[] {
  return INSTALMENT_LISTS.flatMap((list) => {
    if (validCents(product[`price_list_${list}`]) === 0) return []
    const view = cartPlanView([{ product, quantity: 1 }], list)
    return view ? [view] : []
  })
}

/**
 * The one plan a product card has room for: the longest interest-free plan when there is one
 * (what a shopper looks for), otherwise the longest plan with a rate. A plan without a rate is
 * never featured: the card would then show an instalment offer without its CFTEA.
 */
export function featuredPlan(plans: readonly PlanView[]): PlanView | null {
  const withRate = plans.filter((plan) => !plan.noRate)
  const free = withRate.filter((plan) => plan.interestFree)
  const pick = (candidates: PlanView[]) =>
    candidates.reduce<PlanView | null>((best, plan) => (best === null || plan.instalments > best.instalments ? plan : best), null)
  return pick(free) ?? pick(withRate)
}

/**
 * The figures a card prints of its featured plan (PlanFigures at size 'card'), and nothing more:
 * a page carries nine to twenty cards, in its markup and again in its hydration data.
 */
export type CardPlan = Pick<PlanView, 'instalments' | 'line' | 'cash' | 'total' | 'tea' | 'cftea'>

export function toCardPlan({ instalments, line, cash, total, tea, cftea }: PlanView): CardPlan {
  return { instalments, line, cash, total, tea, cftea }
}

/**
 * What a product card receives: a cart line's fields (the cart remembers the product it adds) and
 * the featured plan's printed figures, computed by the loader.
 */
export type CardProduct = CartProduct & { financing: CardPlan | null }

export function toProductCard(product: CartProduct): CardProduct {
  const plan = featuredPlan(productPlanViews(product))
  return { ...toCartProduct(product), financing: plan && toCardPlan(plan) }
}
