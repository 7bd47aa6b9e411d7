/**
 * The shape of one kind of demo product (a row of the kinds-*.ts tables) and the helpers
 * those tables share.
 */
import type { WhiteLine } from '#domain/product.ts'
import type { Drawing } from './drawings.ts'
import { int, pick, type Rng } from './random.ts'

export const CATEGORY = {
  electro: 'ELECTRO Y AIRES',
  small: 'PEQUEÑOS ELECTRODOMESTICOS',
  tech: 'TECNOLOGIA',
  computing: 'INFORMATICA',
  more: 'MAS CATEGORIAS',
  /** the real reseller keeps service charges here; menus hide it ('Cargar') */
  services: 'Cargar Servicios',
} as const

export type SpecRow = readonly [label: string, value: string]

export interface BuiltItem {
  /** the full product name, brand and model included, without an EAN */
  name: string
  model: string
  specs: SpecRow[]
  /** 0..1: where the item sits in its kind's price range */
  tier: number
}

export interface KindCopy {
  /** first paragraph; '{name}' and '{brand}' are replaced */
  intro: string
  features: readonly string[]
  faq: readonly (readonly [question: string, answer: string])[]
}

export interface ProductKind {
  /** what the product image draws; several kinds may share a drawing */
  drawing: Drawing
  category: string
  subCategory: string
  /** the middle part of a sku such as 'BGH-AA-00123' */
  skuCode: string
  whiteLine: WhiteLine
  tax: 21 | 10.5
  /** share of the catalogue; 0 keeps a kind out of the schedule (used by specials only) */
  weight: number
  brands: readonly string[]
  /** list-1 price range in ARS */
  prices: readonly [min: number, max: number]
  warrantyMonths: number
  build: (rng: Rng, brand: string) => BuiltItem
  copy: KindCopy
}

const MODEL_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXZ'

/** e.g. 'BG35WK420': brand initials, an optional size, two letters and 2-3 digits */
export function modelCode(rng: Rng, brand: string, size: string | number = ''): string {
  const prefix = brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase()
  const letters = `${pick(rng, [...MODEL_LETTERS])}${pick(rng, [...MODEL_LETTERS])}`
  return `${prefix}${size}${letters}${int(rng, 10, 990)}`
}

/** a model from the brand's own list when there is one, else a made-up code */
export function brandModel(
  rng: Rng,
  brand: string,
  models: Readonly<Record<string, readonly string[]>>,
): { model: string; tier: number } {
  const list = models[brand]
  if (!list) return { model: modelCode(rng, brand), tier: rng() }
  const index = int(rng, 0, list.length - 1)
  return { model: list[index]!, tier: list.length > 1 ? index / (list.length - 1) : 0.5 }
}

/** picks one of `options` and says where it sits in the list (bigger option, higher price) */
export function pickTiered<T>(rng: Rng, options: readonly T[]): { value: T; tier: number } {
  const index = int(rng, 0, options.length - 1)
  return { value: options[index]!, tier: options.length > 1 ? index / (options.length - 1) : 0.5 }
}
