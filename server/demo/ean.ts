/** EAN-13 codes for demo product names; real-looking codes keep the name-stripping rule honest. */

export function eanCheckDigit(body12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 ? 3 : 1)
  return (10 - (sum % 10)) % 10
}

/**
 * Argentine-prefixed code for product `index`. Bodies start at 779123456789, so the
 * hand-picked codes below that (config's moreOffersEan) can never be generated twice.
 */
export function demoEan(index: number): string {
  const body = `779${String(123456789 + index).padStart(9, '0')}`
  return `${body}${eanCheckDigit(body)}`
}
