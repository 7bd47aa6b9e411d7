/**
 * Home banners as staff edit them (one slide: a desktop image, a mobile image, one link, one
 * place, on or off) and as the spec serves them (one row per shape, the shape in the name:
 * spec section 3, 'Banner'). The shop's pages and GET /api/page/getBanners read the rows.
 */
import type { Banner } from './product.ts'

export interface HomeBanner {
  id: number
  /** the slide's name, without the shape; the rows add '-desktop' / '-mobile' */
  name: string
  desktopPath: string
  mobilePath: string
  /** an http(s) address or an internal path (banner-target.ts) */
  link: string
  position: number
  enabled: boolean
}

export type NewHomeBanner = Omit<HomeBanner, 'id'>

/** The spec's rows of the banners shown: enabled ones, each image it has, by position then id. */
export function bannerRows(slides: readonly HomeBanner[]): Banner[] {
  const rows: Banner[] = []
  const ordered = [...slides].sort((a, b) => a.position - b.position || a.id - b.id)
  for (const s of ordered) {
    if (!s.enabled) continue
    if (s.desktopPath.trim() !== '')
      rows.push({ id: s.id, name: `${s.name}-desktop`, path: s.desktopPath, path_to: s.link, position: s.position })
    if (s.mobilePath.trim() !== '')
      rows.push({ id: s.id, name: `${s.name}-mobile`, path: s.mobilePath, path_to: s.link, position: s.position })
  }
  return rows
}

const SHAPE_IN_NAME = /[-_ ]*(desktop|mobile)/gi

/** A row's name without its shape ('banner-1-desktop' → 'banner-1'). */
export function slideName(rowName: string): string {
  return rowName.replace(SHAPE_IN_NAME, '').replace(/^[-_ ]+|[-_ ]+$/g, '') || 'banner'
}

/**
 * Spec rows made into slides, the way migration 0011 does it in SQL: at each position the k-th
 * mobile row joins the k-th desktop row; a row of one shape alone is a slide with one image; a
 * row whose name names no shape was never shown, so it becomes a switched-off slide.
 */
export function slidesFromRows(rows: readonly Omit<Banner, 'id'>[]): NewHomeBanner[] {
  const shapeOf = (name: string) => {
    const lower = name.toLowerCase()
    return lower.includes('desktop') ? 'desktop' : lower.includes('mobile') ? 'mobile' : 'none'
  }
  const slides: NewHomeBanner[] = []
  const desktopsAt = new Map<number, NewHomeBanner[]>()
  const pairedAt = new Map<number, number>()
  for (const row of rows) {
    if (shapeOf(row.name) !== 'desktop') continue
    const slide = {
      name: slideName(row.name),
      desktopPath: row.path,
      mobilePath: '',
      link: row.path_to,
      position: row.position,
      enabled: true,
    }
    slides.push(slide)
    desktopsAt.set(row.position, [...(desktopsAt.get(row.position) ?? []), slide])
  }
  for (const row of rows) {
    const shape = shapeOf(row.name)
    if (shape === 'desktop') continue
    if (shape === 'mobile') {
      const k = pairedAt.get(row.position) ?? 0
      const partner = desktopsAt.get(row.position)?.[k]
      pairedAt.set(row.position, k + 1)
      if (partner) {
        partner.mobilePath = row.path
        continue
      }
    }
    slides.push({
      name: slideName(row.name),
      desktopPath: shape === 'mobile' ? '' : row.path,
      mobilePath: shape === 'mobile' ? row.path : '',
      link: row.path_to,
      position: row.position,
      enabled: shape === 'mobile',
    })
  }
  return slides
}
