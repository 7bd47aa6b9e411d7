import { describe, expect, it } from 'vitest'
import {
  HOME_FORM_MESSAGES,
  bannerFormSchema,
  homeGroupsFormSchema,
  homeOrderSchema,
  isBannerLink,
} from './home-content-forms.ts'
import { sniffImageType } from './home-images.ts'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('home images are known by their first bytes', () => {
  it.each([
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF\0\0\0\0')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0, 0, 0])],
    ['avif', bytes([0, 0, 0, 28], 'ftypavif', [0, 0])],
  ])('%s', (type, file) => expect(sniffImageType(file)).toBe(type))

  it.each([
    ['text named .png', bytes('hello, this is not an image')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', bytes('%PDF-1.7 trailing bytes')],
    ['too short to tell', bytes([0x89], 'PNG')],
  ])('refuses %s', (_, file) => expect(sniffImageType(file)).toBeNull())
})

describe('the banner form', () => {
  const ok = {
    name: 'Semana BGH',
    link: '/search?brand=bgh',
    desktopPath: '/products-images/a.png',
    mobilePath: '/products-images/b.png',
    enabled: true,
  }

  it('takes a complete banner, an external link, or a switched-off one without images', () => {
    expect(bannerFormSchema.safeParse(ok).success).toBe(true)
    expect(bannerFormSchema.safeParse({ ...ok, link: 'https://www.mercadopago.com.ar/' }).success).toBe(true)
    expect(bannerFormSchema.safeParse({ ...ok, desktopPath: '', mobilePath: '', enabled: false }).success).toBe(true)
  })

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '<b>x</b>' }, 'name'],
    [{ link: 'javascript:alert(1)' }, 'link'],
    [{ link: '//evil.test' }, 'link'],
    [{ desktopPath: '' }, 'desktopPath'],
    [{ mobilePath: '../../etc/passwd' }, 'mobilePath'],
  ])('refuses %o in %s', (change, field) => {
    const parsed = bannerFormSchema.safeParse({ ...ok, ...change })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]!.path[0]).toBe(field)
  })

  it('says which image a visible banner lacks', () => {
    const parsed = bannerFormSchema.safeParse({ ...ok, mobilePath: '' })
    expect(parsed.error!.issues[0]!.message).toBe(HOME_FORM_MESSAGES.mobileImage)
  })

  it.each(['search?brand=x', '/shipments', 'https://x.test/a'])('links to %s', (link) => expect(isBannerLink(link)).toBe(true))
  it.each(['http://x.test/a', 'HTTP://x.test/a', 'javascript:alert(1)', '//evil.example/', '/\\evil.example/', 'ftp://x.test/a'])(
    'does not link to %s',
    (link) => expect(isBannerLink(link)).toBe(false),
  )
})

describe('the groups form and an order', () => {
  it('takes an empty EAN or a valid one, and refuses a wrong check digit', () => {
    expect(homeGroupsFormSchema.safeParse({ manufacturer: 'BGH', title: '', moreOffersEan: '' }).success).toBe(true)
    expect(homeGroupsFormSchema.safeParse({ manufacturer: 'BGH', title: '', moreOffersEan: '7790123456787' }).success).toBe(true)
    expect(homeGroupsFormSchema.safeParse({ manufacturer: 'BGH', title: '', moreOffersEan: '7790123456788' }).success).toBe(false)
  })

  it('refuses repeated ids', () => {
    expect(homeOrderSchema.safeParse({ ids: [1, 2, 1] }).success).toBe(false)
    expect(homeOrderSchema.safeParse({ ids: [2, 1] }).success).toBe(true)
  })
})
