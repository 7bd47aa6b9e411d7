/**
 * The financing figures of an instalment plan, computed from the price lists (docs/legal.md,
 * decision 012): the shopper can pay the cash price P (list 1) now, or n monthly instalments of
 * c = list k / n. The monthly effective rate i is the one that makes the instalments worth P today,
 *
 *     P = c · (1 − (1 + i)^−n) / i        (a spreadsheet's RATE(n, −c, P), or TIR of the flows)
 *
 * and the annual figures follow from it: TEA = (1 + i)^12 − 1, TNA = 12 · i. The CFTEA is the
 * same computation on everything the shopper pays; the TEA leaves out the VAT that the financing
 * charge carries (IVA law art. 10 taxes it at the rate of the goods), which the CFT includes (BCRA).
 *
 * Amounts come in as integer cents (money.ts), so 'the plan costs exactly the cash price' is an
 * exact comparison: only then is the rate 0 and 'sin interés' allowed.
 */
import { formatPercent, formatPrice } from './format.ts'
import { FINANCING_LABELS } from './financing-labels.ts'
import { fromCents, toCents } from './money.ts'
import { PAYMENT_OPTIONS, type PriceList, type PriceLists } from './prices.ts'

export const MONTHS_PER_YEAR = 12
/** No card plan comes near it; a larger count is a data mistake, not a plan. */
export const MAX_INSTALMENTS = 120

export type NoRateReason = 'invalid-instalments' | 'invalid-cash-price' | 'invalid-total' | 'total-below-cash'

/** Rates as fractions (0.3857 is 38,57 %). */
export interface FinancingRates {
  /** monthly effective rate of the interest alone: the VAT inside the charge left out */
  monthly: number
  /** nominal annual rate: 12 times the monthly one */
  tna: number
  /** effective annual rate of the interest: (1 + monthly)^12 − 1 */
  tea: number
  /** monthly effective rate of everything the shopper pays, VAT included */
  cftMonthly: number
  /** Costo Financiero Total Efectivo Anual: (1 + cftMonthly)^12 − 1 */
  cftea: number
}

export interface PlanAmounts {
  instalments: number
  cashCents: number
  totalCents: number
  /** one instalment rounded to cents, as prices.ts shows it; n of them may differ from the total by cents */
  instalmentCents: number
  /** what financing adds to the cash price: total − cash */
  chargeCents: number
}

export type FinancingFigures =
  | (PlanAmounts & { kind: 'interest-free'; rates: FinancingRates })
  | (PlanAmounts & { kind: 'financed'; rates: FinancingRates })
  | { kind: 'no-rate'; reason: NoRateReason; instalments: number }

export interface FinancingInput {
  cashCents: number
  totalCents: number
  instalments: number
  /**
   * The VAT included in the financing charge, in cents (fractions allowed: it is a share, not an
   * amount anyone pays on its own). Absent, the whole charge counts as interest and the TEA equals
   * the CFTEA: the TEA may then read high, the CFTEA is exact either way.
   */
  chargeVatCents?: number
}

const ZERO_RATES: FinancingRates = { monthly: 0, tna: 0, tea: 0, cftMonthly: 0, cftea: 0 }

/** (1 − (1 + i)^−n) / i, through expm1/log1p so that it stays exact for rates near 0. */
export function annuityFactor(periods: number, rate: number): number {
  if (rate === 0) return periods
  return -Math.expm1(-periods * Math.log1p(rate)) / rate
}

/** d/di of annuityFactor; near 0 its two terms cancel, so a series takes over there. */
function annuityFactorSlope(periods: number, rate: number): number {
  const n = periods
  if (Math.abs(rate) < 1e-5) return (-n * (n + 1)) / 2 + ((n * (n + 1) * (n + 2)) / 3) * rate
  return (n * Math.exp(-(n + 1) * Math.log1p(rate)) - annuityFactor(n, rate)) / rate
}

/**
 * The rate per period that makes `periods` payments of `payment`, each at the end of its period,
 * worth `present` now: RATE(periods, −payment, present). Null when there is no such rate
 * (a payment or present value that is not a positive finite number, a count that is not a
 * positive whole number).
 *
 * The present value of the payments falls as the rate rises, so the root is unique. It is first
 * bracketed ([0, payment / present] when the payments add up to more than `present`, since the
 * factor is below 1/i there), then found by Newton's method; a step that leaves the bracket is
 * replaced by bisection, so the search always converges.
 */
