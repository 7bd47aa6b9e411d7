/**
 * Argentine postal codes as shoppers and staff write them: the old four digits (`1414`) or the
 * CPA (`C1414BCL`: a province letter, the four digits, three letters for the block), in any case
 * and with spaces anywhere. Both are read as their four digits, which is all a shipping zone
 * looks at. A zone's codes are single codes and ranges (`1000-1499, 1870`).
 */
import { SHIPPING_MESSAGES } from './shipping-messages.ts'

const CPA = /^([A-Z])?(\d{4})([A-Z]{3})?$/

/** The longest text read as a postal code (a CPA is 8 characters; spaces are allowed between). */
export const MAX_POSTAL_CODE_INPUT = 20

/** The four digits of a postal code or CPA as a number (1000–9999), or null when it is neither. */
export function parsePostalCode(input: string): number | null {
  if (input.length > MAX_POSTAL_CODE_INPUT) return null
  const match = CPA.exec(input.replace(/\s+/g, '').toUpperCase())
  if (!match) return null
  const code = Number(match[2])
  return code >= 1000 ? code : null
}

/** A range of four-digit codes, both ends included. */
export interface PostalRange {
  from: number
  to: number
}

export type RangesReading = { ok: true; ranges: PostalRange[] } | { ok: false; message: string }

const RANGE = /^(\d{4})(?:\s*[-–]\s*(\d{4}))?$/

/**
 * '1000-1499, 1870; 1602' as ranges, in the order written. Commas, semicolons and line breaks
 * separate; an en dash works as a hyphen. A code written twice, or ranges that overlap within
 * the same zone, are refused naming the codes.
 */
export function parsePostalRanges(text: string): RangesReading {
  const parts = text
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
  if (parts.length === 0) return { ok: false, message: SHIPPING_MESSAGES.rangesRequired }
  const ranges: PostalRange[] = []
  for (const part of parts) {
    const match = RANGE.exec(part)
    if (!match) return { ok: false, message: SHIPPING_MESSAGES.badRange(part) }
    const from = Number(match[1])
    const to = match[2] === undefined ? from : Number(match[2])
    if (from < 1000 || to < 1000) return { ok: false, message: SHIPPING_MESSAGES.badRange(part) }
    if (to < from) return { ok: false, message: SHIPPING_MESSAGES.reversedRange(part) }
    ranges.push({ from, to })
  }
  const inside = firstOverlap(ranges, ranges)
  if (inside) return { ok: false, message: SHIPPING_MESSAGES.repeatedCodes(formatRange(inside)) }
  return { ok: true, ranges }
}

/** '1000-1499' or '1870'. */
export function formatRange({ from, to }: PostalRange): string {
  return from === to ? String(from) : `${from}-${to}`
}

export function formatRanges(ranges: readonly PostalRange[]): string {
  return ranges.map(formatRange).join(', ')
}

/** The codes both lists cover, as a range (the first found), or null. Within one list, a range is not compared with itself. */
export function firstOverlap(a: readonly PostalRange[], b: readonly PostalRange[]): PostalRange | null {
  for (const [i, x] of a.entries()) {
    for (const [j, y] of b.entries()) {
      if (a === b && i >= j) continue
      const from = Math.max(x.from, y.from)
      const to = Math.min(x.to, y.to)
      if (from <= to) return { from, to }
    }
  }
  return null
}

export const rangesCover = (ranges: readonly PostalRange[], code: number) => ranges.some((r) => r.from <= code && code <= r.to)
