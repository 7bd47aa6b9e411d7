/**
 * An order's units, inside the order's own transactions (decision 048): placing it takes them,
 * cancelling it ("Cancelado") gives back what it took, and taking it out of "Cancelado" takes
 * them again. Products are locked in one order (by sku, or by id) so two orders for the same
 * products wait for each other instead of deadlocking; the second one then reads the stock the
 * first one left. Each function answers whether a product's label on the storefront moved, so the
 * caller knows to drop the catalogue's caches.
 */
import { inArray, sql } from 'drizzle-orm'
import { displayName } from '#domain/display-name.ts'
import { STOCK_MESSAGES, stockLabelMoves } from '#domain/stock-movements.ts'
import type { Executor } from '../db/database.ts'
import { products } from '../db/schema/index.ts'
import { ConflictError } from '../shared/errors.ts'
import { describeStockChanges } from './stock-movement-context.ts'
import { stockMovementsRepository } from './stock-movements-repository.ts'

/** Locks the products an order names until its transaction ends. */
export async function lockProductsBySku(tx: Executor, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.sku, [...new Set(skus)]))
    .orderBy(products.sku)
    .for('update')
}

async function move(tx: Executor, productId: number, delta: number): Promise<boolean> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}` })
    .where(sql`${products.id} = ${productId}`)
    .returning({ stock: products.stock })
  return row !== undefined && stockLabelMoves(row.stock - delta, row.stock)
}

export interface TakenLine {
  productId: number
  quantity: number
}

/** Takes a placed order's units (its lines checked against the locked stock before). */
export async function takeOrderStock(
  tx: Executor,
  orderId: number,
  lines: readonly TakenLine[],
  actor: string,
): Promise<boolean> {
  const units = new Map<number, number>()
  for (const { productId, quantity } of lines) units.set(productId, (units.get(productId) ?? 0) + quantity)
  await describeStockChanges(tx, { kind: 'order', orderId, actor })
  let moved = false
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    if (await move(tx, productId, -quantity)) moved = true
  }
  return moved
}

/** Per product, what the order holds now (units taken minus units given back) and what its last cancellation gave back. */
async function heldByOrder(tx: Executor, orderId: number) {
  const held = new Map<number, { name: string; held: number; lastGivenBack: number }>()
  for (const m of await stockMovementsRepository(tx).forOrder(orderId)) {
    const entry = held.get(m.productId) ?? { name: m.name, held: 0, lastGivenBack: 0 }
    entry.held -= m.delta
    if (m.kind === 'cancellation') entry.lastGivenBack = m.delta
    held.set(m.productId, entry)
  }
  return [...held].sort(([a], [b]) => a - b)
}

/** A cancelled order gives back every unit it still holds. */
export async function giveBackOrderStock(tx: Executor, orderId: number, actor: string): Promise<boolean> {
  const held = (await heldByOrder(tx, orderId)).filter(([, h]) => h.held > 0)
  if (held.length === 0) return false
  await describeStockChanges(tx, { kind: 'cancellation', orderId, actor })
  let moved = false
  for (const [productId, { held: units }] of held) {
    if (await move(tx, productId, units)) moved = true
  }
  return moved
}

/**
 * An order out of "Cancelado" takes again what its cancellation gave back; when a product no
 * longer has those units, nothing changes and the clerk is told which one (409).
 */
export async function takeOrderStockAgain(tx: Executor, orderId: number, actor: string): Promise<boolean> {
  const again = (await heldByOrder(tx, orderId)).filter(([, h]) => h.held === 0 && h.lastGivenBack > 0)
  if (again.length === 0) return false
  const ids = again.map(([id]) => id)
  const locked = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    // sku order, as every writer of several products locks them (lockProductsBySku)
    .orderBy(products.sku)
    .for('update')
  const stockOf = new Map(locked.map((p) => [p.id, p.stock]))
  for (const [productId, { name, lastGivenBack }] of again) {
    const stock = stockOf.get(productId) ?? 0
    if (stock < lastGivenBack) throw new ConflictError(STOCK_MESSAGES.takeAgainShort(displayName(name), lastGivenBack, stock))
  }
  await describeStockChanges(tx, { kind: 'order', orderId, actor, note: STOCK_MESSAGES.takenAgainNote })
  let moved = false
  for (const [productId, { lastGivenBack }] of again) {
    if (await move(tx, productId, -lastGivenBack)) moved = true
  }
  return moved
}
