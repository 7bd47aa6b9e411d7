import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import type { Product } from '#domain/product.ts'
import { breadcrumbJsonLd, productBreadcrumb, productJsonLd } from './product-jsonld.ts'

const product: Product = {
  id: 7,
  sku: 'LG-TV-0001',
  name: 'Smart TV LG 50" 4K EAN: 7798123456783',
  stock: 3,
  category: 'Tecnologia',
  sub_category: 'TV; Audio',
  brand: 'LG',
  white_line: 0,
  img_url: '/products-images/lg-tv-0001.svg',
  img_urls: ['/products-images/lg-tv-0001.svg', '/products-images/lg-tv-0001-b.svg'],
  price_list_1: 899999.5,
  price_list_2: 799999,
  price_list_3: 950000,
  price_list_4: 990000,
  price_list_5: 1020000,
  price_list_6: 1080000,
  tax_percentage: 21,
  week_views: 12,
  descriptions: null,
  specifications: null,
  faq: null,
}

const origin = 'https://tienda.example'
const url = `${origin}/products/?product=LG-TV-0001`

describe('productJsonLd', () => {
  it('describes the product for search engines: name without EAN, sku, gtin, brand, images, ARS price', () => {
    expect(productJsonLd(product, origin, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Smart TV LG 50" 4K',
      sku: 'LG-TV-0001',
      gtin: '7798123456783',
      brand: { '@type': 'Brand', name: 'LG' },
      category: 'TV; Audio',
      image: [`${origin}/products-images/lg-tv-0001.svg`, `${origin}/products-images/lg-tv-0001-b.svg`],
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'ARS',
        price: '899999.50',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: store.legalName },
      },
    })
  })

  it('says out of stock at 0, leaves out a gtin whose check digit is wrong, falls back to img_url', () => {
    const ld = productJsonLd(
      { ...product, stock: 0, name: 'Parlante 7798123456785', img_urls: [], img_url: 'https://cdn.example/p.png' },
      origin,
      url,
    )
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(ld).not.toHaveProperty('gtin')
    expect(ld.name).toBe('Parlante')
    expect(ld.image).toEqual(['https://cdn.example/p.png'])
  })
})

describe('productBreadcrumb and breadcrumbJsonLd', () => {
  it('gives the three links of the product page, lowercased, their names in sentence case with accents, numbered from 1', () => {
    const crumbs = productBreadcrumb(product)
    expect(crumbs).toEqual([
      { name: 'Tecnología', path: '/search/?category=tecnologia' },
      { name: 'TV, audio', path: '/search/?category=tecnologia&sub_category=tv%3B+audio' },
      { name: 'LG', path: '/search/?category=tecnologia&sub_category=tv%3B+audio&brand=lg' },
    ])
    const ld = breadcrumbJsonLd(crumbs, origin)
    expect(ld['@type']).toBe('BreadcrumbList')
    expect(ld.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Tecnología', `${origin}/search/?category=tecnologia`],
      [2, 'TV, audio', `${origin}/search/?category=tecnologia&sub_category=tv%3B+audio`],
      [3, 'LG', `${origin}/search/?category=tecnologia&sub_category=tv%3B+audio&brand=lg`],
    ])
  })

  it('leaves out a level the seller left empty, and its value from the links below it', () => {
    expect(productBreadcrumb({ category: '', sub_category: '  ', brand: 'HP' })).toEqual([
      { name: 'HP', path: '/search/?brand=hp' },
    ])
    expect(productBreadcrumb({ category: 'TECNOLOGIA', sub_category: '', brand: 'LG' })).toEqual([
      { name: 'Tecnología', path: '/search/?category=tecnologia' },
      { name: 'LG', path: '/search/?category=tecnologia&brand=lg' },
    ])
    expect(productBreadcrumb({ category: '', sub_category: '', brand: '' })).toEqual([])
  })
})