export function monthlyRate(present: number, payment: number, periods: number): number | null {
  if (!Number.isFinite(present) || !Number.isFinite(payment) || present <= 0 || payment <= 0) return null
  if (!Number.isSafeInteger(periods) || periods < 1) return null
  const excess = payment * periods - present
  if (excess === 0) return 0
  const f = (rate: number) => payment * annuityFactor(periods, rate) - present
  // f falls from +∞ (rate → −1) through f(0) = excess to −present (rate → ∞).
  let lo = excess > 0 ? 0 : -1 + Number.EPSILON
  let hi = excess > 0 ? payment / present : 0
  let rate = excess > 0 ? (2 * excess) / (present * (periods + 1)) : (lo + hi) / 2
  if (!(rate > lo && rate < hi)) rate = (lo + hi) / 2
  for (let step = 0; step < 400; step++) {
    const value = f(rate)
    if (value === 0) return rate
    if (value > 0) lo = rate
    else hi = rate
    let next = rate - value / (payment * annuityFactorSlope(periods, rate))
    if (!Number.isFinite(next) || next <= lo || next >= hi) next = lo + (hi - lo) / 2
    if (Math.abs(next - rate) <= 1e-15 * Math.abs(next) || hi - lo <= 1e-15 * Math.abs(next)) return next
    rate = next
  }
  return rate
}

/** An effective rate per month as an effective annual one: (1 + i)^12 − 1. */
export function effectiveAnnual(monthly: number): number {
  return Math.expm1(MONTHS_PER_YEAR * Math.log1p(monthly))
}

const isPositiveCents = (cents: number) => Number.isSafeInteger(cents) && cents > 0

/** The figures of one plan; see the module comment for the formulas. */
export function financingFigures(input: FinancingInput): FinancingFigures {
  const { cashCents, totalCents, instalments } = input
  if (!Number.isSafeInteger(instalments) || instalments < 1 || instalments > MAX_INSTALMENTS)
    return { kind: 'no-rate', reason: 'invalid-instalments', instalments }
  if (!isPositiveCents(cashCents)) return { kind: 'no-rate', reason: 'invalid-cash-price', instalments }
  if (!isPositiveCents(totalCents)) return { kind: 'no-rate', reason: 'invalid-total', instalments }
  if (totalCents < cashCents) return { kind: 'no-rate', reason: 'total-below-cash', instalments }
  const amounts: PlanAmounts = {
    instalments,
    cashCents,
    totalCents,
    instalmentCents: Math.round(totalCents / instalments),
    chargeCents: totalCents - cashCents,
  }
  if (totalCents === cashCents) return { ...amounts, kind: 'interest-free', rates: ZERO_RATES }
  const vat = Math.min(
    Math.max(Number.isFinite(input.chargeVatCents) ? (input.chargeVatCents as number) : 0, 0),
    amounts.chargeCents,
  )
  // Both roots exist: the payments are positive and add up to at least the cash price.
  const cftMonthly = monthlyRate(cashCents, totalCents / instalments, instalments) as number
  const monthly = monthlyRate(cashCents, (totalCents - vat) / instalments, instalments) as number
  return {
    ...amounts,
    kind: 'financed',
    rates: {
      monthly,
      tna: MONTHS_PER_YEAR * monthly,
      tea: effectiveAnnual(monthly),
      cftMonthly,
      cftea: effectiveAnnual(cftMonthly),
    },
  }
}

/**
 * The VAT inside a financing charge of `chargeCents` taxed at `vatPercent` (the price already
 * includes it). A rate that is missing, negative or not a number counts as 0, as in prices.ts.
 */
export function vatInCharge(chargeCents: number, vatPercent: number): number {
  const rate = Number.isFinite(vatPercent) && vatPercent > 0 ? vatPercent : 0
  return (chargeCents * rate) / (100 + rate)
}

/** A price as the catalogue carries it (a number, or a decimal string such as '99999.00'), in cents; null if it is neither. */
export function amountCents(amount: unknown): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? toCents(amount) : null
  if (typeof amount !== 'string') return null
  // Read digit by digit: a decimal string never goes through a binary float.
  const match = /^\s*(-?)(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(amount)
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' && cents !== 0 ? -cents : cents
}

export type TaxedPriceLists = PriceLists & { tax_percentage: number }

