/**
 * The bulk price change (decision 050): a percentage over the products of the list's filter or of
 * a selection, every list together, rounded as the store writes prices
 * (domain/admin/bulk-price-change.ts).
 *
 * - `preview` reads and computes, writes nothing: how many change, a sample before → after, the
 *   products the price checks refuse (they are skipped, the rest change) and a fingerprint of
 *   what it read.
 * - `apply` does it again in one transaction with the products locked; if the fingerprint
 *   differs (a product added to the filter, a price changed since the preview) nothing is
 *   written and the staff member previews again. The change is kept with each product's lists
 *   before and after, audited, and moves the catalogue version (the service's `write`).
 * - `undo` puts the earlier lists back, in one transaction, unless a product's lists changed
 *   since (edited, imported, another bulk change): then, as the import's undo (decision 030),
 *   nothing is put back and up to ten are named.
 */
import { createHash } from 'node:crypto'
import {
  BULK_PREVIEW_SAMPLE,
  BULK_PRICE_MESSAGES,
  MAX_BULK_PRICE_PRODUCTS,
  bulkFilterOf,
  bulkPricePlan,
  formatPercentChange,
  listsOf,
  parseBulkPercent,
  sameLists,
  type BulkPercent,
  type BulkPriceApply,
  type BulkPricePreview,
  type BulkPriceRow,
  type BulkPriceSkipped,
  type BulkPriceTarget,
  type PriceChangeSummary,
} from '#domain/admin/bulk-price-change.ts'
import { PRICE_CHECK_MESSAGES } from '#domain/admin/price-checks.ts'
import { productListQueryFrom } from '#domain/admin/product-admin.ts'
import { searchWords } from '#domain/text-search.ts'
import type { Database, Executor } from '../db/database.ts'
import { ConfirmationRequiredError, ConflictError, FieldsError, InvalidError, NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import type { CatalogueWrite } from './admin-product-writes.ts'
import { maxCfteaPercent } from './price-settings.ts'
import {
  priceChangesRepository,
  type ChangedProduct,
  type PriceChangeRow,
  type PriceChangeTarget,
  type PricedProduct,
} from './price-changes-repository.ts'

/** Jump sentences a confirmation lists; the rest are counted. */
const JUMPS_SHOWN = 10
/** Products an undo refused over names. */
const CHANGED_SHOWN = 10

export interface AdminBulkPrices {
  bulkPricePreview(target: BulkPriceTarget): Promise<BulkPricePreview>
  applyBulkPriceChange(
    actor: AuditActor,
    request: BulkPriceApply,
  ): Promise<{ id: number; changed: number; skipped: number; percent: BulkPercent }>
  undoBulkPriceChange(actor: AuditActor, id: number): Promise<{ restored: number }>
  recentPriceChanges(limit?: number): Promise<PriceChangeSummary[]>
}

interface ReadTarget {
  percent: BulkPercent
  target: PriceChangeTarget
  scope: 'filter' | 'selection'
  filter: string
}

/** The request's percentage and products, each refused beside its field. */
function readTarget(request: BulkPriceTarget): ReadTarget {
  const parsed = parseBulkPercent(request.percent)
  if (!parsed.ok) throw new FieldsError(parsed.message, { percent: parsed.message })
  if (request.ids !== undefined) {
    if (request.ids.length === 0) throw new FieldsError(BULK_PRICE_MESSAGES.noSelection, { ids: BULK_PRICE_MESSAGES.noSelection })
    return { percent: parsed.percent, target: { ids: [...new Set(request.ids)] }, scope: 'selection', filter: '' }
  }
  const query = productListQueryFrom(new URL(`http://panel/?${request.filter ?? ''}`))
  if (query.invalid) throw new FieldsError(BULK_PRICE_MESSAGES.badFilter, { filter: BULK_PRICE_MESSAGES.badFilter })
  const { q, category, brand, stock, noImage, noDescription, visibility } = query
  // kept as the list's own address writes it: the change's record links back to it
  const filter = bulkFilterOf(query)
  return {
    percent: parsed.percent,
    target: { filter: { words: searchWords(q), category, brand, stock, noImage, noDescription, visibility } },
    scope: 'filter',
    filter,
  }
}

/** The products the target reaches, refused when none or more than a change may touch. */
async function reachedProducts(db: Executor, target: PriceChangeTarget, lock: boolean): Promise<PricedProduct[]> {
  const found = await priceChangesRepository(db).products(target, MAX_BULK_PRICE_PRODUCTS + 1, lock)
  if (found.length === 0) throw new InvalidError(BULK_PRICE_MESSAGES.noProducts)
  if (found.length > MAX_BULK_PRICE_PRODUCTS) throw new InvalidError(BULK_PRICE_MESSAGES.tooMany(found.length))
  return found
}

/** A fingerprint of what a change would read: the products, their lists and rate, the percentage and the CFTEA bound. */
function fingerprint(percent: BulkPercent, maxCftea: number, found: readonly PricedProduct[]): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify([percent.basisPoints, maxCftea]))
  for (const p of found)
    hash.update(
      JSON.stringify([
        p.id,
        p.tax_percentage,
        p.price_list_1,
        p.price_list_2,
        p.price_list_3,
        p.price_list_4,
        p.price_list_5,
        p.price_list_6,
      ]),
    )
  return hash.digest('hex').slice(0, 32)
}

