/** Banner and brand-logo pictures for the home page's carousels. */
import { drawingGroup, palettes } from './drawings.ts'
import type { BannerArt } from './home-content.ts'
import { escapeXml } from './text.ts'

const FONT = 'font-family="Arial,Helvetica,sans-serif"'

function open(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`
}

function gradient([from, to]: readonly [string, string]): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
}

/** splits a headline at the space nearest its middle, for the narrow mobile banner */
function twoLines(text: string): [string, string] {
  const middle = text.length / 2
  let best = -1
  for (let i = 0; i < text.length; i++)
    if (text[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i
  return best < 0 ? [text, ''] : [text.slice(0, best), text.slice(best + 1)]
}

export function bannerSvg(art: BannerArt, device: 'desktop' | 'mobile'): string {
  const palette = palettes[0]!
  const cta = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="300" height="76" rx="38" fill="#fff"/>` +
    `<text x="${x + 150}" y="${y + 50}" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="${art.colours[0]}">Ver ofertas</text>`
  if (device === 'desktop') {
    return (
      open(1920, 500, art.headline) +
      gradient(art.colours) +
      `<rect width="1920" height="500" fill="url(#bg)"/>` +
      `<circle cx="1560" cy="250" r="235" fill="#fff" opacity=".18"/>` +
      drawingGroup(art.drawing, palette, 'translate(1305 29) scale(.85)') +
      `<g ${FONT} fill="#fff"><text x="120" y="200" font-size="88" font-weight="800">${escapeXml(art.headline)}</text>` +
      `<text x="120" y="275" font-size="44">${escapeXml(art.subline)}</text></g>` +
      cta(120, 330) +
      '</svg>'
    )
  }
  const [first, second] = twoLines(art.headline)
  return (
    open(800, 800, art.headline) +
    gradient(art.colours) +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<g ${FONT} fill="#fff" text-anchor="middle"><text x="400" y="110" font-size="72" font-weight="800">${escapeXml(first)}</text>` +
    `<text x="400" y="190" font-size="72" font-weight="800">${escapeXml(second)}</text>` +
    `<text x="400" y="250" font-size="30">${escapeXml(art.subline)}</text></g>` +
    `<circle cx="400" cy="500" r="190" fill="#fff" opacity=".18"/>` +
    drawingGroup(art.drawing, palette, 'translate(175 310) scale(.75)') +
    cta(250, 705) +
    '</svg>'
  )
}

export function brandLogoSvg(brand: string, colour: string): string {
  const size = Math.min(64, Math.floor(340 / (brand.length * 0.62)))
  return (
    open(400, 200, brand) +
    `<rect width="400" height="200" rx="24" fill="#fff"/>` +
    `<text x="200" y="${100 + Math.round(size * 0.35)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="${colour}">${escapeXml(brand)}</text></svg>`
  )
}
