/**
 * The staff's writes on products: create, save the page, hide or show, the list's quick edit and
 * image uploads. Every write passes the import's rules (catalogue-row-validation.ts), sanitises
 * HTML as the import does (catalogue-writer.ts), is audited before → after in its own
 * transaction, and moves the catalogue version there too (admin-products-service.ts).
 */
import { randomBytes } from 'node:crypto'
import {
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_MESSAGES,
  HTML_FIELDS,
  imageKindOf,
  unsafeHtmlReason,
  type ProductForm,
  type QuickEdit,
} from '#domain/admin/product-admin.ts'
import { CATALOGUE_FIELDS, type CatalogueField, type ProductInput } from '#domain/product.ts'
import type { Executor } from '../db/database.ts'
import {
  ConfirmationRequiredError,
  ConflictError,
  FieldsError,
  InvalidError,
  NotFoundError,
  PayloadTooLargeError,
} from '../shared/errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { adminProductsRepository, type AdminProductsRepository, type StaffProduct } from './admin-products-repository.ts'
import { validateProductFields } from './import/catalogue-row-validation.ts'
import { cleanProduct } from './catalogue-writer.ts'
import { checkImageDimensions } from '../files/image-dimensions.ts'
import { cleanStockReason, STOCK_MESSAGES } from '#domain/stock-movements.ts'
import { describeStockChanges } from '../stock/stock-movement-context.ts'
import { PRICE_CHECK_MESSAGES, priceJumps, priceListProblems } from '#domain/admin/price-checks.ts'
import { maxCfteaPercent } from './price-settings.ts'

export const inputOf = ({ id: _id, hidden: _hidden, updated_at: _updated, ...input }: StaffProduct): ProductInput => input

/** The fields whose value differs, before and after, for the audit log. */
export function changes(
  before: ProductInput,
  after: ProductInput,
): { before: Partial<ProductInput>; after: Partial<ProductInput> } {
  const changed = CATALOGUE_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
  const pick = (p: ProductInput) => Object.fromEntries(changed.map((field) => [field, p[field]])) as Partial<ProductInput>
  return { before: pick(before), after: pick(after) }
}

/** The form's values checked by the import's rules, with the HTML sanitised as the import stores it. */
export function checked(form: ProductForm, keep: Partial<ProductInput> = {}): ProductInput {
  const validation = validateProductFields({ ...form, ...keep })
  const fields: Record<string, string> = validation.ok ? {} : { ...validation.fields }
  for (const field of HTML_FIELDS) {
    const html = form[field]
    const unsafe = typeof html === 'string' ? unsafeHtmlReason(html) : null
    if (unsafe && !fields[field]) fields[field] = unsafe
  }
  if (!validation.ok || Object.keys(fields).length) throw new FieldsError(PRODUCT_MESSAGES.invalid, fields)
  return cleanProduct(validation.product)
}

/** A file store key's segment from a sku: letters, digits and dashes, never empty. */
function imageKeyBase(sku: string): string {
  const base = sku
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return base || 'producto'
}

async function lockedProduct(tx: Executor, id: number): Promise<StaffProduct> {
  const product = await adminProductsRepository(tx).byId(id, true)
  if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound)
  return product
}

async function checkSkuFree(tx: Executor, sku: string, id?: number): Promise<void> {
  const owner = await adminProductsRepository(tx).idOfSku(sku)
  if (owner !== undefined && owner !== id)
    throw new FieldsError(PRODUCT_MESSAGES.invalid, { sku: PRODUCT_MESSAGES.skuTaken(sku) })
}

/** A write on the catalogue: the caller's statements, the audit row and the version, together. */
export type CatalogueWrite = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>

export interface AdminProductWriteDeps {
  write: CatalogueWrite
  files: FileStore
  /** the product as the back office reads it; NotFound when there is none */
  product(id: number): Promise<StaffProduct>
}

/** Each quick-edit row checked by the import's rules: the wrong cells by row id, and the rows to save. */
async function quickEditPlans(repository: AdminProductsRepository, rows: QuickEdit['rows'], maxCftea: number) {
  const errors: Record<string, Partial<Record<CatalogueField, string>>> = {}
  const plans: { before: StaffProduct; after: ProductInput }[] = []
  const jumps: string[] = []
  await repository.lockInSkuOrder(rows.map((row) => row.id))
  for (const row of rows) {
    const before = await repository.byId(row.id, true)
    if (!before) {
      errors[row.id] = { sku: PRODUCT_MESSAGES.notFound }
      continue
    }
    const current = inputOf(before)
    const edited: Record<string, unknown> = { ...current }
    if (row.price_list_1 !== undefined) edited.price_list_1 = row.price_list_1
    if (row.stock !== undefined) edited.stock = row.stock
    const validation = validateProductFields(edited)
    if (!validation.ok) {
      errors[row.id] = validation.fields
      continue
    }
    const after = { ...current, price_list_1: validation.product.price_list_1, stock: validation.product.stock }
    const problems = after.price_list_1 === current.price_list_1 ? {} : priceListProblems(after, maxCftea)
    if (Object.keys(problems).length) {
      // the quick edit has one narrow price cell: the first contradiction, and how many more
      const [first, ...more] = Object.values(problems)
      errors[row.id] = { price_list_1: more.length ? `${first} ${PRICE_CHECK_MESSAGES.more(more.length)}` : first! }
      continue
    }
    jumps.push(...priceJumps(current, after).map((jump) => `${before.sku}: ${jump}`))
    plans.push({ before, after })
  }
  return { errors, plans, jumps }
}

