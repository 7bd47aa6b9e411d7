/**
 * The cart as a pure reducer, and its cookie. The cart holds only
 * skus and quantities: names and prices are read from the catalogue when shown, and the server
 * recomputes every total, so a stale or edited cookie can change nothing but what is asked for.
 */
import { hasControlCharacter } from './control-characters.ts'
import { cookieString, readCookie } from './cookies.ts'
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_SKU_LENGTH } from './limits.ts'

export interface CartLine {
  sku: string
  quantity: number
}

export type CartAction =
  | { type: 'add'; sku: string; quantity?: number | undefined }
  | { type: 'removeAmount'; sku: string; amount?: number | undefined }
  /** one unit, with the removal toast (the cart screen's minus); the line goes at 0 */
  | { type: 'removeOne'; sku: string }
  /** 'Remove all' on the cart screen: the whole line */
  | { type: 'removeAll'; sku: string }
  | { type: 'clear' }

export type CartOutcome = 'added' | 'removed' | 'cleared' | 'refused' | 'unchanged'

export interface CartResult {
  lines: CartLine[]
  outcome: CartOutcome
  /** set when refused: 'stock' (the no-more-stock dialog), 'full' (our line limit) or 'size' (the cookie's) */
  reason?: 'stock' | 'full' | 'size'
  title?: string
  message?: string
}

export const CART_COOKIE = 'cartProducts'
export const CART_COOKIE_MAX_AGE_DAYS = 2
export const CART_COOKIE_MAX_AGE_SECONDS = CART_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60
export const DEFAULT_ADD_QUANTITY = 1
/**
 * Browsers must keep a cookie of 4096 bytes counting name, value and attributes (RFC 6265,
 * section 6.1) and silently drop a larger one, the whole cart with it. The name, '=' and the
 * attributes we write ('; path=/; max-age=172800; samesite=lax') take under 60, so 4000 for the
 * value leaves a margin. The value is ASCII (percent-encoded), so characters are bytes.
 */
export const MAX_CART_COOKIE_VALUE_LENGTH = 4000

export const CART_REFUSED_TITLE = 'Atención'
/** Raising a line already in the cart past the stock. */
export const NO_MORE_STOCK_MESSAGE = 'No hay más stock disponible para agregar al carrito'
/** A new line asking more than the stock; the text is written without accents on purpose. */
export const NO_MORE_STOCK_NEW_LINE_MESSAGE = 'No hay mas stock disponible para agregar al carrito'
/** Our wording: the lines are limited only because the cookie that keeps them is. */
export const CART_FULL_MESSAGE = `El carrito admite hasta ${MAX_CART_LINES} productos distintos`
/** Our wording: the cookie that keeps the cart cannot grow further (long skus, many lines). */
export const CART_TOO_LARGE_MESSAGE =
  'Tu carrito alcanzó el tamaño máximo que podemos guardar. Generá el pedido o quitá algún producto para agregar otro.'

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0

/**
 * Applies an action. `stockOf` gives a product's stock; a sku it does not know has no stock, so
 * a product removed from the catalogue cannot be added. An action that changes nothing answers
 * the same `lines` array, so a React state update can be skipped.
 */
export function cartReducer(state: CartLine[], action: CartAction, stockOf: (sku: string) => number | undefined): CartResult {
  switch (action.type) {
    case 'add': {
      const quantity = action.quantity ?? DEFAULT_ADD_QUANTITY
      if (!isCount(quantity)) return { lines: state, outcome: 'unchanged' }
      const stock = stockOf(action.sku) ?? 0
      const existing = state.find((l) => l.sku === action.sku)
      if (existing) {
        if (!(existing.quantity + quantity <= stock)) return refusedForStock(state, NO_MORE_STOCK_MESSAGE)
        return addedIfItFits(
          state,
          state.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l)),
        )
      }
      if (!(quantity <= stock)) return refusedForStock(state, NO_MORE_STOCK_NEW_LINE_MESSAGE)
      if (state.length >= MAX_CART_LINES)
        return { lines: state, outcome: 'refused', reason: 'full', title: CART_REFUSED_TITLE, message: CART_FULL_MESSAGE }
      return addedIfItFits(state, [...state, { sku: action.sku, quantity }])
    }
    case 'removeAmount':
    case 'removeOne': {
      const amount = action.type === 'removeAmount' ? (action.amount ?? 1) : 1
      if (!isCount(amount) || !state.some((l) => l.sku === action.sku)) return { lines: state, outcome: 'unchanged' }
      const lines = state.flatMap((l) =>
        l.sku !== action.sku ? [l] : l.quantity - amount > 0 ? [{ ...l, quantity: l.quantity - amount }] : [],
      )
      return { lines, outcome: 'removed' }
    }
    case 'removeAll': {
      if (!state.some((l) => l.sku === action.sku)) return { lines: state, outcome: 'unchanged' }
      return { lines: state.filter((l) => l.sku !== action.sku), outcome: 'removed' }
    }
    case 'clear':
      return { lines: [], outcome: 'cleared' }
  }
}

function refusedForStock(state: CartLine[], message: string): CartResult {
  return { lines: state, outcome: 'refused', reason: 'stock', title: CART_REFUSED_TITLE, message }
}

/**
 * Refuses an add whose cookie the browser would not keep: better one clear 'no' now than the
 * whole cart silently gone on the next page. A raised quantity counts too (9 to 10 is a digit).
 */
function addedIfItFits(state: CartLine[], lines: CartLine[]): CartResult {
  if (!cartCookieFits(lines))
    return { lines: state, outcome: 'refused', reason: 'size', title: CART_REFUSED_TITLE, message: CART_TOO_LARGE_MESSAGE }
  return { lines, outcome: 'added' }
}

