/** The home page's demo banners, category carousel and brand carousel. */
import { store } from '#config/store.ts'
import type { Banner, CarouselBrand, CarouselCategory } from '#domain/product.ts'
import type { Drawing } from './drawings.ts'
import { slugify } from './text.ts'

const IMAGES = '/products-images/'

export interface BannerArt {
  n: number
  headline: string
  subline: string
  drawing: Drawing
  /** gradient colours of the background */
  colours: readonly [string, string]
  pathTo: string
}

const promoted = store.promotedManufacturer.name

/** link targets cover every rule of the banner click: external, internal, and no leading slash */
export const bannerArts: readonly BannerArt[] = [
  {
    n: 1,
    headline: 'Hasta 12 cuotas fijas',
    subline: 'Con todas las tarjetas de crédito',
    drawing: 'tv',
    colours: ['#1d4ed8', '#0ea5e9'],
    pathTo: 'https://www.mercadopago.com.ar/',
  },
  {
    n: 2,
    headline: `Semana ${promoted}`,
    subline: 'Aires, microondas y TV a precios especiales',
    drawing: 'microwave',
    colours: ['#b91c1c', '#f97316'],
    pathTo: `search?brand=${promoted.toLowerCase()}`,
  },
  {
    n: 3,
    headline: 'Aires acondicionados',
    subline: 'Frío/calor, con instalación opcional',
    drawing: 'ac',
    colours: ['#0f766e', '#22d3ee'],
    pathTo: '/search?sub_category=aires acondicionados',
  },
  {
    n: 4,
    headline: 'Envíos a todo el país',
    subline: 'Precio promocional en CABA y GBA',
    drawing: 'washer',
    colours: ['#6d28d9', '#ec4899'],
    pathTo: '/shipments',
  },
]

export function demoBanners(): Omit<Banner, 'id'>[] {
  const banners: Omit<Banner, 'id'>[] = []
  for (const device of ['desktop', 'mobile'] as const) {
    for (const art of bannerArts) {
      banners.push({
        name: `banner-${art.n}-${device}`,
        path: `${IMAGES}demo-banner-${art.n}-${device}.svg`,
        path_to: art.pathTo,
        position: art.n,
      })
    }
  }
  // An image-less banner, as an admin half-way through editing leaves one: the home page skips it.
  banners.push({ name: 'banner-5-desktop', path: '', path_to: '/search', position: 5 })
  return banners
}

/** `category` lower-cased must equal a real sub_category: the carousel links by it */
export const carouselCategoryArts: readonly { category: string; slug: string; drawing: Drawing }[] = [
  { category: 'Aires acondicionados', slug: 'aires', drawing: 'ac' },
  { category: 'Televisores', slug: 'televisores', drawing: 'tv' },
  { category: 'Celulares', slug: 'celulares', drawing: 'phone' },
  { category: 'Heladeras', slug: 'heladeras', drawing: 'fridge' },
  { category: 'Lavarropas', slug: 'lavarropas', drawing: 'washer' },
  { category: 'Notebooks', slug: 'notebooks', drawing: 'notebook' },
  { category: 'Cocinas', slug: 'cocinas', drawing: 'stove' },
  { category: 'Microondas', slug: 'microondas', drawing: 'microwave' },
  { category: 'Consolas', slug: 'consolas', drawing: 'console' },
  { category: 'Ventiladores', slug: 'ventiladores', drawing: 'fan' },
  { category: 'Auriculares', slug: 'auriculares', drawing: 'headphones' },
  { category: 'Monitores', slug: 'monitores', drawing: 'monitor' },
]

export function demoCarouselCategories(): Omit<CarouselCategory, 'id'>[] {
  return carouselCategoryArts.map(({ category, slug }) => ({ category, img_url: `${IMAGES}demo-cat-${slug}.svg` }))
}

/** wordmark colours of the brands in the carousel */
export const brandColours: Readonly<Record<string, string>> = {
  Samsung: '#1428a0',
  LG: '#a50034',
  BGH: '#0055a4',
  Philco: '#003b7a',
  Motorola: '#1f6feb',
  Xiaomi: '#ff6900',
  Noblex: '#e30613',
  Drean: '#0072bc',
  Whirlpool: '#2b2b2b',
  Gafa: '#c8102e',
  Atma: '#d71920',
  Liliana: '#00843d',
  Sony: '#000000',
  JBL: '#ff3300',
  Lenovo: '#e2231a',
  HP: '#0096d6',
}

export function demoCarouselBrands(): CarouselBrand[] {
  return Object.keys(brandColours).map((brand) => ({ brand_name: brand, image_path: `demo-brand-${slugify(brand)}.svg` }))
}