/** Every product planned: those that change (with their jumps), those skipped and those left. */
function planAll(found: readonly PricedProduct[], percent: BulkPercent, maxCftea: number) {
  const changed: BulkPriceRow[] = []
  const skipped: BulkPriceSkipped[] = []
  const jumps: string[] = []
  let unchanged = 0
  for (const product of found) {
    const plan = bulkPricePlan(product, percent, maxCftea)
    if (plan.kind === 'unchanged') unchanged += 1
    else if (plan.kind === 'skipped') skipped.push({ sku: product.sku, name: product.name, reason: plan.reason })
    else {
      changed.push({ id: product.id, sku: product.sku, name: product.name, before: listsOf(product), after: plan.after })
      jumps.push(...plan.jumps.map((jump) => `${product.sku}: ${jump}`))
    }
  }
  return { changed, skipped, jumps, unchanged }
}

const shownJumps = (jumps: readonly string[]) =>
  jumps.length > JUMPS_SHOWN
    ? [...jumps.slice(0, JUMPS_SHOWN), `Y ${jumps.length - JUMPS_SHOWN} precios más que cambian mucho.`]
    : [...jumps]

function summaryOf(row: PriceChangeRow): PriceChangeSummary {
  return {
    id: row.id,
    actor: row.actor,
    percent: formatPercentChange({ basisPoints: row.basisPoints }),
    scope: row.scope === 'selection' ? 'selection' : 'filter',
    filterHref: row.scope === 'filter' ? `/admin/products${row.filter ? `?${row.filter}` : ''}` : null,
    changed: row.changed,
    skipped: row.skipped.length,
    status: row.status === 'undone' ? 'undone' : 'applied',
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneBy: row.undoneBy,
  }
}

export function adminBulkPrices({ database, write }: { database: Database; write: CatalogueWrite }): AdminBulkPrices {
  const { db } = database
  return {
    async bulkPricePreview(request) {
      const { percent, target } = readTarget(request)
      const found = await reachedProducts(db, target, false)
      const maxCftea = await maxCfteaPercent(db)
      const { changed, skipped, jumps, unchanged } = planAll(found, percent, maxCftea)
      return {
        percent: formatPercentChange(percent),
        matched: found.length,
        changed: changed.length,
        unchanged,
        skipped,
        sample: changed.slice(0, BULK_PREVIEW_SAMPLE),
        jumps: shownJumps(jumps),
        token: fingerprint(percent, maxCftea, found),
      }
    },

    async applyBulkPriceChange(actor, request) {
      const { percent, target, scope, filter } = readTarget(request)
      return write(async (tx) => {
        const found = await reachedProducts(tx, target, true)
        const maxCftea = await maxCfteaPercent(tx)
        if (fingerprint(percent, maxCftea, found) !== request.token) throw new ConflictError(BULK_PRICE_MESSAGES.stale)
        const { changed, skipped, jumps } = planAll(found, percent, maxCftea)
        if (changed.length === 0) throw new InvalidError(BULK_PRICE_MESSAGES.nothingChanges)
        if (jumps.length && !request.confirmPrices)
          throw new ConfirmationRequiredError(PRICE_CHECK_MESSAGES.confirm, shownJumps(jumps))
        const repository = priceChangesRepository(tx)
        await repository.setLists(changed.map((row) => ({ id: row.id, ...row.after })))
        const id = await repository.create(
          {
            staffId: actor.staffId,
            actor: actor.label,
            basisPoints: percent.basisPoints,
            scope,
            filter,
            changed: changed.length,
            skipped,
            status: 'applied',
          },
          changed.map(({ id: productId, sku, name, before, after }): ChangedProduct => ({ productId, sku, name, before, after })),
        )
        await auditRepository(tx).record(actor, {
          action: 'prices.bulk-change',
          entity: 'price_change',
          entityId: id,
          after: {
            percent: formatPercentChange(percent),
            scope,
            ...(scope === 'filter' ? { filter } : {}),
            changed: changed.length,
            skipped: skipped.map((s) => s.sku),
          },
        })
        return { id, changed: changed.length, skipped: skipped.length, percent }
      })
    },

    async undoBulkPriceChange(actor, id) {
      return write(async (tx) => {
        const repository = priceChangesRepository(tx)
        const change = await repository.byId(id, true)
        if (!change) throw new NotFoundError(BULK_PRICE_MESSAGES.notFound)
        if (change.status !== 'applied') throw new ConflictError(BULK_PRICE_MESSAGES.notUndoable)
        const written = await repository.changedProducts(id)
        const current = new Map(
          (await repository.products({ ids: written.map((w) => w.productId) }, written.length, true)).map((p) => [p.id, p]),
        )
        const since = written.filter((w) => {
          const now = current.get(w.productId)
          return !now || !sameLists(now, w.after)
        })
        if (since.length) {
          const named = since.slice(0, CHANGED_SHOWN).map((w) => w.sku)
          throw new ConflictError(BULK_PRICE_MESSAGES.changedSince(named, since.length - named.length))
        }
        await repository.setLists(written.map((w) => ({ id: w.productId, ...w.before })))
        await repository.markUndone(id, actor.label)
        await auditRepository(tx).record(actor, {
          action: 'prices.bulk-change-undone',
          entity: 'price_change',
          entityId: id,
          before: { percent: formatPercentChange({ basisPoints: change.basisPoints }), changed: change.changed },
          after: { restored: written.length },
        })
        return { restored: written.length }
      })
    },

    async recentPriceChanges(limit = 5) {
      return (await priceChangesRepository(db).recent(limit)).map(summaryOf)
    },
  }
}
