import { describe, expect, it } from 'vitest'
import { bannerRows, slideName, slidesFromRows, type HomeBanner } from './home-banners.ts'

const slide = (over: Partial<HomeBanner>): HomeBanner => ({
  id: 1,
  name: 'banner-1',
  desktopPath: '/products-images/d.png',
  mobilePath: '/products-images/m.png',
  link: '/search',
  position: 1,
  enabled: true,
  ...over,
})

describe('banner rows from slides', () => {
  it('makes one row per image, shape in the name, by position, and skips switched-off or image-less ones', () => {
    const rows = bannerRows([
      slide({ id: 2, name: 'dos', position: 2 }),
      slide({ id: 1, name: 'uno', position: 1, mobilePath: '' }),
      slide({ id: 3, name: 'oculto', position: 0, enabled: false }),
      slide({ id: 4, name: 'vacío', position: 3, desktopPath: '', mobilePath: '' }),
    ])
    expect(rows.map((r) => [r.id, r.name, r.path])).toEqual([
      [1, 'uno-desktop', '/products-images/d.png'],
      [2, 'dos-desktop', '/products-images/d.png'],
      [2, 'dos-mobile', '/products-images/m.png'],
    ])
    expect(rows[0]).toEqual({ id: 1, name: 'uno-desktop', path: '/products-images/d.png', path_to: '/search', position: 1 })
  })
})

describe('slides from the spec rows (the demo, and migration 0011)', () => {
  it('pairs the k-th mobile row with the k-th desktop row of a position and keeps names without the shape', () => {
    const slides = slidesFromRows([
      { name: 'banner-1-desktop', path: 'd1', path_to: 'https://x.test', position: 1 },
      { name: 'banner-2-desktop', path: 'd2', path_to: '/a', position: 2 },
      { name: 'banner-1-mobile', path: 'm1', path_to: 'https://x.test', position: 1 },
      { name: 'banner-2-mobile', path: 'm2', path_to: '/a', position: 2 },
      { name: 'solo-mobile', path: 'm3', path_to: '', position: 3 },
      { name: 'sin forma', path: 'x', path_to: '', position: 4 },
    ])
    expect(slides.map((s) => [s.name, s.desktopPath, s.mobilePath, s.position, s.enabled])).toEqual([
      ['banner-1', 'd1', 'm1', 1, true],
      ['banner-2', 'd2', 'm2', 2, true],
      ['solo', '', 'm3', 3, true],
      ['sin forma', 'x', '', 4, false],
    ])
  })

  it('gives back the same rows it was made from (the home page is unchanged)', () => {
    const rows = [
      { name: 'banner-1-desktop', path: 'd1', path_to: '/x', position: 1 },
      { name: 'banner-1-mobile', path: 'm1', path_to: '/x', position: 1 },
    ]
    const back = bannerRows(slidesFromRows(rows).map((s, i) => ({ ...s, id: i + 1 })))
    expect(back.map(({ id: _, ...r }) => r)).toEqual(rows)
  })

  it.each([
    ['banner-1-desktop', 'banner-1'],
    ['Mobile_verano', 'verano'],
    ['desktop', 'banner'],
  ])('%s is called %s', (row, name) => expect(slideName(row)).toBe(name))
})
