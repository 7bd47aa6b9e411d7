/**
 * 'Avisame cuando ingrese' (decision 045). A request runs in one transaction: it locks the client
 * address and the e-mail, applies the hourly limits (counted in the database, so every instance
 * agrees), and either finds the pair's request still active (nothing new, no e-mail) or starts
 * one and writes its confirmation e-mail to the outbox. The answer is the same either way, so it
 * never tells whether an address was subscribed.
 *
 * A restock (stock from 0 to 1 or more, by any path) is recorded by a trigger on products
 * (migration *_stock_alerts_data.sql) in the transaction that changed the stock. `dispatchRestocks`
 * takes each recorded restock, reads the stock again, and e-mails the oldest confirmed requests,
 * one per unit, through the outbox, marking them sent in the same transaction: each subscriber is
 * e-mailed once, whichever instance runs it, and the outbox delivers when SMTP answers.
 */
import { randomBytes } from 'node:crypto'
import { STOCK_ALERT_MESSAGES, type StockAlertInput } from '#domain/forms/stock-alert.ts'
import { unitsToOffer } from '#domain/shopper-lists/stock-alerts.ts'
import type { Database } from '../db/database.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { addressKey } from '../shared/client-address.ts'
import { ConflictError, NotFoundError, RateLimitedError } from '../shared/errors.ts'
import { renderStockAlertConfirmation, restockEmailTemplate } from './stock-alert-email.ts'
import { stockAlertRepository, type DemandRow, type DemandSort } from './stock-alert-repository.ts'

export interface StockAlertLimits {
  windowSeconds: number
  /** accepted requests one client address may make within the window */
  perAddress: number
  /** accepted requests for one e-mail within the window, from any address */
  perEmail: number
}

export const STOCK_ALERT_RATE_LIMITS: StockAlertLimits = { windowSeconds: 60 * 60, perAddress: 10, perEmail: 5 }

/** Restocks one dispatch round takes; each is its own transaction. */
const RESTOCKS_PER_ROUND = 20

/**
 * Alert e-mails one transaction writes. A restock with more waiting goes out in batches, the
 * dispatcher pausing between them (restock-dispatcher.ts): 10,000 rows of e-mail in one statement
 * kept a core of the database busy for a second and halved the storefront's throughput on a
 * 2-core machine meanwhile (docs/BENCHMARKS.md, "Stock alerts").
 */
export const ALERTS_PER_BATCH = 1000

export const newAlertToken = (): string => randomBytes(32).toString('base64url')

export interface StockAlertServiceDeps {
  database: Database
  /** the public origin the e-mails link to (mail/email-origin.ts) */
  origin: string
  limits?: StockAlertLimits
  /** ALERTS_PER_BATCH unless a test says otherwise */
  alertsPerBatch?: number
}

export interface DispatchResult {
  /** restocks handled (a batch of one counts) */
  restocks: number
  /** alert e-mails written to the outbox */
  emails: number
  /** a restock has more alerts to send: the round stopped after its batch, and the next comes soon */
  more: boolean
}

export interface StockAlertService {
  /** A validated request (domain/forms/stock-alert.ts) from client address `ip`; the answer's message is always the same. */
  request(input: StockAlertInput, ip: string | undefined): Promise<{ message: string }>
  /** The confirmation link's token: confirms the request (404 for an unknown or expired one). */
  confirm(token: string): Promise<{ message: string; product: { name: string; sku: string } }>
  /** The unsubscribe link's or header's token: ends the request (404 for an unknown one). */
  unsubscribe(token: string): Promise<{ message: string }>
  /** E-mails the subscribers of every recorded restock (the dispatcher's round; tests call it). */
  dispatchRestocks(): Promise<DispatchResult>
  /** 'Demanda sin stock': products without stock that people wait for, one page. */
  demand(query: { sort: DemandSort; limit: number; offset: number }): Promise<{ rows: DemandRow[]; total: number }>
  /** The dashboard's count. */
  demandCount(): Promise<{ products: number; people: number }>
}

