/**
 * Back-in-stock alerts' SQL: requests, the hourly limits' attempts, restocks waiting for their
 * alerts, and the back office's demand. The rules are domain/shopper-lists/stock-alerts.ts's;
 * `waitingRequest` below is their SQL form (stock-alert-routes.integration.test.ts checks both agree).
 */
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import { CONFIRMED_LIFETIME_MS, UNCONFIRMED_LIFETIME_MS } from '#domain/shopper-lists/stock-alerts.ts'
import type { Executor } from '../db/database.ts'
import { storeSharedBody } from '../mail/outbox-repository.ts'
import {
  emailBodies,
  emailOutbox,
  productRestocks,
  products,
  stockAlertAttempts,
  stockAlertRequests,
} from '../db/schema/index.ts'
import type { RestockEmailTemplate } from './stock-alert-email.ts'

export type StockAlertRow = typeof stockAlertRequests.$inferSelect

const r = stockAlertRequests
const confirmedSeconds = CONFIRMED_LIFETIME_MS / 1000
const unconfirmedSeconds = UNCONFIRMED_LIFETIME_MS / 1000

/** Confirmed, within 90 days of its confirmation, not sent, not unsubscribed (stockAlertState 'confirmed'). */
export const waitingRequest: SQL = sql`(${r.confirmedAt} is not null and ${r.notifiedAt} is null and ${r.unsubscribedAt} is null
  and ${r.confirmedAt} > now() - make_interval(secs => ${confirmedSeconds}::double precision))`

/** Unconfirmed and younger than 7 days (stockAlertState 'pending'). */
const pendingRequest: SQL = sql`(${r.confirmedAt} is null and ${r.notifiedAt} is null and ${r.unsubscribedAt} is null
  and ${r.createdAt} > now() - make_interval(secs => ${unconfirmedSeconds}::double precision))`

export interface AlertProductRow {
  id: number
  sku: string
  name: string
  stock: number
  price: number
  hidden: boolean
}

export type DemandSort = 'waiting_desc' | 'waiting_asc' | 'name_asc' | 'name_desc' | 'oldest_asc' | 'oldest_desc'

export interface DemandRow {
  productId: number
  sku: string
  name: string
  stock: number
  /** confirmed requests waiting */
  waiting: number
  /** requests still to be confirmed */
  pending: number
  /** when the oldest waiting request was made */
  oldestAt: Date
}

