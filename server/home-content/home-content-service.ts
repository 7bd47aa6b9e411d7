/**
 * Portada: the home page's banners, category and brand carousels and product groups, as staff
 * edit them. Each write and its audit row (before → after) share one transaction that also moves
 * the catalogue version: every instance drops its cached home data and its kept pages within a
 * second (versioned-cache.ts, page-cache.ts), and this instance at once. Images are checked by
 * their first bytes and stored in the file store (server/files/) under a name made from their
 * content, so a replaced image never hides behind a cached old one.
 */
import { createHash } from 'node:crypto'
import {
  HOME_FORM_MESSAGES,
  type BannerForm,
  type CarouselBrandForm,
  type CarouselCategoryForm,
  type HomeGroupsForm,
} from '#domain/admin/home-content-forms.ts'
import { HOME_IMAGE_CONTENT_TYPES, HOME_IMAGE_MESSAGES, MAX_HOME_IMAGE_BYTES, sniffImageType } from '#domain/admin/home-images.ts'
import type { Database, Executor } from '../db/database.ts'
import { ConflictError, InvalidError, NotFoundError, PayloadTooLargeError } from '../shared/errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { auditRepository, type AuditActor, type AuditEntry } from '../admin/audit-repository.ts'
import { homeContentRepository, type OrderedTable } from './home-content-repository.ts'
import { metaRepository } from '../catalogue/page-repository.ts'
import type { CatalogueService } from '../catalogue/catalogue-service.ts'
import { HOME_GROUPS_META_KEY, type HomeGroupSettings } from './home-group-settings.ts'

const IMAGES = '/products-images/'

