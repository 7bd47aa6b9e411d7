/**
 * An approved reseller's prices and terms (decision 058): what POST /api/reseller-prices answers
 * for the skus on a page, and what placing an order asks (server/orders/order-placing.ts declares
 * the shape it needs, so orders depend on no other feature). Only an account in state `aprobada`
 * gets anything: a retail customer, a pending, rejected or suspended one gets a 403 here and retail
 * prices at checkout.
 */
import {
  creditAvailable,
  resellerPriceOf,
  WHOLESALE_TERMS_MESSAGES,
  type ResellerPrice,
  type ResellerPricesAnswer,
  type WholesaleOrderTerms,
} from '#domain/wholesale/wholesale-prices.ts'
import type { Database, Executor } from '../db/database.ts'
import { ForbiddenError } from '../shared/errors.ts'
import { resellerAccountsRepository } from './reseller-accounts-repository.ts'
import { resellerPricesRepository } from './reseller-prices-repository.ts'
import { resellerMinimumOrder } from './wholesale-settings.ts'

export type { WholesaleOrderTerms }

export interface ResellerPricesService {
  /** 403 unless the customer's reseller account is approved */
  pricesFor(userId: number, skus: readonly string[]): Promise<ResellerPricesAnswer>
  /**
   * The customer's terms when their account is approved, null otherwise. `lock` holds the
   * account's row until the order's transaction ends, so a suspension cannot slip between the
   * check and the order.
   */
  forOrder(db: Executor, userId: number, skus: readonly string[], lock: boolean): Promise<WholesaleOrderTerms | null>
  /** the cuenta corriente's unpaid orders (back office: the reseller's page) */
  balanceUsed(userId: number): Promise<number>
}

async function pricesOf(db: Executor, skus: readonly string[]): Promise<Map<string, ResellerPrice>> {
  const rows = await resellerPricesRepository(db).wholesaleBySkus(skus)
  return new Map(
    rows.flatMap((row) => {
      const price = resellerPriceOf(row)
      return price ? [[row.sku, price] as const] : []
    }),
  )
}

export function resellerPricesService({ database }: { database: Database }): ResellerPricesService {
  const { db } = database
  const forOrder: ResellerPricesService['forOrder'] = async (executor, userId, skus, lock) => {
    const account = await resellerAccountsRepository(executor).ofUser(userId, lock)
    if (account?.state !== 'aprobada') return null
    return {
      razonSocial: account.razonSocial,
      cuit: account.cuit,
      vatCondition: account.vatCondition,
      creditLimit: account.creditLimit,
      balanceUsed: await resellerPricesRepository(executor).onAccountBalance(userId),
      minimumOrder: await resellerMinimumOrder(executor),
      prices: await pricesOf(executor, skus),
    }
  }
  return {
    forOrder,
    balanceUsed: (userId) => resellerPricesRepository(db).onAccountBalance(userId),
    async pricesFor(userId, skus) {
      const terms = await forOrder(db, userId, skus, false)
      if (!terms) throw new ForbiddenError(WHOLESALE_TERMS_MESSAGES.notReseller)
      return {
        prices: [...terms.prices.values()],
        minimum_order: terms.minimumOrder,
        credit: {
          limit: terms.creditLimit,
          used: terms.balanceUsed,
          available: creditAvailable(terms.creditLimit, terms.balanceUsed),
        },
      }
    },
  }
}
