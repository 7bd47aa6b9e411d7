import { asc } from 'drizzle-orm'
import type { Banner, CarouselBrand, CarouselCategory } from '#domain/product.ts'
import type { Executor } from '../db/database.ts'
import { bannerRows, slidesFromRows } from '#domain/home-banners.ts'
import { carouselBrands, carouselCategories } from '../db/schema/index.ts'
import { bannersRepository, replaceBanners } from '../home-content/home-content-repository.ts'

export function pageRepository(db: Executor) {
  return {
    /** The API's rows (one per shape) of the banners shown, from the slides staff edit. */
    async banners(): Promise<Banner[]> {
      return bannerRows(await bannersRepository(db).all())
    },
    async carouselCategories(): Promise<CarouselCategory[]> {
      const rows = await db
        .select()
        .from(carouselCategories)
        .orderBy(asc(carouselCategories.position), asc(carouselCategories.id))
      return rows.map((r) => ({ id: r.id, category: r.category, img_url: r.imgUrl }))
    },
    async carouselBrands(): Promise<CarouselBrand[]> {
      const rows = await db.select().from(carouselBrands).orderBy(asc(carouselBrands.position), asc(carouselBrands.id))
      return rows.map((r) => ({ brand_name: r.brandName, image_path: r.imagePath }))
    },
    /** Banners given as the API's rows (the demo's), stored as slides. */
    async replaceBanners(items: Omit<Banner, 'id'>[]): Promise<void> {
      await replaceBanners(db, slidesFromRows(items))
    },
    async replaceCarouselCategories(items: Omit<CarouselCategory, 'id'>[]): Promise<void> {
      await db.delete(carouselCategories)
      if (items.length)
        await db
          .insert(carouselCategories)
          .values(items.map((c, i) => ({ category: c.category, imgUrl: c.img_url, position: i })))
    },
    async replaceCarouselBrands(items: CarouselBrand[]): Promise<void> {
      await db.delete(carouselBrands)
      if (items.length)
        await db
          .insert(carouselBrands)
          .values(items.map((b, i) => ({ brandName: b.brand_name, imagePath: b.image_path, position: i })))
    },
  }
}
