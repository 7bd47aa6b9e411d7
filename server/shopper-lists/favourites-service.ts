/**
 * 'Mis favoritos' (decision 045): an account's list in the database; a visitor's lives in the
 * browser (app/components/shopper-lists/) and is joined here at sign-in (`join`), the account's
 * own entries first, never past MAX_FAVOURITES (domain/shopper-lists/favourites.ts).
 */
import { FAVOURITE_MESSAGES, type FavouriteItem } from '#domain/shopper-lists/favourite-items.ts'
import { MAX_FAVOURITES, isBackInStock, joinFavourites } from '#domain/shopper-lists/favourites.ts'
import { toCartProduct } from '#domain/product.ts'
import type { Database } from '../db/database.ts'
import { ConflictError, NotFoundError } from '../shared/errors.ts'
import { favouritesRepository } from './favourites-repository.ts'

export interface FavouritesService {
  /** The account's product ids, newest first (the hearts). */
  ids(userId: number): Promise<number[]>
  /** The list page: price, stock, image and the 'volvió a ingresar' mark. */
  list(userId: number): Promise<FavouriteItem[]>
  /** Saves one (404 unknown product, 409 list full); returns the ids. */
  add(userId: number, productId: number): Promise<number[]>
  remove(userId: number, productId: number): Promise<number[]>
  /** Joins a visitor's list (the browser's ids, unknown ones dropped); returns the ids. */
  join(userId: number, browserIds: number[]): Promise<number[]>
}

export function favouritesService(database: Database): FavouritesService {
  const { db } = database
  return {
    ids: (userId) => favouritesRepository(db).ids(userId),

    async list(userId) {
      const rows = await favouritesRepository(db).list(userId)
      return rows.map((row) => ({
        product: toCartProduct(row.product),
        back_in_stock: isBackInStock(row.savedAt, row.restockedAt, row.product.stock),
      }))
    },

    async add(userId, productId) {
      return db.transaction(async (tx) => {
        const repo = favouritesRepository(tx)
        if ((await repo.existing([productId])).length === 0) throw new NotFoundError(FAVOURITE_MESSAGES.unknownProduct)
        const ids = await repo.ids(userId)
        if (ids.includes(productId)) return ids
        if ((await repo.count(userId)) >= MAX_FAVOURITES) throw new ConflictError(FAVOURITE_MESSAGES.full)
        await repo.add(userId, [productId])
        return repo.ids(userId)
      })
    },

    async remove(userId, productId) {
      const repo = favouritesRepository(db)
      await repo.remove(userId, productId)
      return repo.ids(userId)
    },

    async join(userId, browserIds) {
      return db.transaction(async (tx) => {
        const repo = favouritesRepository(tx)
        const known = new Set(await repo.existing(browserIds))
        const account = await repo.ids(userId)
        const room = Math.max(0, MAX_FAVOURITES - (await repo.count(userId)))
        const added = joinFavourites(
          account,
          browserIds.filter((id) => known.has(id)),
        )
          .slice(account.length)
          .slice(0, room)
        await repo.add(userId, added)
        return repo.ids(userId)
      })
    },
  }
}
