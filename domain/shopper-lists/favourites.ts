/**
 * Favourites ('Mis favoritos'): a visitor's list kept in the browser, an account's in the
 * database, joined at sign-in; and when a favourite counts as back in stock.
 */

/** How many favourites one list keeps (the browser's and the account's alike). */
export const MAX_FAVOURITES = 200

/** The browser's key for a visitor's favourites (product ids, newest first). */
export const FAVOURITES_STORAGE_KEY = 'th:favourites'

/**
 * A visitor's product ids as read back from the browser: whole positive numbers only, each once,
 * in their order, at most MAX_FAVOURITES. Anything else in the stored value is dropped.
 */
export function cleanFavouriteIds(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<number>()
  for (const item of value) {
    if (typeof item === 'number' && Number.isSafeInteger(item) && item > 0) seen.add(item)
    if (seen.size === MAX_FAVOURITES) break
  }
  return [...seen]
}

/**
 * The account's list after a sign-in joins the browser's: what the account had, then what the
 * browser adds that it lacked, never past MAX_FAVOURITES (the account's own entries win).
 */
export function joinFavourites(account: readonly number[], browser: readonly number[]): number[] {
  const joined = [...new Set(account)]
  const have = new Set(joined)
  for (const id of browser) {
    if (joined.length >= MAX_FAVOURITES) break
    if (!have.has(id)) {
      joined.push(id)
      have.add(id)
    }
  }
  return joined
}

/**
 * 'Volvió a ingresar': the product is in stock now and its last restock (stock from 0 to 1 or
 * more) came after it was saved, so the shopper has not seen it available since.
 */
export function isBackInStock(savedAt: Date, lastRestockAt: Date | null, stock: number): boolean {
  return Math.floor(stock) >= 1 && lastRestockAt !== null && lastRestockAt.getTime() > savedAt.getTime()
}
