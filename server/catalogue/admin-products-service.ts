/**
 * The back office's Productos: the list, one product, and the staff's writes on products —
 * create, save the page, hide or show, the list's quick edit of price and stock, and image
 * uploads (admin-product-writes.ts); the bulk price change and its undo (admin-bulk-prices.ts).
 * Every write is audited before → after in its own transaction and moves the catalogue version
 * there too: every instance's caches and page cache drop the old product within a second, as
 * after an import (versioned-cache.ts).
 */
import { PRODUCT_MESSAGES, PRODUCT_COUNT_CAP, PRODUCT_PAGE_SIZE, type ProductListQuery } from '#domain/admin/product-admin.ts'
import { searchWords } from '#domain/text-search.ts'
import type { Database } from '../db/database.ts'
import { NotFoundError } from '../shared/errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { adminProductsRepository, type AdminProductsRepository, type StaffProduct } from './admin-products-repository.ts'
import { adminProductWrites, type AdminProductWrites, type CatalogueWrite } from './admin-product-writes.ts'
import { bumpCatalogueVersion } from './catalogue-writer.ts'
import { sanitizeProductHtml } from './html-sanitizer.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { versionedCache } from '../shared/versioned-cache.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { maxCfteaPercent, setMaxCfteaPercent } from './price-settings.ts'
import { adminBulkPrices, type AdminBulkPrices } from './admin-bulk-prices.ts'

export interface AdminProductsDeps {
  database: Database
  files: FileStore
  /** this instance forgets its catalogue caches at once (others within a second, by the version) */
  onCatalogueChange: () => void
}

export interface AdminProductsService extends AdminProductWrites, AdminBulkPrices {
  list(query: ProductListQuery): ReturnType<AdminProductsRepository['list']>
  /** the categories and brands in use, for the list's filters */
  labels(): ReturnType<AdminProductsRepository['labels']>
  /** the dashboard's catalogue figures */
  figures(): ReturnType<AdminProductsRepository['figures']>
  /** one product whatever its visibility; NotFound when there is none */
  product(id: number): Promise<StaffProduct>
  /** What the store would show of this HTML (the preview beside the editor). */
  sanitizePreview(html: string): string
  /** the CFTEA bound a plan may not pass (domain/admin/price-checks.ts) */
  priceSettings(): Promise<{ maxCfteaPercent: number }>
  setMaxCfteaPercent(actor: AuditActor, percent: number): Promise<{ maxCfteaPercent: number }>
}

export function adminProductsService({ database, files, onCatalogueChange }: AdminProductsDeps): AdminProductsService {
  const { db } = database
  const repo = adminProductsRepository(db)
  // The filters' category and brand lists change only with the catalogue: two DISTINCTs over
  // the whole table are not worth running on every page of the list.
  const labelsCache = versionedCache(async () => (await metaRepository(db).get('catalogue_version')) ?? '0', { maxEntries: 4 })

  const write: CatalogueWrite = async (work) => {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx)
      await bumpCatalogueVersion(tx)
      return value
    })
    labelsCache.invalidate()
    onCatalogueChange()
    return result
  }

  async function product(id: number): Promise<StaffProduct> {
    const found = await repo.byId(id)
    if (!found) throw new NotFoundError(PRODUCT_MESSAGES.notFound)
    return found
  }

  return {
    list(query) {
      return repo.list(
        {
          words: searchWords(query.q),
          category: query.category,
          brand: query.brand,
          stock: query.stock,
          noImage: query.noImage,
          noDescription: query.noDescription,
          visibility: query.visibility,
        },
        query.sort,
        PRODUCT_PAGE_SIZE,
        (query.page - 1) * PRODUCT_PAGE_SIZE,
        PRODUCT_COUNT_CAP,
      )
    },
    labels: () => labelsCache.memo('labels', () => repo.labels()),
    figures: () => repo.figures(),
    product,
    sanitizePreview: (html) => sanitizeProductHtml(html) ?? '',
    priceSettings: async () => ({ maxCfteaPercent: await maxCfteaPercent(db) }),
    async setMaxCfteaPercent(actor, percent) {
      await db.transaction(async (tx) => {
        const before = await maxCfteaPercent(tx)
        if (before === percent) return
        await setMaxCfteaPercent(tx, percent)
        await auditRepository(tx).record(actor, {
          action: 'prices.settings',
          entity: 'store_meta',
          entityId: 'max_cftea_percent',
          before: { maxCfteaPercent: before },
          after: { maxCfteaPercent: percent },
        })
      })
      return { maxCfteaPercent: percent }
    },
    ...adminProductWrites({ write, files, product }),
    ...adminBulkPrices({ database, write }),
  }
}
