/**
 * The deterministic demo catalogue: same seed, same products, byte for byte. Products are
 * streamed so a 100,000-product load test never holds the whole list in memory.
 */
import type { ProductInput } from '#domain/product.ts'
import { demoEan } from './ean.ts'
import type { ProductKind } from './kind-types.ts'
import { scheduledKinds } from './kinds.ts'
import { descriptionHtml, faqHtml, specificationsHtml } from './product-html.ts'
import { chance, int, mixSeed, mulberry32, pick, shuffle, type Rng } from './random.ts'
import { specialAt, type Special } from './specials.ts'
import { slugify } from './text.ts'

export { demoBanners, demoCarouselBrands, demoCarouselCategories } from './home-content.ts'

export const DEMO_PRODUCT_COUNT = 1240

export const PRODUCT_IMAGE_PREFIX = '/products-images/'

/**
 * Every block of the schedule holds each kind `weight` times, so any stretch of the catalogue
 * has every kind; the seed only shuffles the order inside the block.
 */
function buildSchedule(seed: number): ProductKind[] {
  const block = scheduledKinds.flatMap((kind) => Array.from({ length: kind.weight }, () => kind))
  return shuffle(mulberry32(mixSeed(seed, 0xb10c)), block)
}

export function* generateProducts(count: number, seed = 1): Generator<ProductInput> {
  const schedule = buildSchedule(seed)
  for (let index = 0; index < count; index++) {
    const rng = mulberry32(mixSeed(seed, index))
    const special = specialAt(index)
    const kind = special?.kind ?? schedule[index % schedule.length]!
    yield makeProduct(rng, index, kind, special)
  }
}

function makeProduct(rng: Rng, index: number, kind: ProductKind, special: Special | undefined): ProductInput {
  const brand = special?.brand ?? pick(rng, kind.brands)
  const item = kind.build(rng, brand)
  const prices = priceLists(rng, kind, item.tier)
  const images = imageUrls(rng, kind, brand)
  const unsafe = special?.unsafeDescription === true
  const hasDescription = unsafe || !chance(rng, 0.1)
  const product: ProductInput = {
    sku: sku(rng, index, kind, brand),
    name: `${item.name}${eanSuffix(rng, index, special)}`,
    stock: stock(rng),
    category: kind.category,
    sub_category: kind.subCategory,
    brand,
    white_line: kind.whiteLine,
    img_url: images[0]!,
    img_urls: images,
    ...prices,
    tax_percentage: kind.tax,
    week_views: Math.floor(rng() ** 2.5 * 5001),
    descriptions: hasDescription ? descriptionHtml(rng, kind, item, brand, unsafe) : null,
    specifications: chance(rng, 0.04) ? null : specificationsHtml(kind, item, brand),
    faq: chance(rng, 0.25) ? null : faqHtml(rng, kind, brand),
  }
  // Drawn last, so every other field is what it was before the wholesale price existed.
  return { ...product, price_wholesale: wholesalePrice(rng, product.price_list_2) }
}

/**
 * About 85 % of products carry a wholesale price before IVA (decision 056): list 2 without IVA
 * less 15 %, in whole pesos; the rest none (null).
 */
export function wholesalePrice(rng: Rng, cashPrice: number): number | null {
  return chance(rng, 0.85) ? Math.round((cashPrice / 1.21) * 0.85) : null
}

/** both forms the name-stripping rule must handle, and names with no code at all */
function eanSuffix(rng: Rng, index: number, special: Special | undefined): string {
  if (special?.ean) return ` EAN: ${special.ean}`
  const roll = rng()
  if (roll < 0.4) return ` ${demoEan(index)}`
  if (roll < 0.7) return ` EAN: ${demoEan(index)}`
  return ''
}

/** mostly 'BGH-AA-00123'; some numeric codes like the ones a legacy ERP exports */
function sku(rng: Rng, index: number, kind: ProductKind, brand: string): string {
  if (chance(rng, 0.1)) return String(100000 + index)
  const brandCode = slugify(brand).slice(0, 4).toUpperCase()
  return `${brandCode}-${kind.skuCode}-${String(index + 1).padStart(5, '0')}`
}

/** 0, 1, 2–4, 5–9 and 10+ all occur: each is a different stock label or cart rule */
function stock(rng: Rng): number {
  const roll = rng()
  if (roll < 0.08) return 0
  if (roll < 0.16) return 1
  if (roll < 0.36) return int(rng, 2, 4)
  if (roll < 0.56) return int(rng, 5, 9)
  return int(rng, 10, 150)
}

type PriceLists = Pick<
  ProductInput,
  'price_list_1' | 'price_list_2' | 'price_list_3' | 'price_list_4' | 'price_list_5' | 'price_list_6'
>

/** instalment totals for 6, 9 and 12 payments; 3 payments is sometimes interest-free */
const INSTALMENT_FACTORS = [1.12, 1.25, 1.38] as const

function priceLists(rng: Rng, kind: ProductKind, tier: number): PriceLists {
  const [min, max] = kind.prices
  const t = Math.min(1, Math.max(0, tier * 0.75 + rng() * 0.25))
  const raw = Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * t)
  // Shop prices end in 999; integer cents keep every list at exactly two decimals.
  const list1 = (Math.ceil(raw / 1000) * 1000 - 1) * 100
  const cash = Math.round((list1 * (1 - int(rng, 10, 15) / 100)) / 100) * 100
  const three = chance(rng, 0.35) ? list1 : Math.round(list1 * 1.06)
  const [six, nine, twelve] = INSTALMENT_FACTORS.map((f) => Math.round(list1 * f)) as [number, number, number]
  return {
    price_list_1: list1 / 100,
    price_list_2: cash / 100,
    price_list_3: three / 100,
    price_list_4: six / 100,
    price_list_5: nine / 100,
    price_list_6: twelve / 100,
  }
}

/** file names say what to draw: 'demo-<drawing>-<brand slug>-<variant>.svg' */
function imageUrls(rng: Rng, kind: ProductKind, brand: string): string[] {
  const count = chance(rng, 0.7) ? 1 : int(rng, 2, 3)
  const base = `${PRODUCT_IMAGE_PREFIX}demo-${kind.drawing}-${slugify(brand)}`
  return Array.from({ length: count }, (_, i) => `${base}-${i + 1}.svg`)
}
