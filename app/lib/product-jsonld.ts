import { identity as store } from '#config/store-identity.ts'
import { extractGtin, stripEan } from '#domain/ean.ts'
import type { Product } from '#domain/product.ts'
import { categoryLabel } from '#domain/spanish-case.ts'
import { searchHref } from './paths.ts'

/** schema.org Product for search engines: name, sku, gtin, brand, image, price in ARS, availability. */
export function productJsonLd(
  product: Pick<Product, 'name' | 'sku' | 'brand' | 'sub_category' | 'img_url' | 'img_urls' | 'price_list_1' | 'stock'>,
  origin: string,
  url: string,
) {
  const gtin = extractGtin(product.name)
  const images = (product.img_urls.length ? product.img_urls : [product.img_url])
    .filter(Boolean)
    .map((src) => new URL(src, origin).toString())
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: stripEan(product.name),
    sku: product.sku,
    ...(gtin ? { gtin } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.sub_category,
    image: images,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'ARS',
      price: product.price_list_1.toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: store.legalName },
    },
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: new URL(item.path, origin).toString(),
    })),
  }
}

/**
 * The product page's breadcrumb: category, sub-category and brand, each a link narrowing the
 * listing. A level the seller left empty is left out, and so is its value from the links below
 * it: a product without category reads 'HP', not ' / / HP'.
 */
export function productBreadcrumb(product: Pick<Product, 'category' | 'sub_category' | 'brand'>) {
  const levels = [
    { key: 'category', value: product.category, name: categoryLabel(product.category) },
    { key: 'sub_category', value: product.sub_category, name: categoryLabel(product.sub_category) },
    { key: 'brand', value: product.brand, name: product.brand.trim() },
  ].filter((level) => level.value.trim() !== '')
  const query: Record<string, string> = {}
  return levels.map(({ key, value, name }) => {
    query[key] = value.trim().toLowerCase()
    return { name, path: searchHref(query) }
  })
}