/**
 * An uploaded image checked to be one by its first bytes and its size, then stored in the file
 * store under `products-images/` (served at /products-images/… as the store's images are).
 */
async function storeProductImage(
  files: FileStore,
  bytes: Buffer,
  productOf: () => Promise<StaffProduct>,
): Promise<{ key: string; url: string }> {
  if (bytes.length === 0) throw new InvalidError(PRODUCT_IMAGE_MESSAGES.missingFile)
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES) throw new PayloadTooLargeError(PRODUCT_IMAGE_MESSAGES.tooLarge)
  const kind = imageKindOf(bytes)
  if (!kind) throw new InvalidError(PRODUCT_IMAGE_MESSAGES.notImage)
  const dimensions = checkImageDimensions(bytes)
  if (dimensions !== 'ok')
    throw new InvalidError(dimensions === 'too-wide' ? PRODUCT_IMAGE_MESSAGES.tooWide : PRODUCT_IMAGE_MESSAGES.notImage)
  const existing = await productOf()
  if (existing.img_urls.length >= MAX_PRODUCT_IMAGES) throw new InvalidError(PRODUCT_IMAGE_MESSAGES.tooMany)
  const file = `${imageKeyBase(existing.sku)}-${randomBytes(6).toString('hex')}.${kind}`
  const key = `products-images/${file}`
  const url = `/products-images/${file}`
  await files.put(key, { bytes, contentType: kind === 'jpg' ? 'image/jpeg' : `image/${kind}` })
  return { key, url }
}

/** The image stored, then added to the product's images in the catalogue write; the file goes if the write fails. */
async function addProductImage(
  { write, files, product }: AdminProductWriteDeps,
  actor: AuditActor,
  id: number,
  bytes: Buffer,
): Promise<{ url: string; product: StaffProduct }> {
  const { key, url } = await storeProductImage(files, bytes, () => product(id))
  try {
    await write(async (tx) => {
      const before = await lockedProduct(tx, id)
      if (before.img_urls.length >= MAX_PRODUCT_IMAGES) throw new InvalidError(PRODUCT_IMAGE_MESSAGES.tooMany)
      const current = inputOf(before)
      const after: ProductInput = { ...current, img_urls: [...current.img_urls, url], img_url: current.img_url || url }
      await adminProductsRepository(tx).update(id, after)
      await auditRepository(tx).record(actor, {
        action: 'product.image-added',
        entity: 'product',
        entityId: before.sku,
        ...changes(current, after),
      })
    })
  } catch (error) {
    // Nothing points at the file yet: it goes, so a failed save leaves nothing behind.
    await files.delete(key).catch(() => undefined)
    throw error
  }
  return { url, product: await product(id) }
}

/** The lists checked against each other and the seller's CFTEA bound; the wrong ones named beside their fields. */
async function refuseWrongPrices(tx: Executor, input: ProductInput): Promise<void> {
  const problems = priceListProblems(input, await maxCfteaPercent(tx))
  if (Object.keys(problems).length) throw new FieldsError(PRODUCT_MESSAGES.invalid, problems)
}

export interface ProductUpdateOptions {
  /** when the page loaded the product */
  loadedAt?: string | undefined
  /** why the stock changed, when it did (the manual adjustment's reason) */
  stockReason?: string | undefined
  /** the staff member saw the prices that move by more than half and saves them anyway */
  confirmPrices?: boolean | undefined
}

/** The reason of a manual stock change, checked beside its field; the trigger records it (decision 048). */
async function describeAdjustment(tx: Executor, actor: AuditActor, stockReason: string | undefined): Promise<void> {
  const reason = cleanStockReason(stockReason)
  if (reason === null) throw new FieldsError(PRODUCT_MESSAGES.invalid, { stock_reason: STOCK_MESSAGES.reasonTooLong })
  if (!reason) throw new FieldsError(PRODUCT_MESSAGES.invalid, { stock_reason: STOCK_MESSAGES.reasonRequired })
  await describeStockChanges(tx, { kind: 'adjustment', note: reason, actor: actor.label })
}