/** Whether the cookie of these lines stays within what every browser keeps. */
export function cartCookieFits(lines: readonly CartLine[]): boolean {
  return encodeCartCookie(lines).length <= MAX_CART_COOKIE_VALUE_LENGTH
}

/**
 * Lines whose product data the page lacks and has not yet asked about: the server is asked once
 * per sku; one it does not know goes into `unavailable` and is never asked about again.
 */
export function skusToLookUp(
  lines: readonly CartLine[],
  known: (sku: string) => boolean,
  unavailable: ReadonlySet<string>,
): string[] {
  return lines.filter((l) => !known(l.sku) && !unavailable.has(l.sku)).map((l) => l.sku)
}

/** The lines the catalogue no longer knows: shown as no longer available, never ordered. */
export function unavailableLines(lines: readonly CartLine[], unavailable: ReadonlySet<string>): CartLine[] {
  return lines.filter((l) => unavailable.has(l.sku))
}

/** The header badge: how many different products, not units. */
export function countDistinctLines(lines: readonly CartLine[]): number {
  return lines.filter((l) => isCount(l.quantity)).length
}

export function countUnits(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + (isCount(l.quantity) ? l.quantity : 0), 0)
}

/**
 * Valid lines only: a trimmed sku the catalogue could hold (MAX_SKU_LENGTH) without control characters and a positive whole
 * quantity; one line per sku (quantities added, up to MAX_LINE_QUANTITY); at most MAX_CART_LINES
 * lines, the first ones kept.
 */
export function normalizeCartLines(lines: readonly { sku: unknown; quantity: unknown }[]): CartLine[] {
  const bySku = new Map<string, number>()
  for (const line of lines) {
    if (typeof line.sku !== 'string' || !isCount(line.quantity)) continue
    const sku = line.sku.trim()
    if (sku === '' || sku.length > MAX_SKU_LENGTH || hasControlCharacter(sku)) continue
    const known = bySku.get(sku)
    if (known === undefined && bySku.size >= MAX_CART_LINES) continue
    bySku.set(sku, Math.min((known ?? 0) + line.quantity, MAX_LINE_QUANTITY))
  }
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }))
}

/*
 * Cookie format: 'SKU*QTY!SKU*QTY'. '*' and '!' are allowed in a cookie value and left alone
 * by encodeURIComponent, so the value is the same whether or not a cookie library encodes it;
 * a sku is percent-encoded, and its own '*' and '!' too, so it cannot break the format.
 */
const LINE_SEPARATOR = '!'
const QUANTITY_SEPARATOR = '*'

const encodeSku = (sku: string) => encodeURIComponent(sku).replace(/[!*]/g, (c) => (c === '!' ? '%21' : '%2A'))

function decodeSku(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

export function encodeCartCookie(lines: readonly CartLine[]): string {
  return normalizeCartLines(lines)
    .map((l) => `${encodeSku(l.sku)}${QUANTITY_SEPARATOR}${l.quantity}`)
    .join(LINE_SEPARATOR)
}

/**
 * The lines of a cookie value; never throws. Garbage gives no lines, a partly broken value its
 * valid lines. A JSON array of {sku, quantity} or {sku, quantity_selected} (whole cart lines, the
 * shape the earlier storefront stored) is read too, so old carts survive. A value
 * with a control character anywhere (a NUL, raw or percent-encoded) is no cart this store
 * wrote: it cannot be read, and is an empty cart.
 */
export function decodeCartCookie(value: string | null | undefined): CartLine[] {
  if (typeof value !== 'string') return []
  const text = value.trim()
  if (text === '' || hasControlCharacter(text)) return []
  const lines = text.startsWith('[') || text.startsWith('%5B') ? decodeJsonLines(text) : decodeCookieLines(text)
  if (lines.some((line) => typeof line.sku === 'string' && hasControlCharacter(line.sku))) return []
  return normalizeCartLines(lines)
}

function decodeCookieLines(text: string): { sku: unknown; quantity: unknown }[] {
  const lines: { sku: unknown; quantity: unknown }[] = []
  for (const part of text.split(LINE_SEPARATOR)) {
    const fields = part.split(QUANTITY_SEPARATOR)
    if (fields.length !== 2 || !/^\d{1,9}$/.test(fields[1] ?? '')) continue
    lines.push({ sku: decodeSku(fields[0] ?? ''), quantity: Number(fields[1]) })
  }
  return lines
}

function decodeJsonLines(text: string): { sku: unknown; quantity: unknown }[] {
  try {
    const parsed: unknown = JSON.parse(text.startsWith('[') ? text : decodeURIComponent(text))
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return []
      const record = item as Record<string, unknown>
      return [{ sku: record.sku, quantity: record.quantity ?? record.quantity_selected }]
    })
  } catch {
    return []
  }
}

/** The cart's cookie as document.cookie takes it: kept for CART_COOKIE_MAX_AGE_DAYS. */
export function cartCookie(lines: readonly CartLine[]): string {
  return cookieString(CART_COOKIE, encodeCartCookie(lines), CART_COOKIE_MAX_AGE_SECONDS)
}

/**
 * The cart as the browser finds it in `document.cookie`: its lines, and the cookie to write back
 * when the stored value is not what these lines would write (malformed, forged, over the limits,
 * duplicated skus, the old JSON format), so the browser goes on with a clean cart.
 */
export function cartFromCookies(cookieHeader: string | null | undefined): { lines: CartLine[]; rewrite?: string } {
  const raw = readCookie(cookieHeader, CART_COOKIE)
  const lines = decodeCartCookie(raw)
  if (raw === undefined || raw === encodeCartCookie(lines)) return { lines }
  return { lines, rewrite: cartCookie(lines) }
}
