/** What 'Mis favoritos' shows of each saved product, and the favourites API's messages and body. */
import { z } from 'zod'
import type { CartProduct } from '../product.ts'
import { MAX_FAVOURITES } from './favourites.ts'

export interface FavouriteItem {
  /** what a card and the cart need of it */
  product: CartProduct
  /** 'Volvió a ingresar': in stock after a restock later than it was saved (favourites.ts isBackInStock) */
  back_in_stock: boolean
}

export const FAVOURITE_MESSAGES = {
  unknownProduct: 'El producto no existe.',
  full: `Tu lista llegó al máximo de ${MAX_FAVOURITES} favoritos. Quitá alguno para agregar otro.`,
  add: 'Agregar a favoritos',
  remove: 'Quitar de favoritos',
  backInStock: 'Volvió a ingresar',
  empty: 'Todavía no guardaste favoritos. Tocá el corazón de un producto para guardarlo acá.',
} as const

const productId = z.coerce
  .number({ error: FAVOURITE_MESSAGES.unknownProduct })
  .int(FAVOURITE_MESSAGES.unknownProduct)
  .positive(FAVOURITE_MESSAGES.unknownProduct)
  .max(2_147_483_647, FAVOURITE_MESSAGES.unknownProduct)

export const favouriteParamsSchema = z.object({ productId })

/** POST /api/favourites/join: the visitor's ids from the browser. */
export const joinFavouritesSchema = z.object({
  ids: z.array(productId).max(MAX_FAVOURITES, `Máximo ${MAX_FAVOURITES} favoritos`),
})