export function stockAlertService({
  database,
  origin,
  limits = STOCK_ALERT_RATE_LIMITS,
  alertsPerBatch = ALERTS_PER_BATCH,
}: StockAlertServiceDeps): StockAlertService {
  const { db } = database

  async function dispatchOne(): Promise<{ handled: boolean; emails: number; more: boolean }> {
    return db.transaction(async (tx) => {
      const repo = stockAlertRepository(tx)
      const [restock] = await repo.claimRestocks(1)
      if (!restock) return { handled: false, emails: 0, more: false }
      const product = await repo.product(restock.productId)
      // Read again now: the stock may have gone back to 0, or been sold, since the restock.
      const units = product && !product.hidden ? unitsToOffer(restock.units, product.stock) : 0
      const batch = Math.min(units, alertsPerBatch)
      const emails =
        product && batch > 0
          ? await repo.queueRestockAlerts(
              product.id,
              batch,
              restockEmailTemplate({ name: product.name, sku: product.sku, price: product.price }, origin),
            )
          : 0
      // A full batch with units left: the restock stays pending for what is left (the next batch
      // reads the stock again); fewer requests than the batch means nobody else is waiting.
      const more = emails === alertsPerBatch && units > emails
      if (more) await repo.continueRestock(restock.productId, units - emails)
      else await repo.finishRestock(restock.productId)
      return { handled: true, emails, more }
    })
  }

  return {
    async request(input, ip) {
      const address = addressKey(ip)
      return db.transaction(async (tx) => {
        const repo = stockAlertRepository(tx)
        const product = await repo.product(input.product_id)
        if (!product || product.hidden) throw new NotFoundError(STOCK_ALERT_MESSAGES.unknownProduct)
        if (product.stock >= 1) throw new ConflictError(STOCK_ALERT_MESSAGES.inStock)

        await repo.lock([`address:${address}`, `email:${input.email}`])
        const counts = await repo.countAttempts(address, input.email, limits.windowSeconds)
        if (counts.address >= limits.perAddress || counts.email >= limits.perEmail) {
          throw new RateLimitedError(STOCK_ALERT_MESSAGES.rateLimited, limits.windowSeconds)
        }
        await repo.recordAttempt(address, input.email)

        const existing = await repo.byProductAndEmail(product.id, input.email)
        if (existing?.active) return { message: STOCK_ALERT_MESSAGES.requested }
        const token = newAlertToken()
        const row = existing ? await repo.restart(existing.id, token) : await repo.insert(product.id, input.email, token)
        if (!row) throw new Error('stock alert: the request could not be stored')
        await enqueueEmail(tx, renderStockAlertConfirmation({ product, email: row.email, token: row.token }, origin))
        return { message: STOCK_ALERT_MESSAGES.requested }
      })
    },

    async confirm(token) {
      return db.transaction(async (tx) => {
        const repo = stockAlertRepository(tx)
        const confirmed = await repo.confirm(token)
        const product = confirmed && (await repo.product(confirmed.productId))
        if (!product) throw new NotFoundError(STOCK_ALERT_MESSAGES.invalidLink)
        return { message: STOCK_ALERT_MESSAGES.confirmed, product: { name: product.name, sku: product.sku } }
      })
    },

    async unsubscribe(token) {
      const ended = await stockAlertRepository(db).unsubscribe(token)
      if (!ended) throw new NotFoundError(STOCK_ALERT_MESSAGES.invalidLink)
      return { message: STOCK_ALERT_MESSAGES.unsubscribed }
    },

    async dispatchRestocks() {
      const result: DispatchResult = { restocks: 0, emails: 0, more: false }
      for (let i = 0; i < RESTOCKS_PER_ROUND; i++) {
        const one = await dispatchOne()
        if (!one.handled) break
        result.restocks++
        result.emails += one.emails
        // the pause between batches is the dispatcher's: it gives the storefront the database back
        if (one.more) return { ...result, more: true }
      }
      return result
    },

    demand: ({ sort, limit, offset }) => stockAlertRepository(db).demand(sort, limit, offset),
    demandCount: () => stockAlertRepository(db).demandCount(),
  }
}
