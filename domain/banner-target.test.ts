import { describe, expect, it } from 'vitest'
import type { Banner } from './product.ts'
import { bannerHref, bannerKindForWidth, visibleBanners } from './banner-target.ts'

describe('bannerHref', () => {
  it.each([
    ['https://example.com/promo', { external: true, href: 'https://example.com/promo' }],
    ['http://example.com', { external: true, href: 'http://example.com' }],
    ['HTTPS://EXAMPLE.COM', { external: true, href: 'HTTPS://EXAMPLE.COM' }],
    ['search?brand=bgh', { external: false, href: '/search?brand=bgh' }],
    ['/search?brand=bgh', { external: false, href: '/search?brand=bgh' }],
    ['  /shipments ', { external: false, href: '/shipments' }],
    ['', { external: false, href: '/' }],
    ['//evil.example', { external: false, href: '/evil.example' }],
    ['/\\evil.example', { external: false, href: '/evil.example' }],
    ['httpsearch', { external: false, href: '/httpsearch' }],
    ['javascript:alert(1)', { external: false, href: '/javascript:alert(1)' }],
    // typed by hand: what a link may not hold is encoded, what is encoded already is kept
    ['/search?sub_category=aires acondicionados', { external: false, href: '/search?sub_category=aires%20acondicionados' }],
    ['search?brand=peñaflor&q=50%', { external: false, href: '/search?brand=pe%C3%B1aflor&q=50%25' }],
    ['/search?sub_category=aires%20acondicionados', { external: false, href: '/search?sub_category=aires%20acondicionados' }],
    ['https://example.com/a b', { external: true, href: 'https://example.com/a%20b' }],
  ])('%j -> %j', (pathTo, expected) => {
    expect(bannerHref(pathTo)).toEqual(expected)
  })
})

describe('visibleBanners', () => {
  const banner = (id: number, name: string, path: string, position: number): Banner => ({
    id,
    name,
    path,
    path_to: '/',
    position,
  })
  const banners = [
    banner(1, 'desktop-hot-sale', 'a.jpg', 3),
    banner(2, 'Mobile hot sale', 'b.jpg', 2),
    banner(3, 'DESKTOP cyber', 'c.jpg', 1),
    banner(4, 'desktop empty', '  ', 0),
    banner(5, 'mobile cyber', 'e.jpg', 1),
    banner(6, 'other', 'f.jpg', 0),
    banner(7, 'desktop tie', 'g.jpg', 3),
  ]

  it.each([
    ['desktop', [3, 1, 7]],
    ['mobile', [5, 2]],
  ] as const)('%s', (kind, ids) => {
    expect(visibleBanners(banners, kind).map((b) => b.id)).toEqual(ids)
  })

  it.each([
    [390, 'mobile'],
    [829, 'mobile'],
    [830, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%s px -> %s', (width, kind) => {
    expect(bannerKindForWidth(width)).toBe(kind)
  })
})