export function stockAlertRepository(db: Executor) {
  return {
    /** Serialises requests of one address and of one e-mail across instances (see withdrawal-repository.ts). */
    async lock(keys: string[]): Promise<void> {
      for (const key of [...new Set(keys)].sort()) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-alert:${key}`}))`)
      }
    },

    /** Accepted requests within the window, by the database's clock: from this address, and for this e-mail. */
    async countAttempts(address: string, email: string, windowSeconds: number): Promise<{ address: number; email: number }> {
      const a = stockAlertAttempts
      const [row] = await db
        .select({
          address: sql<number>`count(*) filter (where ${a.address} = ${address})`.mapWith(Number),
          email: sql<number>`count(*) filter (where ${a.email} = ${email})`.mapWith(Number),
        })
        .from(a)
        .where(
          and(
            gt(a.createdAt, sql`now() - make_interval(secs => ${windowSeconds}::double precision)`),
            sql`(${a.address} = ${address} or ${a.email} = ${email})`,
          ),
        )
      return { address: row?.address ?? 0, email: row?.email ?? 0 }
    },

    async recordAttempt(address: string, email: string): Promise<void> {
      await db.insert(stockAlertAttempts).values({ address, email })
    },

    async product(id: number): Promise<AlertProductRow | undefined> {
      const [row] = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          stock: products.stock,
          price: products.priceList1,
          hidden: products.hidden,
        })
        .from(products)
        .where(eq(products.id, id))
      return row
    },

    /** The pair's request, locked, and whether it is still active (pending or confirmed: stockAlertState). */
    async byProductAndEmail(productId: number, email: string): Promise<{ id: number; active: boolean } | undefined> {
      const [row] = await db
        .select({ id: r.id, active: sql<boolean>`(${pendingRequest} or ${waitingRequest})` })
        .from(r)
        .where(and(eq(r.productId, productId), eq(r.email, email)))
        .for('update')
      return row
    },

    /** A new request, or undefined when the pair or the token is taken. */
    async insert(productId: number, email: string, token: string): Promise<StockAlertRow | undefined> {
      const [row] = await db.insert(r).values({ productId, email, token }).onConflictDoNothing().returning()
      return row
    },

    /** Starts an ended request over: a new token, made now, unconfirmed. */
    async restart(id: number, token: string): Promise<StockAlertRow> {
      const [row] = await db
        .update(r)
        .set({ token, createdAt: sql`now()`, confirmedAt: null, notifiedAt: null, unsubscribedAt: null })
        .where(eq(r.id, id))
        .returning()
      return row!
    },

    /** Confirms a pending request (again: a confirmed one stays as it was); undefined for an unknown or ended one. */
    async confirm(token: string): Promise<{ productId: number } | undefined> {
      const [row] = await db
        .update(r)
        .set({ confirmedAt: sql`coalesce(${r.confirmedAt}, now())` })
        .where(and(eq(r.token, token), sql`(${pendingRequest} or ${waitingRequest})`))
        .returning({ productId: r.productId })
      return row
    },

    /** Ends the request (idempotent); undefined for an unknown token. */
    async unsubscribe(token: string): Promise<{ productId: number } | undefined> {
      const [row] = await db
        .update(r)
        .set({ unsubscribedAt: sql`coalesce(${r.unsubscribedAt}, now())` })
        .where(eq(r.token, token))
        .returning({ productId: r.productId })
      return row
    },

    /** Restocks whose alerts are still to go out, locked for this transaction; those another instance holds are skipped. */
    async claimRestocks(limit: number): Promise<{ productId: number; units: number }[]> {
      return db
        .select({ productId: productRestocks.productId, units: productRestocks.units })
        .from(productRestocks)
        .where(eq(productRestocks.pending, true))
        .orderBy(asc(productRestocks.restockedAt))
        .limit(limit)
        .for('update', { skipLocked: true })
    },

    /** A restock sent in part: `units` are left to offer, and it stays pending. */
    async continueRestock(productId: number, units: number): Promise<void> {
      await db.update(productRestocks).set({ units }).where(eq(productRestocks.productId, productId))
    },

    async finishRestock(productId: number): Promise<void> {
      await db.update(productRestocks).set({ pending: false }).where(eq(productRestocks.productId, productId))
    },

    /**
     * The restock's alerts in one statement: the oldest `limit` waiting requests of the product
     * (oldest request first, then id; restockRecipients' rule), locked and skipped when another
     * instance holds them, are marked sent, and one outbox row each is written: the template's
     * body stored once (storeSharedBody, mail/outbox-repository.ts) and each row filling in its
     * request's token, so a batch writes a few hundred bytes per e-mail instead of a 4 kB copy.
     * Returns how many.
     */
    async queueRestockAlerts(productId: number, limit: number, template: RestockEmailTemplate): Promise<number> {
      if (limit <= 0) return 0
      const bodyId = await storeSharedBody(db, template)
      const result = await db.execute(
        sql`with picked as (
              select ${r.id} as id from ${r}
              where ${r.productId} = ${productId} and ${waitingRequest}
              order by ${r.createdAt}, ${r.id}
              limit ${limit}
              for update skip locked
            ), marked as (
              update ${r} set notified_at = now() from picked where ${r.id} = picked.id
              returning ${r.id} as id, ${r.email} as email, ${r.token} as token, ${r.createdAt} as created_at
            )
            insert into ${emailOutbox} (kind, recipients, subject, html, text, body_id, fill, headers)
            select ${template.kind}, jsonb_build_array(email), ${template.subject}, null, null, ${bodyId}, token,
                   jsonb_build_object('List-Unsubscribe', ${template.listUnsubscribe[0]} || token || ${template.listUnsubscribe[1]},
                                      'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
            from marked order by created_at, id
            returning ${emailOutbox.id} as id`,
      )
      // both drivers answer { rows } (tests/setup/sql-rows.ts says why the cast)
      const queued = (result as unknown as { rows: unknown[] }).rows.length
      // nobody was waiting after all (unsubscribed, or another instance took them): no body without e-mails
      if (queued === 0) await db.delete(emailBodies).where(eq(emailBodies.id, bodyId))
      return queued
    },

    /** Products without stock that people wait for ('Demanda sin stock'), one page. */
    async demand(sort: DemandSort, limit: number, offset: number): Promise<{ rows: DemandRow[]; total: number }> {
      const waiting = sql<number>`count(*) filter (where ${waitingRequest})`.mapWith(Number)
      const pending = sql<number>`count(*) filter (where ${pendingRequest})`.mapWith(Number)
      const oldest = sql<Date>`min(${r.createdAt}) filter (where ${waitingRequest})`.mapWith((v: string | Date) => new Date(v))
      const order = {
        waiting_desc: [desc(waiting), asc(products.id)],
        waiting_asc: [asc(waiting), asc(products.id)],
        name_asc: [asc(products.name), asc(products.id)],
        name_desc: [desc(products.name), asc(products.id)],
        oldest_asc: [asc(sql`min(${r.createdAt}) filter (where ${waitingRequest})`), asc(products.id)],
        oldest_desc: [desc(sql`min(${r.createdAt}) filter (where ${waitingRequest})`), asc(products.id)],
      }[sort]
      const base = db
        .select({
          productId: products.id,
          sku: products.sku,
          name: products.name,
          stock: products.stock,
          waiting,
          pending,
          oldestAt: oldest,
        })
        .from(r)
        .innerJoin(products, eq(products.id, r.productId))
        .where(and(lte(products.stock, 0), waitingRequest))
        .groupBy(products.id)
      const rows = await base
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
      const [count] = await db
        .select({ total: sql<number>`count(distinct ${r.productId})`.mapWith(Number) })
        .from(r)
        .innerJoin(products, eq(products.id, r.productId))
        .where(and(lte(products.stock, 0), waitingRequest))
      return { rows, total: count?.total ?? 0 }
    },

    /** The dashboard's count: products without stock with people waiting, and how many people. */
    async demandCount(): Promise<{ products: number; people: number }> {
      const [row] = await db
        .select({
          products: sql<number>`count(distinct ${r.productId})`.mapWith(Number),
          people: sql<number>`count(*)`.mapWith(Number),
        })
        .from(r)
        .innerJoin(products, eq(products.id, r.productId))
        .where(and(lte(products.stock, 0), waitingRequest))
      return { products: row?.products ?? 0, people: row?.people ?? 0 }
    },

    /** For tests and staff tools: a product's requests, oldest first. */
    async ofProduct(productId: number): Promise<StockAlertRow[]> {
      return db.select().from(r).where(eq(r.productId, productId)).orderBy(asc(r.createdAt), asc(r.id))
    },
  }
}

export type StockAlertRepository = ReturnType<typeof stockAlertRepository>
