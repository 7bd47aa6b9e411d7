/**
 * Product names from the seller's system may carry the barcode: an 'EAN: 7791234567898'
 * fragment or a bare 13-digit code. Shoppers see the name without it;
 * schema.org gets it as the product's gtin.
 */

// 'EAN: 123…', 'EAN:123…', 'ean 123…', 'EAN-13: 123…', 'EAN13 #123…': five or more digits.
const EAN_FRAGMENT = /\bEAN(?:[- ]?(?:8|13))?\s*[:#]?\s*(\d{5,})\b/gi
const BARE_EAN13 = /\b\d{13}\b/g
const EDGE_SEPARATORS = /^[\s\-–—|:,;/·]+|[\s\-–—|:,;/·]+$/g
const EMPTY_BRACKETS = /\(\s*\)|\[\s*\]|\{\s*\}/g
// What is left between two removed codes, e.g. 'TV - - 50"'.
const REPEATED_SEPARATORS = /\s([-–—|])(?:\s+[-–—|])+\s/g

export function stripEan(name: string): string {
  return name
    .replace(EAN_FRAGMENT, ' ')
    .replace(BARE_EAN13, ' ')
    .replace(EMPTY_BRACKETS, ' ')
    .replace(/\s+/g, ' ')
    .replace(REPEATED_SEPARATORS, ' $1 ')
    .replace(EDGE_SEPARATORS, '')
}

const GTIN_LENGTHS = new Set([8, 12, 13, 14])

/** The GS1 check digit for the digits before it (weights 3,1,3,… from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  let weight = 3
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight
    weight = 4 - weight
  }
  return (10 - (sum % 10)) % 10
}

export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length)) return false
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1))
}

/**
 * The GTIN in a name: the digits of an 'EAN' fragment (8, 12, 13 or 14 long), else a bare
 * 13-digit code. A code whose check digit is wrong is a typo, and search engines reject a
 * wrong gtin, so it counts as no code.
 */
export function extractGtin(name: string): string | null {
  for (const match of name.matchAll(EAN_FRAGMENT)) {
    const digits = match[1]
    if (digits !== undefined && isValidGtin(digits)) return digits
  }
  for (const match of name.matchAll(BARE_EAN13)) {
    if (isValidGtin(match[0])) return match[0]
  }
  return null
}
