/**
 * The addresses the pages link to: built here only, so a link, a breadcrumb,
 * the sitemap and the JSON-LD agree. The legal pages' paths are in components/legal/legal-paths.ts.
 */

/** A product's page. */
export function productHref(sku: string): string {
  return `/products/?product=${encodeURIComponent(sku)}`
}

/** The listing filtered by several values, in the given order. */
export function searchHref(params: Readonly<Record<string, string>>): string {
  return `/search/?${new URLSearchParams(params).toString()}`
}

/** The listing filtered by one value. */
export function searchHrefFor(key: string, value: string): string {
  return `/search/?${key}=${encodeURIComponent(value)}`
}

/** A category's listing, or one of its subcategories'. */
export function categoryHref(category: string, subCategory?: string): string {
  return searchHref(subCategory ? { category, sub_category: subCategory } : { category })
}

/** A brand's logo: an absolute URL as it is, a file name from /products-images/. */
export function brandImageSrc(imagePath: string): string {
  return /^https?:\/\//.test(imagePath) ? imagePath : `/products-images/${imagePath}`
}
