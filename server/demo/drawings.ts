/** Product pictures: a flat drawing of the kind of product with a label under it. */
import type { Draw, Palette } from './drawing-types.ts'
import { homeDrawings } from './drawings-home.ts'
import { techDrawings } from './drawings-tech.ts'
import { escapeXml } from './text.ts'

const drawings = { ...homeDrawings, ...techDrawings } satisfies Record<string, Draw>

export type Drawing = keyof typeof drawings

export function isDrawing(name: string): name is Drawing {
  return Object.hasOwn(drawings, name)
}

/** what the picture shows, for screen readers */
const drawingNames: Record<Drawing, string> = {
  ac: 'Aire acondicionado',
  fridge: 'Heladera',
  washer: 'Lavarropas',
  stove: 'Cocina',
  heater: 'Calefactor',
  fan: 'Ventilador',
  vacuum: 'Aspiradora',
  microwave: 'Microondas',
  oven: 'Horno eléctrico',
  airfryer: 'Freidora de aire',
  kettle: 'Pava eléctrica',
  hairdryer: 'Secador de pelo',
  service: 'Servicio',
  tv: 'Televisor',
  monitor: 'Monitor',
  phone: 'Celular',
  tablet: 'Tablet',
  console: 'Consola',
  speaker: 'Parlante',
  headphones: 'Auriculares',
  notebook: 'Notebook',
  printer: 'Impresora',
  mouse: 'Mouse',
  keyboard: 'Teclado',
  cable: 'Cable',
  remote: 'Control remoto',
}

export const palettes: readonly Palette[] = [
  { bg: '#f1f5f9', body: '#ffffff', dark: '#1e293b', accent: '#0ea5e9' },
  { bg: '#fff7ed', body: '#f8fafc', dark: '#334155', accent: '#f97316' },
  { bg: '#ecfdf5', body: '#e5e7eb', dark: '#111827', accent: '#10b981' },
]

/** the drawing's elements with the shared outline style, for embedding in a bigger picture */
export function drawingGroup(drawing: Drawing, palette: Palette, transform = ''): string {
  const attr = transform ? ` transform="${transform}"` : ''
  return `<g${attr} stroke="${palette.dark}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${drawings[drawing](palette)}</g>`
}

/** variant 2 is mirrored so a product's gallery does not repeat one picture */
export function productSvg(drawing: Drawing, label: string, variant: number, fontSize = 48): string {
  const palette = palettes[(variant - 1) % palettes.length]!
  const text = escapeXml(label)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(drawingNames[drawing])} ${text}">` +
    `<rect width="600" height="600" fill="${palette.bg}"/>` +
    drawingGroup(drawing, palette, variant === 2 ? 'matrix(-1 0 0 1 600 0)' : '') +
    `<text x="300" y="548" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="700" fill="${palette.dark}">${text}</text></svg>`
  )
}
