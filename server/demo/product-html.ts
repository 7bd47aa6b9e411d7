/** The HTML texts of a demo product: description, specification table and FAQ. */
import { store } from '#config/store.ts'
import type { BuiltItem, ProductKind, SpecRow } from './kind-types.ts'
import { int, pick, sample, type Rng } from './random.ts'
import { escapeXml } from './text.ts'

const closings = [
  'Comprá online y retiralo en nuestras sucursales de Caballito o Villa Urquiza.',
  'Pagalo en hasta 12 cuotas fijas con tarjeta de crédito.',
  'Producto nuevo, en caja sellada, con factura A o B.',
  'Aprovechá el precio especial abonando en efectivo o transferencia.',
]

const commonFaq: readonly (readonly [string, string])[] = [
  ['¿Hacen factura A?', 'Sí, emitimos factura A o B según tu condición frente al IVA.'],
  ['¿Puedo retirarlo en el local?', `Sí, en nuestras sucursales de Caballito y Villa Urquiza, ${store.hours.pickup}.`],
  ['¿Hacen envíos al interior?', 'Sí, enviamos a todo el país. El costo de envío se cotiza una vez generado el pedido.'],
]

/** markup a sanitiser must strip; only one product carries it */
const unsafeMarkup = '<p>Oferta imperdible<img src="x" onerror="alert(1)"></p><script>alert(1)</script>'

export function descriptionHtml(rng: Rng, kind: ProductKind, item: BuiltItem, brand: string, unsafe = false): string {
  const intro = kind.copy.intro.replaceAll('{name}', item.name).replaceAll('{brand}', brand)
  const features = sample(rng, kind.copy.features, int(rng, 3, 5))
  const list = features.map((f) => `<li>${escapeXml(f)}</li>`).join('')
  return `<p>${escapeXml(intro)}</p><ul>${list}</ul>${unsafe ? unsafeMarkup : ''}<p>${escapeXml(pick(rng, closings))}</p>`
}

export function specificationsHtml(kind: ProductKind, item: BuiltItem, brand: string): string {
  const rows: SpecRow[] = [['Marca', brand], ['Modelo', item.model], ...item.specs, ['Garantía', `${kind.warrantyMonths} meses`]]
  const body = rows.map(([label, value]) => `<tr><th>${escapeXml(label)}</th><td>${escapeXml(value)}</td></tr>`).join('')
  return `<table><tbody>${body}</tbody></table>`
}

export function faqHtml(rng: Rng, kind: ProductKind, brand: string): string {
  const warranty: readonly [string, string] = [
    '¿Tiene garantía oficial?',
    `Sí, ${kind.warrantyMonths} meses de garantía oficial ${brand}, con la factura de compra.`,
  ]
  const pairs = [warranty, ...sample(rng, kind.copy.faq, 2), ...sample(rng, commonFaq, int(rng, 0, 2))]
  return pairs.map(([q, a]) => `<h4>${escapeXml(q)}</h4><p>${escapeXml(a)}</p>`).join('')
}