/** The number of instalments a list pays in; null for the single-payment lists 1 and 2. */
export function instalmentsOfList(list: PriceList): number | null {
  const option = PAYMENT_OPTIONS.find((o) => o.list === list)
  return option && option.instalments > 1 ? option.instalments : null
}

/** The figures of paying one product with `list`; null when that list is a single payment. */
export function productFinancing(product: TaxedPriceLists, list: PriceList): FinancingFigures | null {
  return cartFinancing([{ product, quantity: 1 }], list)
}

/**
 * The figures of paying a whole cart with `list`: the cash price is the cart at list 1, the
 * total the cart at `list`, and the VAT inside the charge is added line by line, each at its
 * product's rate. A line with a quantity that is not a positive whole number counts as none (as
 * in prices.ts); a counted line without a valid price makes the whole plan show no rate.
 */
export function cartFinancing(
  lines: readonly { product: TaxedPriceLists; quantity: number }[],
  list: PriceList,
): FinancingFigures | null {
  const instalments = instalmentsOfList(list)
  if (instalments === null) return null
  let cashCents = 0
  let totalCents = 0
  let chargeVatCents = 0
  for (const { product, quantity } of lines) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) continue
    const cash = amountCents(product.price_list_1)
    const total = amountCents(product[`price_list_${list}`])
    if (cash === null || cash <= 0) return { kind: 'no-rate', reason: 'invalid-cash-price', instalments }
    if (total === null || total <= 0) return { kind: 'no-rate', reason: 'invalid-total', instalments }
    cashCents += cash * quantity
    totalCents += total * quantity
    chargeVatCents += vatInCharge((total - cash) * quantity, product.tax_percentage)
  }
  if (cashCents === 0) return { kind: 'no-rate', reason: 'invalid-cash-price', instalments }
  return financingFigures({ cashCents, totalCents, instalments, chargeVatCents })
}

/**
 * '38,57 %': a rate (a fraction) as the law prints it, a percentage with two decimals in es-AR.
 * A positive rate that would round to 0,00 % shows as 0,01 %: a plan that costs more than the
 * cash price never reads as costing nothing.
 */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) throw new RangeError(`Not a rate: ${rate}`)
  // Cut the float noise first (0.38565 * 100 is 38.565000000000005), then round half away from 0.
  const percent = Number((rate * 100).toPrecision(12))
  return formatPercent(percent > 0 && percent < 0.005 ? 0.01 : percent)
}

export interface FinancingTexts {
  /** '12 cuotas fijas de $ 11.499,89'; null when the plan shows no rate */
  instalments: string | null
  /** 'Precio de contado: $ 99.999,00' */
  cashPrice: string | null
  /** 'Precio total financiado: $ 137.998,62' */
  financedTotal: string | null
  /** 'CFTEA: 86,69 %', or 'CFTEA: no informado' when the price lists make the rate meaningless */
  cftea: string
  tea: string
  tna: string
  /** the plan may be called 'sin interés': only when the instalments add up to the cash price */
  interestFree: boolean
}

/** The lines of the financing block, in the words of financing-labels.ts. */
export function financingTexts(figures: FinancingFigures): FinancingTexts {
  const rate = (label: string, value: number | null) =>
    `${label}: ${value === null ? FINANCING_LABELS.noRate : formatRate(value)}`
  const money = (cents: number) => formatPrice(fromCents(cents))
  if (figures.kind === 'no-rate')
    return {
      instalments: null,
      cashPrice: null,
      financedTotal: null,
      cftea: rate(FINANCING_LABELS.cftea, null),
      tea: rate(FINANCING_LABELS.tea, null),
      tna: rate(FINANCING_LABELS.tna, null),
      interestFree: false,
    }
  return {
    instalments: FINANCING_LABELS.instalments(figures.instalments, money(figures.instalmentCents)),
    cashPrice: `${FINANCING_LABELS.cashPrice}: ${money(figures.cashCents)}`,
    financedTotal: `${FINANCING_LABELS.financedTotal}: ${money(figures.totalCents)}`,
    cftea: rate(FINANCING_LABELS.cftea, figures.rates.cftea),
    tea: rate(FINANCING_LABELS.tea, figures.rates.tea),
    tna: rate(FINANCING_LABELS.tna, figures.rates.tna),
    interestFree: figures.kind === 'interest-free',
  }
}
