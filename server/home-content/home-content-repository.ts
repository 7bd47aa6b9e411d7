/**
 * The home page's content as the back office reads and writes it: banners (one row per slide,
 * domain/home-banners.ts), the category carousel and the brand carousel. The shop reads the same
 * tables through page-repository.ts. Writes run inside the service's transaction.
 */
import { asc, eq, max } from 'drizzle-orm'
import type { HomeBanner, NewHomeBanner } from '#domain/home-banners.ts'
import type { Executor } from '../db/database.ts'
import { banners, carouselBrands, carouselCategories } from '../db/schema/index.ts'

export interface CarouselCategoryItem {
  id: number
  category: string
  imagePath: string
  position: number
}

export interface CarouselBrandItem {
  id: number
  brand: string
  /** as the spec stores it: an absolute URL or a file name under /products-images/ */
  imagePath: string
  position: number
}

type BannerRow = typeof banners.$inferSelect

const toBanner = (r: BannerRow): HomeBanner => ({
  id: r.id,
  name: r.name,
  desktopPath: r.path,
  mobilePath: r.mobilePath,
  link: r.pathTo,
  position: r.position,
  enabled: r.enabled,
})

const bannerValues = (b: Omit<NewHomeBanner, 'position'>) => ({
  name: b.name,
  path: b.desktopPath,
  mobilePath: b.mobilePath,
  pathTo: b.link,
  enabled: b.enabled,
})

/** The three tables share their shape where it matters here: an id and a position. */
const TABLES = { banners, categories: carouselCategories, brands: carouselBrands } as const
export type OrderedTable = keyof typeof TABLES

export function homeContentRepository(db: Executor) {
  return {
    async banners(): Promise<HomeBanner[]> {
      const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id))
      return rows.map(toBanner)
    },
    async banner(id: number): Promise<HomeBanner | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update')
      return row ? toBanner(row) : undefined
    },
    async insertBanner(b: Omit<NewHomeBanner, 'position'>): Promise<HomeBanner> {
      const [row] = await db
        .insert(banners)
        .values({ ...bannerValues(b), position: await nextPosition(db, 'banners') })
        .returning()
      return toBanner(row!)
    },
    async updateBanner(id: number, b: Omit<NewHomeBanner, 'position'>): Promise<HomeBanner> {
      const [row] = await db.update(banners).set(bannerValues(b)).where(eq(banners.id, id)).returning()
      return toBanner(row!)
    },
    async replaceBanners(slides: readonly NewHomeBanner[]): Promise<void> {
      await db.delete(banners)
      if (slides.length) await db.insert(banners).values(slides.map((s) => ({ ...bannerValues(s), position: s.position })))
    },

    async categories(): Promise<CarouselCategoryItem[]> {
      const rows = await db
        .select()
        .from(carouselCategories)
        .orderBy(asc(carouselCategories.position), asc(carouselCategories.id))
      return rows.map((r) => ({ id: r.id, category: r.category, imagePath: r.imgUrl, position: r.position }))
    },
    async category(id: number): Promise<CarouselCategoryItem | undefined> {
      const [r] = await db.select().from(carouselCategories).where(eq(carouselCategories.id, id)).for('update')
      return r ? { id: r.id, category: r.category, imagePath: r.imgUrl, position: r.position } : undefined
    },
    async saveCategory(id: number | null, c: { category: string; imagePath: string }): Promise<number> {
      const values = { category: c.category, imgUrl: c.imagePath }
      if (id !== null) {
        await db.update(carouselCategories).set(values).where(eq(carouselCategories.id, id))
        return id
      }
      const [row] = await db
        .insert(carouselCategories)
        .values({ ...values, position: await nextPosition(db, 'categories') })
        .returning({ id: carouselCategories.id })
      return row!.id
    },

    async brands(): Promise<CarouselBrandItem[]> {
      const rows = await db.select().from(carouselBrands).orderBy(asc(carouselBrands.position), asc(carouselBrands.id))
      return rows.map((r) => ({ id: r.id, brand: r.brandName, imagePath: r.imagePath, position: r.position }))
    },
    async brand(id: number): Promise<CarouselBrandItem | undefined> {
      const [r] = await db.select().from(carouselBrands).where(eq(carouselBrands.id, id)).for('update')
      return r ? { id: r.id, brand: r.brandName, imagePath: r.imagePath, position: r.position } : undefined
    },
    async saveBrand(id: number | null, b: { brand: string; imagePath: string }): Promise<number> {
      const values = { brandName: b.brand, imagePath: b.imagePath }
      if (id !== null) {
        await db.update(carouselBrands).set(values).where(eq(carouselBrands.id, id))
        return id
      }
      const [row] = await db
        .insert(carouselBrands)
        .values({ ...values, position: await nextPosition(db, 'brands') })
        .returning({ id: carouselBrands.id })
      return row!.id
    },

    /** The ids of a list in its current order, its rows locked until the transaction ends. */
    async orderOf(table: OrderedTable): Promise<number[]> {
      const t = TABLES[table]
      const rows = await db.select({ id: t.id }).from(t).orderBy(asc(t.position), asc(t.id)).for('update')
      return rows.map((r) => r.id)
    },
    /** Positions 1…n in the order given (every id of the list, checked by the caller). */
    async setOrder(table: OrderedTable, ids: readonly number[]): Promise<void> {
      const t = TABLES[table]
      for (const [i, id] of ids.entries())
        await db
          .update(t)
          .set({ position: i + 1 })
          .where(eq(t.id, id))
    },
    async remove(table: OrderedTable, id: number): Promise<boolean> {
      const t = TABLES[table]
      const deleted = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id })
      return deleted.length > 0
    },
  }
}

async function nextPosition(db: Executor, table: OrderedTable): Promise<number> {
  const t = TABLES[table]
  const [row] = await db.select({ top: max(t.position) }).from(t)
  return (row?.top ?? 0) + 1
}
