/**
 * The postal code a shopper last quoted, kept in this browser (localStorage) so the next product
 * page and the cart's delivery fields start from it. Read only after hydration: the page's HTML
 * is the same for every visitor (decision 020).
 */
const KEY = 'shippingPostalCode'

export function rememberedPostalCode(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberPostalCode(code: string): void {
  try {
    localStorage.setItem(KEY, code.trim())
  } catch {
    // storage refused (private mode): the code is simply not remembered
  }
}
