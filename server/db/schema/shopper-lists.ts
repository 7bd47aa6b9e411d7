/**
 * Back-in-stock alerts and favourites (server/shopper-lists/, decision 045). Alert e-mails are
 * compared lowercased (domain/shopper-lists/stock-alerts.ts); a request's token is in its confirm
 * and unsubscribe links.
 */
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, identityId, ownedBy, timestamptz } from './columns.ts'
import { products } from './products.ts'
import { users } from './shoppers.ts'

/**
 * 'Avisame cuando ingrese': one row per product and e-mail. Asking again after it ended
 * (expired, sent, unsubscribed) starts it over on the same row with a new token.
 */
export const stockAlertRequests = pgTable(
  'stock_alert_requests',
  {
    id: identityId(),
    productId: ownedBy('product_id', () => products.id),
    email: text('email').notNull(),
    token: text('token').notNull(),
    /** when this round of the request was made: the order 'oldest first' follows */
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
    notifiedAt: timestamptz('notified_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('stock_alert_requests_product_email_key').on(t.productId, t.email),
    uniqueIndex('stock_alert_requests_token_key').on(t.token),
    index('stock_alert_requests_waiting_idx').on(t.productId, t.createdAt, t.id),
  ],
)

/** Every accepted alert request, for the hourly limits per client address and per e-mail. */
export const stockAlertAttempts = pgTable(
  'stock_alert_attempts',
  {
    id: identityId(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_alert_attempts_address_idx').on(t.address, t.createdAt),
    index('stock_alert_attempts_email_idx').on(t.email, t.createdAt),
  ],
)

/**
 * A product's last restock (stock from 0 to 1 or more), written by a trigger on products in the
 * transaction that changed the stock, whatever changed it (the hand-written migration `*_stock_alerts_data.sql`).
 * `pending` until the alert dispatcher has e-mailed the subscribers it may.
 */
export const productRestocks = pgTable(
  'product_restocks',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    restockedAt: timestamptz('restocked_at').notNull().defaultNow(),
    /** the stock right after the restock: the units that came in */
    units: integer('units').notNull(),
    pending: boolean('pending').notNull().default(true),
  },
  (t) => [index('product_restocks_pending_idx').on(t.pending)],
)

/** 'Mis favoritos' of an account. */
export const favourites = pgTable(
  'favourites',
  {
    userId: ownedBy('user_id', () => users.id),
    productId: ownedBy('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_product_idx').on(t.productId)],
)
