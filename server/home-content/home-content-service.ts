/**
 * Portada: the home page's banners, category and brand carousels and product groups, as staff
 * edit them. Each write and its audit row (before → after) share one transaction that also moves
 * the catalogue version (home-content-write.ts). The three carousels are ordered lists with the
 * same writes (ordered-list-service.ts), told apart here as data. Images are checked by their
 * first bytes and stored in the file store (server/files/) under a name made from their content,
 * so a replaced image never hides behind a cached old one.
 */
import { createHash } from 'node:crypto'
import type { BannerForm, CarouselBrandForm, CarouselCategoryForm, HomeGroupsForm } from '#domain/admin/home-content-forms.ts'
import { HOME_IMAGE_CONTENT_TYPES, HOME_IMAGE_MESSAGES, MAX_HOME_IMAGE_BYTES, sniffImageType } from '#domain/admin/home-images.ts'
import type { HomeBanner } from '#domain/home-banners.ts'
import type { Database } from '../db/database.ts'
import { InvalidError, PayloadTooLargeError } from '../shared/errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import {
  bannersRepository,
  carouselBrandsRepository,
  carouselCategoriesRepository,
  type CarouselBrandItem,
  type CarouselCategoryItem,
} from './home-content-repository.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { HOME_GROUPS_META_KEY, type HomeGroupSettings } from './home-group-settings.ts'
import { homeContentWrite, type HomeCatalogue } from './home-content-write.ts'
import { orderedListService, type OrderedListService } from './ordered-list-service.ts'
import { checkImageDimensions } from '../files/image-dimensions.ts'

const IMAGES = '/products-images/'

/** Brands keep the API's shape: a file name under /products-images/, or an absolute URL. */
const brandImageValue = (path: string) => (path.startsWith(IMAGES) ? path.slice(IMAGES.length) : path)
const brandImagePath = (value: string) => (/^https?:\/\//.test(value) || value === '' ? value : `${IMAGES}${value}`)

export interface HomeContentDeps {
  database: Database
  files: FileStore
  catalogue: HomeCatalogue
}

/** Everything Portada shows, as staff edit it. */
export interface HomeContent {
  banners: HomeBanner[]
  categories: CarouselCategoryItem[]
  /** each image as an address the browser can load */
  brands: CarouselBrandItem[]
  groups: HomeGroupSettings
}

/** A product group as it would be with settings not yet saved: name, sku, brand. */
export interface HomeGroupPreview {
  key: string
  title: string
  products: { sku: string; name: string; brand: string; sub_category: string }[]
}

export interface HomeContentService {
  content(): Promise<HomeContent>
  /**
   * Stores an uploaded image and answers its address; nothing on the home page changes until a
   * banner or carousel item is saved with it. Refused whole when it is not an image or too large.
   */
  uploadImage(actor: AuditActor, bytes: Buffer): Promise<{ path: string }>
  banners: OrderedListService<BannerForm>
  categories: OrderedListService<CarouselCategoryForm>
  brands: OrderedListService<CarouselBrandForm>
  saveGroups(actor: AuditActor, form: HomeGroupsForm): Promise<void>
  /** Which products each group would pick with these (unsaved) settings. */
  previewGroups(settings: HomeGroupSettings): Promise<HomeGroupPreview[]>
}

export function homeContentService({ database, files, catalogue }: HomeContentDeps): HomeContentService {
  const { db } = database
  const write = homeContentWrite(database, catalogue)

  return {
    async content() {
      const [banners, categories, brands, groups] = await Promise.all([
        bannersRepository(db).all(),
        carouselCategoriesRepository(db).all(),
        carouselBrandsRepository(db).all(),
        catalogue.homeGroupSettings(),
      ])
      return { banners, categories, brands: brands.map((b) => ({ ...b, imagePath: brandImagePath(b.imagePath) })), groups }
    },

    async uploadImage(actor, bytes) {
      if (bytes.length > MAX_HOME_IMAGE_BYTES) throw new PayloadTooLargeError(HOME_IMAGE_MESSAGES.tooLarge)
      if (bytes.length === 0) throw new InvalidError(HOME_IMAGE_MESSAGES.missingFile)
      const type = sniffImageType(bytes)
      if (type === null) throw new InvalidError(HOME_IMAGE_MESSAGES.notImage)
      const dimensions = checkImageDimensions(bytes)
      if (dimensions !== 'ok')
        throw new InvalidError(dimensions === 'too-wide' ? HOME_IMAGE_MESSAGES.tooWide : HOME_IMAGE_MESSAGES.notImage)
      const name = `home-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${type}`
      await files.put(`products-images/${name}`, { bytes, contentType: HOME_IMAGE_CONTENT_TYPES[type] })
      await auditRepository(db).record(actor, {
        action: 'home.image',
        entity: 'home_image',
        entityId: name,
        after: { path: `${IMAGES}${name}`, bytes: bytes.length, type: HOME_IMAGE_CONTENT_TYPES[type] },
      })
      return { path: `${IMAGES}${name}` }
    },

    // A banner's audit keeps the slide as stored; a carousel item's, the values written.
    banners: orderedListService(write, {
      entity: 'home_banner',
      repository: bannersRepository,
      toValues: (form: BannerForm) => form,
      auditAfter: 'item',
    }),
    categories: orderedListService(write, {
      entity: 'home_category',
      repository: carouselCategoriesRepository,
      toValues: (form: CarouselCategoryForm) => form,
      auditAfter: 'values',
    }),
    brands: orderedListService(write, {
      entity: 'home_brand',
      repository: carouselBrandsRepository,
      toValues: (form: CarouselBrandForm) => ({ brand: form.brand, imagePath: brandImageValue(form.imagePath) }),
      auditAfter: 'values',
    }),

    async saveGroups(actor, form) {
      const before = await catalogue.homeGroupSettings()
      const after: HomeGroupSettings = { ...form }
      await write(actor, async (tx) => {
        if (JSON.stringify(before) === JSON.stringify(after)) return { result: undefined, audit: null }
        await metaRepository(tx).set(HOME_GROUPS_META_KEY, JSON.stringify(after))
        return { result: undefined, audit: { action: 'home.groups', entity: 'home_groups', entityId: '', before, after } }
      })
    },

    async previewGroups(settings) {
      const groups = await catalogue.homeGroupsFor(settings)
      return groups.map((g) => ({
        key: g.key,
        title: g.title,
        products: g.products.map((p) => ({ sku: p.sku, name: p.name, brand: p.brand, sub_category: p.sub_category })),
      }))
    },
  }
}
