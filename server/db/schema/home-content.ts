/** The home page's content staff edit: banners and the category and brand carousels (decision 031). */
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { serialId } from './columns.ts'

/**
 * A home banner as staff edit it: one slide with its desktop image (`path`) and its mobile image
 * (`mobile_path`), one link and one place. The API's rows (one per shape, the shape in the name)
 * are made from it on the way out (page-repository.ts). `name` is the slide's name without the
 * shape; a disabled banner is kept but not shown.
 */
export const banners = pgTable('banners', {
  id: serialId(),
  name: text('name').notNull(),
  path: text('path').notNull().default(''),
  mobilePath: text('mobile_path').notNull().default(''),
  pathTo: text('path_to').notNull().default(''),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

export const carouselCategories = pgTable('carousel_categories', {
  id: serialId(),
  category: text('category').notNull(),
  imgUrl: text('img_url').notNull().default(''),
  position: integer('position').notNull().default(0),
})

export const carouselBrands = pgTable('carousel_brands', {
  id: serialId(),
  brandName: text('brand_name').notNull(),
  imagePath: text('image_path').notNull().default(''),
  position: integer('position').notNull().default(0),
})
