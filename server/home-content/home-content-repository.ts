/**
 * The home page's content as the back office reads and writes it: banners (one row per slide,
 * domain/home-banners.ts), the category carousel and the brand carousel, each an ordered list
 * (ordered-list-repository.ts) told apart here by its table and its columns. The shop reads the
 * same tables through page-repository.ts. Writes run inside the service's transaction.
 */
import type { HomeBanner, NewHomeBanner } from '#domain/home-banners.ts'
import type { Executor } from '../db/database.ts'
import { banners, carouselBrands, carouselCategories } from '../db/schema/index.ts'
import { orderedListRepository, type OrderedList, type OrderedListRepository } from './ordered-list-repository.ts'

export interface CarouselCategoryItem {
  id: number
  category: string
  imagePath: string
  position: number
}

export interface CarouselBrandItem {
  id: number
  brand: string
  /** as the API sends it: an absolute URL or a file name under /products-images/ */
  imagePath: string
  position: number
}

export type BannerValues = Omit<NewHomeBanner, 'position'>
export type CarouselCategoryValues = Pick<CarouselCategoryItem, 'category' | 'imagePath'>
export type CarouselBrandValues = Pick<CarouselBrandItem, 'brand' | 'imagePath'>

const bannerColumns = (b: BannerValues) => ({
  name: b.name,
  path: b.desktopPath,
  mobilePath: b.mobilePath,
  pathTo: b.link,
  enabled: b.enabled,
})

export const BANNER_LIST: OrderedList<typeof banners, HomeBanner, BannerValues> = {
  table: banners,
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    desktopPath: r.path,
    mobilePath: r.mobilePath,
    link: r.pathTo,
    position: r.position,
    enabled: r.enabled,
  }),
  toColumns: bannerColumns,
}

export const CATEGORY_LIST: OrderedList<typeof carouselCategories, CarouselCategoryItem, CarouselCategoryValues> = {
  table: carouselCategories,
  toItem: (r) => ({ id: r.id, category: r.category, imagePath: r.imgUrl, position: r.position }),
  toColumns: (c) => ({ category: c.category, imgUrl: c.imagePath }),
}

export const BRAND_LIST: OrderedList<typeof carouselBrands, CarouselBrandItem, CarouselBrandValues> = {
  table: carouselBrands,
  toItem: (r) => ({ id: r.id, brand: r.brandName, imagePath: r.imagePath, position: r.position }),
  toColumns: (b) => ({ brandName: b.brand, imagePath: b.imagePath }),
}

export const bannersRepository = (db: Executor): OrderedListRepository<HomeBanner, BannerValues> =>
  orderedListRepository(db, BANNER_LIST)
export const carouselCategoriesRepository = (db: Executor): OrderedListRepository<CarouselCategoryItem, CarouselCategoryValues> =>
  orderedListRepository(db, CATEGORY_LIST)
export const carouselBrandsRepository = (db: Executor): OrderedListRepository<CarouselBrandItem, CarouselBrandValues> =>
  orderedListRepository(db, BRAND_LIST)

/** The slides given replace every banner (the demo's content, a reseed). */
export async function replaceBanners(db: Executor, slides: readonly NewHomeBanner[]): Promise<void> {
  await db.delete(banners)
  if (slides.length) await db.insert(banners).values(slides.map((s) => ({ ...bannerColumns(s), position: s.position })))
}
