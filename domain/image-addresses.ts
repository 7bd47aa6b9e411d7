/**
 * Where an image may come from. Pages put these addresses straight into <img src>, which the
 * shopper's (or a clerk's) browser then requests with its cookies: an address is a request made
 * in their name.
 */
import { hasControlCharacter } from './control-characters.ts'

/** The store's own images: files in DATA_DIR/products-images, served from this path. */
export const STORE_IMAGES_PATH = '/products-images/'

/**
 * A product image (img_url, img_urls): an http(s) URL or a path on this site. Other schemes
 * (javascript:, data:) and bare names (which would resolve against the page's URL) are refused,
 * and so are `//host/…` and `/\host/…`, which browsers read as another host.
 */
export function isImageAddress(value: string): boolean {
  if (/\s|\\/.test(value) || hasControlCharacter(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * An image inside the seller's HTML (descriptions, specifications, FAQ): https only, or one of
 * the store's own images. Any other path on this site would be a GET a clerk's browser makes
 * while reading the product (`<img src="/admin/enquiries/1">`).
 */
export function isSellerHtmlImage(src: string | undefined): boolean {
  if (!src || /\s|\\/.test(src) || hasControlCharacter(src)) return false
  if (src.startsWith('/') && !src.startsWith('//')) {
    // Resolved the way a browser would, so '/products-images/../admin/…' is what it really is.
    return new URL(src, 'https://store.invalid').pathname.startsWith(STORE_IMAGES_PATH)
  }
  try {
    return new URL(src).protocol === 'https:'
  } catch {
    return false
  }
}