export interface AdminProductWrites {
  /** A new product, hidden or not; its views start at zero. */
  create(actor: AuditActor, form: ProductForm, hidden?: boolean): Promise<number>
  /**
   * Saves the page's fields over the product. The views counter is the store's, not the
   * form's; a product changed by someone else since `loadedAt` is not overwritten. A change of
   * the stock needs its reason (`stockReason`), kept in the stock's history.
   */
  update(actor: AuditActor, id: number, form: ProductForm, options?: ProductUpdateOptions): Promise<{ changed: boolean }>
  setHidden(actor: AuditActor, id: number, hidden: boolean): Promise<void>
  /**
   * The list's quick edit: every row checked by the import's rules first; one wrong value
   * saves nothing and names each wrong cell (`fields.rows[id][field]`).
   */
  quickEdit(actor: AuditActor, rows: QuickEdit['rows'], confirmPrices?: boolean): Promise<number>
  /**
   * An uploaded image, stored, then added to the product's images (the first one also becomes
   * its main image).
   */
  addImage(actor: AuditActor, id: number, bytes: Buffer): Promise<{ url: string; product: StaffProduct }>
}

export function adminProductWrites(deps: AdminProductWriteDeps): AdminProductWrites {
  const { write, product } = deps
  return {
    async create(actor: AuditActor, form: ProductForm, hidden = false): Promise<number> {
      const input = checked(form, { week_views: 0 })
      return write(async (tx) => {
        await checkSkuFree(tx, input.sku)
        await refuseWrongPrices(tx, input)
        const id = await adminProductsRepository(tx).insert(input, hidden)
        await auditRepository(tx).record(actor, {
          action: 'product.created',
          entity: 'product',
          entityId: input.sku,
          after: { ...input, hidden },
        })
        return id
      })
    },

    async update(
      actor: AuditActor,
      id: number,
      form: ProductForm,
      options: ProductUpdateOptions = {},
    ): Promise<{ changed: boolean }> {
      const { loadedAt, stockReason, confirmPrices } = options
      const current = await product(id)
      const input = checked(form, { week_views: current.week_views })
      let changed = false
      await write(async (tx) => {
        const before = await lockedProduct(tx, id)
        if (loadedAt !== undefined && Date.parse(loadedAt) !== Date.parse(before.updated_at))
          throw new ConflictError(PRODUCT_MESSAGES.staleEdit)
        if (input.sku !== before.sku) await checkSkuFree(tx, input.sku, id)
        const diff = changes(inputOf(before), { ...input, week_views: before.week_views })
        if (Object.keys(diff.after).length === 0) return
        await refuseWrongPrices(tx, input)
        const jumps = priceJumps(before, input)
        if (jumps.length && !confirmPrices) throw new ConfirmationRequiredError(PRICE_CHECK_MESSAGES.confirm, jumps)
        if (input.stock !== before.stock) await describeAdjustment(tx, actor, stockReason)
        changed = true
        await adminProductsRepository(tx).update(id, { ...input, week_views: before.week_views })
        await auditRepository(tx).record(actor, { action: 'product.updated', entity: 'product', entityId: before.sku, ...diff })
      })
      return { changed }
    },

    async setHidden(actor: AuditActor, id: number, hidden: boolean): Promise<void> {
      await write(async (tx) => {
        const before = await lockedProduct(tx, id)
        if (before.hidden === hidden) return
        await adminProductsRepository(tx).setHidden(id, hidden)
        await auditRepository(tx).record(actor, {
          action: hidden ? 'product.hidden' : 'product.shown',
          entity: 'product',
          entityId: before.sku,
          before: { hidden: before.hidden },
          after: { hidden },
        })
      })
    },

    async quickEdit(actor: AuditActor, rows: QuickEdit['rows'], confirmPrices = false): Promise<number> {
      let saved = 0
      await write(async (tx) => {
        const repository = adminProductsRepository(tx)
        const { errors, plans, jumps } = await quickEditPlans(repository, rows, await maxCfteaPercent(tx))
        if (Object.keys(errors).length) throw new FieldsError(PRODUCT_MESSAGES.quickInvalid, { rows: errors })
        if (jumps.length && !confirmPrices) throw new ConfirmationRequiredError(PRICE_CHECK_MESSAGES.confirm, jumps)
        await describeStockChanges(tx, { kind: 'adjustment', note: STOCK_MESSAGES.quickEditReason, actor: actor.label })
        for (const { before, after } of plans) {
          const diff = changes(inputOf(before), after)
          if (Object.keys(diff.after).length === 0) continue
          await repository.setPriceAndStock(before.id, { priceList1: after.price_list_1, stock: after.stock })
          await auditRepository(tx).record(actor, {
            action: 'product.quick-edit',
            entity: 'product',
            entityId: before.sku,
            ...diff,
          })
          saved += 1
        }
      })
      return saved
    },

    addImage: (actor, id, bytes) => addProductImage(deps, actor, id, bytes),
  }
}
