/**
 * Products placed at fixed positions of the catalogue because something depends on them:
 * the home carousels' exclusion rules (names with 'control' or 'ventilador'), the
 * 'MAS OFERTAS' EAN and the HTML sanitiser all need at least one product that triggers them.
 */
import { store } from '#config/store.ts'
import { CATEGORY, modelCode, type KindCopy, type ProductKind } from './kind-types.ts'
import { notebook } from './kinds-computing.ts'
import { electricOven } from './kinds-small.ts'
import { tvVideo } from './kinds-tech.ts'

export interface Special {
  /** position in the generated sequence */
  index: number
  kind: ProductKind
  brand: string
  /** this EAN goes into the name, in the 'EAN: digits' form */
  ean?: string
  /** the description carries markup a sanitiser must remove */
  unsafeDescription?: boolean
}

const remoteCopy: KindCopy = {
  intro: 'El {name} reemplaza al control original sin configuraciones complicadas.',
  features: ['Funciona con 2 pilas AAA (no incluidas).', 'Teclas de goma de larga duración.', 'Alcance de hasta 8 metros.'],
  faq: [['¿Sirve para mi equipo?', 'Consultanos el modelo exacto de tu equipo y te confirmamos la compatibilidad.']],
}

function remoteKind(subCategory: string, category: string, skuCode: string, title: string): ProductKind {
  return {
    drawing: 'remote',
    category,
    subCategory,
    skuCode,
    whiteLine: 0,
    tax: 21,
    weight: 0,
    brands: [],
    prices: [15_000, 45_000],
    warrantyMonths: 3,
    build(rng, brand) {
      const model = modelCode(rng, brand)
      return { name: `${title} ${brand} ${model}`, model, tier: rng(), specs: [['Alimentación', '2 pilas AAA']] }
    },
    copy: remoteCopy,
  }
}

const ovenWithControl: ProductKind = {
  ...electricOven,
  skuCode: 'HC',
  weight: 0,
  build(rng, brand) {
    const item = electricOven.build(rng, brand)
    return { ...item, name: item.name.replace('Horno Eléctrico', 'Horno Eléctrico con Control Digital') }
  },
}

/** the special-only kinds, so image rendering knows their drawings */
export const specialKinds: readonly ProductKind[] = [
  remoteKind('TV Y VIDEO', CATEGORY.tech, 'CR', 'Control Remoto Universal para TV'),
  remoteKind('TELEVISORES', CATEGORY.tech, 'CR', 'Control Remoto para Smart TV'),
  remoteKind('CELULARES', CATEGORY.tech, 'CR', 'Control Disparador Bluetooth para Celular'),
  remoteKind('ELECTRODOMESTICOS', CATEGORY.electro, 'CR', 'Control Remoto Universal para Aire Acondicionado'),
  ovenWithControl,
]

const [tvRemote, smartTvRemote, phoneRemote, acRemote, oven] = specialKinds as [
  ProductKind,
  ProductKind,
  ProductKind,
  ProductKind,
  ProductKind,
]

export const specials: readonly Special[] = [
  { index: 3, kind: notebook, brand: 'Lenovo', ean: store.moreOffersEan },
  { index: 8, kind: tvRemote, brand: 'Noblex' },
  { index: 14, kind: smartTvRemote, brand: 'Samsung' },
  { index: 21, kind: phoneRemote, brand: 'Xiaomi' },
  { index: 27, kind: acRemote, brand: 'Philco' },
  { index: 33, kind: oven, brand: 'Atma' },
  { index: 40, kind: tvVideo, brand: 'Philco', unsafeDescription: true },
]

const byIndex = new Map(specials.map((s) => [s.index, s]))

export function specialAt(index: number): Special | undefined {
  return byIndex.get(index)
}
