/**
 * Renders the demo catalogue's pictures from their file names, so the repository ships no
 * binary images: the name says what to draw ('demo-tv-samsung-1.svg').
 */
import { bannerSvg, brandLogoSvg } from './banner-art.ts'
import { isDrawing, productSvg } from './drawings.ts'
import { bannerArts, brandColours, carouselCategoryArts } from './home-content.ts'
import { brandsBySlug } from './kinds.ts'

const DEFAULT_LOGO_COLOUR = '#1f2937'

/** an SVG document for a file name the demo data uses, null for anything else */
export function renderDemoImage(fileName: string): string | null {
  if (fileName.includes('/') || fileName.includes('\\') || fileName.includes('..')) return null

  const banner = /^demo-banner-(\d+)-(desktop|mobile)\.svg$/.exec(fileName)
  if (banner) {
    const art = bannerArts.find((a) => a.n === Number(banner[1]))
    return art ? bannerSvg(art, banner[2] === 'mobile' ? 'mobile' : 'desktop') : null
  }

  const category = /^demo-cat-([a-z]+)\.svg$/.exec(fileName)
  if (category) {
    const art = carouselCategoryArts.find((a) => a.slug === category[1])
    return art ? productSvg(art.drawing, art.category, 1, 40) : null
  }

  const logo = /^demo-brand-([a-z0-9]+)\.svg$/.exec(fileName)
  if (logo) {
    const brand = brandsBySlug.get(logo[1]!)
    return brand ? brandLogoSvg(brand, brandColours[brand] ?? DEFAULT_LOGO_COLOUR) : null
  }

  const product = /^demo-([a-z]+)-([a-z0-9]+)-([1-3])\.svg$/.exec(fileName)
  if (product) {
    const [, drawing = '', slug = '', variant] = product
    const brand = brandsBySlug.get(slug)
    return brand && isDrawing(drawing) ? productSvg(drawing, brand, Number(variant)) : null
  }

  return null
}