/** Brands keep the spec's shape: a file name under /products-images/, or an absolute URL. */
const brandImageValue = (path: string) => (path.startsWith(IMAGES) ? path.slice(IMAGES.length) : path)
const brandImagePath = (value: string) => (/^https?:\/\//.test(value) || value === '' ? value : `${IMAGES}${value}`)

const ENTITY: Record<OrderedTable, string> = { banners: 'home_banner', categories: 'home_category', brands: 'home_brand' }

export interface HomeContentDeps {
  database: Database
  files: FileStore
  catalogue: CatalogueService
}

export function homeContentService({ database, files, catalogue }: HomeContentDeps) {
  const { db } = database

  /** The write, its audit row and the catalogue version in one transaction; then this instance forgets its copy. */
  async function write<T>(actor: AuditActor, work: (tx: Executor) => Promise<{ result: T; audit: AuditEntry | null }>) {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx)
      if (done.audit) {
        await auditRepository(tx).record(actor, done.audit)
        await metaRepository(tx).bumpCatalogueVersion()
      }
      return done.result
    })
    catalogue.cache.invalidate()
    return result
  }

  async function reorder(actor: AuditActor, table: OrderedTable, ids: readonly number[]): Promise<void> {
    await write(actor, async (tx) => {
      const repo = homeContentRepository(tx)
      const before = await repo.orderOf(table)
      const same =
        before.length === ids.length && [...before].sort((a, b) => a - b).join() === [...ids].sort((a, b) => a - b).join()
      if (!same) throw new ConflictError(HOME_FORM_MESSAGES.orderChanged)
      if (before.join() === ids.join()) return { result: undefined, audit: null }
      await repo.setOrder(table, ids)
      return {
        result: undefined,
        audit: { action: 'home.order', entity: ENTITY[table], entityId: '', before: { ids: before }, after: { ids } },
      }
    })
  }

  async function remove(actor: AuditActor, table: OrderedTable, id: number, before: unknown): Promise<void> {
    await write(actor, async (tx) => {
      if (!(await homeContentRepository(tx).remove(table, id))) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
      return { result: undefined, audit: { action: 'home.deleted', entity: ENTITY[table], entityId: id, before } }
    })
  }

  return {
    /** Everything Portada shows, as staff edit it. */
    async content() {
      const repo = homeContentRepository(db)
      const [banners, categories, brands, groups] = await Promise.all([
        repo.banners(),
        repo.categories(),
        repo.brands(),
        catalogue.homeGroupSettings(),
      ])
      return { banners, categories, brands: brands.map((b) => ({ ...b, imagePath: brandImagePath(b.imagePath) })), groups }
    },

    /**
     * Stores an uploaded image and answers its address; nothing on the home page changes until a
     * banner or carousel item is saved with it. Refused whole when it is not an image or too large.
     */
    async uploadImage(actor: AuditActor, bytes: Buffer): Promise<{ path: string }> {
      if (bytes.length > MAX_HOME_IMAGE_BYTES) throw new PayloadTooLargeError(HOME_IMAGE_MESSAGES.tooLarge)
      if (bytes.length === 0) throw new InvalidError(HOME_IMAGE_MESSAGES.missingFile)
      const type = sniffImageType(bytes)
      if (type === null) throw new InvalidError(HOME_IMAGE_MESSAGES.notImage)
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

    async saveBanner(actor: AuditActor, id: number | null, form: BannerForm): Promise<number> {
      return write(actor, async (tx) => {
        const repo = homeContentRepository(tx)
        const before = id === null ? null : await repo.banner(id)
        if (id !== null && !before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
        const after = id === null ? await repo.insertBanner(form) : await repo.updateBanner(id, form)
        return {
          result: after.id,
          audit: {
            action: id === null ? 'home.added' : 'home.changed',
            entity: 'home_banner',
            entityId: after.id,
            before,
            after,
          },
        }
      })
    },
    async deleteBanner(actor: AuditActor, id: number): Promise<void> {
      const before = await homeContentRepository(db).banner(id)
      if (!before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
      await remove(actor, 'banners', id, before)
    },
    orderBanners: (actor: AuditActor, ids: readonly number[]) => reorder(actor, 'banners', ids),

    async saveCategory(actor: AuditActor, id: number | null, form: CarouselCategoryForm): Promise<number> {
      return write(actor, async (tx) => {
        const repo = homeContentRepository(tx)
        const before = id === null ? null : await repo.category(id)
        if (id !== null && !before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
        const saved = await repo.saveCategory(id, form)
        return {
          result: saved,
          audit: {
            action: id === null ? 'home.added' : 'home.changed',
            entity: 'home_category',
            entityId: saved,
            before,
            after: form,
          },
        }
      })
    },
    async deleteCategory(actor: AuditActor, id: number): Promise<void> {
      const before = await homeContentRepository(db).category(id)
      if (!before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
      await remove(actor, 'categories', id, before)
    },
    orderCategories: (actor: AuditActor, ids: readonly number[]) => reorder(actor, 'categories', ids),

    async saveBrand(actor: AuditActor, id: number | null, form: CarouselBrandForm): Promise<number> {
      const values = { brand: form.brand, imagePath: brandImageValue(form.imagePath) }
      return write(actor, async (tx) => {
        const repo = homeContentRepository(tx)
        const before = id === null ? null : await repo.brand(id)
        if (id !== null && !before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
        const saved = await repo.saveBrand(id, values)
        return {
          result: saved,
          audit: {
            action: id === null ? 'home.added' : 'home.changed',
            entity: 'home_brand',
            entityId: saved,
            before,
            after: values,
          },
        }
      })
    },
    async deleteBrand(actor: AuditActor, id: number): Promise<void> {
      const before = await homeContentRepository(db).brand(id)
      if (!before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
      await remove(actor, 'brands', id, before)
    },
    orderBrands: (actor: AuditActor, ids: readonly number[]) => reorder(actor, 'brands', ids),

    async saveGroups(actor: AuditActor, form: HomeGroupsForm): Promise<void> {
      const before = await catalogue.homeGroupSettings()
      const after: HomeGroupSettings = { ...form }
      await write(actor, async (tx) => {
        if (JSON.stringify(before) === JSON.stringify(after)) return { result: undefined, audit: null }
        await metaRepository(tx).set(HOME_GROUPS_META_KEY, JSON.stringify(after))
        return { result: undefined, audit: { action: 'home.groups', entity: 'home_groups', entityId: '', before, after } }
      })
    },

    /** Which products each group would pick with these (unsaved) settings: name, sku, brand. */
    async previewGroups(settings: HomeGroupSettings) {
      const groups = await catalogue.homeGroupsFor(settings)
      return groups.map((g) => ({
        key: g.key,
        title: g.title,
        products: g.products.map((p) => ({ sku: p.sku, name: p.name, brand: p.brand, sub_category: p.sub_category })),
      }))
    },
  }
}

export type HomeContentService = ReturnType<typeof homeContentService>
