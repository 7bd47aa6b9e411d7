/**
 * Money arithmetic in integer cents. Prices travel as numbers with at most two decimals, but
 * adding binary floats drifts (0.1 + 0.2), so every sum or product goes through cents.
 */

/**
 * An amount as integer cents, half away from zero. The product by 100 is first cut to 15
 * significant digits because 1.005 * 100 is 100.49999999999999 in binary, and a price
 * written 1.005 means half a cent up.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount of money: ${amount}`)
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15))
  const cents = Math.sign(amount) * Math.round(scaled)
  // Avoid -0, which Intl prints as '-0,00'.
  return cents === 0 ? 0 : cents
}

/** Integer cents back to an amount with at most two decimals. */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  return cents / 100
}

/** The sum of amounts that are already integer cents. */
export function sumCents(cents: readonly number[]): number {
  let total = 0
  for (const c of cents) {
    if (!Number.isSafeInteger(c)) throw new RangeError(`Not a whole number of cents: ${c}`)
    total += c
  }
  return total
}

/** The sum of amounts in currency units, exact to the cent. */
export function sumMoney(amounts: readonly number[]): number {
  return fromCents(sumCents(amounts.map(toCents)))
}

/** An amount rounded to cents: what a price should be before it is shown or stored. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount))
}
