/**
 * The database schema. Money is `numeric(14,2)` so totals are exact; the repositories map
 * rows to the spec's field names (domain/product.ts), so nothing below leaks to the pages.
 */
import { sql } from 'drizzle-orm'
import type { PlanView } from '#domain/financing-view.ts'
import type { OrderPayload } from '#domain/order-payload.ts'
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    stock: integer('stock').notNull().default(0),
    category: text('category').notNull().default(''),
    subCategory: text('sub_category').notNull().default(''),
    brand: text('brand').notNull().default(''),
    whiteLine: smallint('white_line').notNull().default(0),
    imgUrl: text('img_url').notNull().default(''),
    imgUrls: jsonb('img_urls')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    priceList1: money('price_list_1'),
    priceList2: money('price_list_2'),
    priceList3: money('price_list_3'),
    priceList4: money('price_list_4'),
    priceList5: money('price_list_5'),
    priceList6: money('price_list_6'),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(21),
    weekViews: integer('week_views').notNull().default(0),
    descriptions: text('descriptions'),
    specifications: text('specifications'),
    faq: text('faq'),
    /** hidden from the store by staff (the back office's Productos), kept with its orders and history */
    hidden: boolean('hidden').notNull().default(false),
    // Accent- and case-free text the search matches against. unaccent() is only STABLE, so it
    // goes through the IMMUTABLE wrapper created in the first migration (store_unaccent).
    searchText: text('search_text').generatedAlwaysAs(sql`lower(store_unaccent(name || ' ' || sku || ' ' || sub_category))`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A category listing's total and facets (products-repository.ts facets) read from this index
    // alone (an index-only scan): every column they filter or group by is in it, the category
    // itself too, which PostgreSQL asks for to read lower(category) from the index. At 1,000,000
    // products the demo's largest category is a third of the catalogue; from the table that read
    // was past the 5 s statement timeout on a cold cache.
    index('products_category_idx').on(
      sql`lower(${t.category})`,
      t.subCategory,
      t.brand,
      t.priceList1,
      t.hidden,
      t.whiteLine,
      t.category,
    ),
    index('products_sub_category_idx').on(sql`lower(${t.subCategory})`),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_price_idx').on(t.priceList1),
    // The back office's list (issue 13): newest change first and by stock, with the id as the
    // tie-break an import leaves (every row of one import shares its updated_at), so a page is
    // read from the index in order; the two "missing" filters from partial indexes.
    index('products_updated_at_idx').on(t.updatedAt, t.id),
    index('products_stock_idx').on(t.stock, t.id),
    index('products_without_image_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.imgUrl} = ''`),
    index('products_without_description_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.descriptions} is null`),
    // The A-Z order of the listing and the back office (products-repository.ts nameOrder): a
    // page of 25 by name reads 25 index entries instead of sorting the catalogue.
    index('products_name_order_idx').on(
      sql`(lower(store_unaccent(replace(replace(${t.name}, 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C")`,
    ),
    // Every listing sort starts with the products in stock (products-repository.ts inStock); these
    // keep the first page of 'price descending' (read backwards) and 'Menor precio' (the second,
    // read backwards) an index scan: ~0.2 ms instead of ~200 ms at 100,000 products.
    index('products_in_stock_price_idx').on(sql`(${t.stock} >= 1)`, t.priceList1),
    index('products_in_stock_price_asc_idx').on(sql`(${t.stock} >= 1)`, t.priceList1.desc().nullsFirst()),
    // The recommendations' pool: a sub-category's products in stock first, dearest first
    // (products-repository.ts recommendationPool), read backwards from this index.
    index('products_recommendation_pool_idx').on(
      sql`lower(trim(${t.subCategory}))`,
      sql`(${t.stock} >= 1)`,
      t.priceList1,
      t.id.desc().nullsFirst(),
    ),
  ],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull().default(''),
    username: text('username').notNull().default(''),
    /** a DNI or an 11-digit CUIT/CUIL, digits only (issue 15) */
    dni: text('dni').notNull().default(''),
    /** condición frente al IVA: domain/vat-condition.ts VAT_CONDITIONS */
    vatCondition: text('vat_condition').notNull().default('consumidor_final'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    location: text('location').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /** moves on every password change: tokens signed with an older value are refused */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_google_sub_key').on(t.googleSub)],
)

/** One row: the last order number handed out. Updated in the order's own transaction. */
export const orderCounter = pgTable('order_counter', {
  id: smallint('id').primaryKey().default(1),
  lastMovement: integer('last_movement').notNull().default(0),
})

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    movement: integer('movement').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    totalPrice: money('total_price'),
    orderState: text('order_state').notNull().default('Pendiente'),
    address: text('address').notNull().default(''),
    payment: text('payment').notNull().default(''),
    paymentList: smallint('payment_list').notNull().default(1),
    /** the order's e-mail payload (`datos_de_orden`), as stored when the order was placed */
    payload: jsonb('payload').$type<OrderPayload>().notNull(),
    /** the buyer's billing identity (issue 15): 'dni' or 'cuit', its digits, the VAT condition and the invoice it calls for */
    taxIdKind: text('tax_id_kind').notNull().default('dni'),
    taxId: text('tax_id').notNull().default(''),
    vatCondition: text('vat_condition').notNull().default('consumidor_final'),
    invoiceType: text('invoice_type').notNull().default('B'),
    /** the chosen instalment plan's figures as shown when the order was placed (domain/financing-view.ts); null for one payment */
    financing: jsonb('financing').$type<PlanView>(),
    invoiceNumber: integer('invoice_number'),
    invoiceFile: text('invoice_file'),
    /** a retried or double-clicked request carries the same key and gets the same order */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('orders_movement_key').on(t.movement),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_date_idx').on(t.userId, t.date),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
)

/**
 * A home banner as staff edit it: one slide with its desktop image (`path`) and its mobile image
 * (`mobile_path`), one link and one place. The spec's rows (one per shape, the shape in the name)
 * are made from it on the way out (page-repository.ts). `name` is the slide's name without the
 * shape; a disabled banner is kept but not shown.
 */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  path: text('path').notNull().default(''),
  mobilePath: text('mobile_path').notNull().default(''),
  pathTo: text('path_to').notNull().default(''),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

export const carouselCategories = pgTable('carousel_categories', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  imgUrl: text('img_url').notNull().default(''),
  position: integer('position').notNull().default(0),
})

export const carouselBrands = pgTable('carousel_brands', {
  id: serial('id').primaryKey(),
  brandName: text('brand_name').notNull(),
  imagePath: text('image_path').notNull().default(''),
  position: integer('position').notNull().default(0),
})

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`)],
)

export const resellerEnquiries = pgTable(
  'reseller_enquiries',
  {
    id: serial('id').primaryKey(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull().default(''),
    phone: bigint('phone', { mode: 'number' }).notNull(),
    comentary: text('comentary').notNull().default(''),
    view: integer('view').notNull().default(0),
    createdAt: createdAt(),
  },
  // The same person sending the same phone twice is "already stored" (409).
  (t) => [uniqueIndex('reseller_enquiries_phone_key').on(t.phone)],
)

/** Transactional outbox: written with the business row, delivered by the mail sender. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull().default(''),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
)

/** Small key/value facts about the store's data: whether the demo was seeded, the catalogue version. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Sign-in attempts, counted per (e-mail, client address), per address and per account over
 * sliding windows (server/services/login-throttle.ts, docs/decisions/009). A row is written
 * before the password is checked and removed by a success, so what stays are failures; it lives
 * in the database so every instance counts the same attempts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_address_idx').on(t.address, t.createdAt),
    index('login_attempts_pair_idx').on(t.email, t.address),
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_created_idx').on(t.createdAt),
  ],
)

/**
 * Client addresses (IPv4, or an IPv6 /64) an account has signed in or registered from. Once an
 * account's failures from other addresses pass its budget, only these may still try
 * (login-throttle.ts): a stranger's guesses cannot lock the owner out of their usual places.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index('login_known_addresses_last_success_idx').on(t.lastSuccessAt)],
)

/** Account registrations per client address, for the hourly limit (registration-limit.ts). */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('registration_attempts_address_idx').on(t.address, t.createdAt),
    index('registration_attempts_created_idx').on(t.createdAt),
  ],
)

/**
 * Withdrawal requests ('Botón de arrepentimiento', server/services/withdrawal-service.ts). One
 * e-mail asks once per order: the same pair again is answered with the code it already has.
 * `address` is the client address the hourly limit counts (never shown to anyone but staff).
 * `order_number` is what the consumer typed, not a reference: the order may not exist.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    orderNumber: integer('order_number').notNull(),
    reason: text('reason').notNull().default(''),
    address: text('address').notNull(),
    /** where staff stand with it (domain/withdrawal-states.ts); set from the back office */
    state: text('state').notNull().default('recibida'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_code_key').on(t.code),
    uniqueIndex('withdrawal_requests_email_order_key').on(t.email, t.orderNumber),
    index('withdrawal_requests_address_idx').on(t.address, t.createdAt),
    index('withdrawal_requests_email_idx').on(t.email, t.createdAt),
  ],
)

/**
 * Every state an order has been in, oldest first (server/services/order-state-service.ts). The
 * first row of an order placed after this table existed is 'Pendiente' at the order's date;
 * orders older than the table got their state at that time as their first row. `actor` is who
 * changed it, as text ('ventas@…', 'línea de comandos', 'tienda' for the order itself);
 * `notified` whether the shopper was e-mailed about it.
 */
export const orderStateHistory = pgTable(
  'order_state_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull().default(''),
    notified: boolean('notified').notNull().default(false),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_state_history_order_idx').on(t.orderId, t.setAt)],
)

/**
 * Password-reset links (server/services/password-reset-service.ts). Only a SHA-256 of the
 * token is kept; `password_fingerprint` ties it to the password the account had when it was
 * asked for (a password changed meanwhile voids it). Used once, valid for an hour.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
)

/** Reset requests per client address, for the hourly limit (known and unknown e-mails alike). */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_requests_address_idx').on(t.address, t.createdAt),
    index('password_reset_requests_created_idx').on(t.createdAt),
  ],
)

/**
 * The seller's staff: accounts of the back office (/admin), separate from customers. The e-mail
 * is stored lowercased; the password hash is the storefront's (passwords.ts).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
)

/**
 * Server-side staff sessions (docs/decisions/022-staff-sessions-and-csrf.md): the cookie holds a
 * random token and only its SHA-256 is stored; `csrf_token` is the session's synchronizer token.
 * A session ends (ended_at) on sign-out, on a password change and when its account is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
)

/** Every staff write: who, when, what, and the row before → after. Shown to admins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** null for the command line */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
)
/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite; always handed out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * Files staff upload (invoice PDFs today; product and banner images later), kept in the database
 * so every instance on one PostgreSQL serves them (server/files/, docs/deploy.md). Used when the
 * file store is 'database' (the default with DATABASE_URL); `key` is the file's path-like name
 * (`bills/client_12/fc-1500_movement-00000002.pdf`).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The back office's catalogue imports (docs/back-office.md, decision "catalogue imports in
 * batches"): one row per uploaded file, from its preview to its undo. Progress and results live
 * here, so any instance can show them and an undo works after a restart.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    /** null for an account since deleted */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    encoding: text('encoding').notNull(),
    /** preview, applying, applied, failed, undoing, undone (domain/admin/catalogue-import.ts) */
    status: text('status').notNull(),
    /** data rows in the file */
    readRows: integer('read_rows').notNull(),
    /** rows that will be (or were) written or found unchanged: the bar's 100 % */
    totalRows: integer('total_rows').notNull(),
    doneRows: integer('done_rows').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    /** every rejected row: { row, sku, reason } */
    rejected: jsonb('rejected').$type<unknown[]>().notNull(),
    /** a few updated rows with their changed fields, as the preview showed them */
    sample: jsonb('sample').$type<unknown[]>().notNull(),
    message: text('message'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** moved by the instance applying or undoing, so a stopped one can be told from a slow one */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_imports_created_idx').on(t.createdAt)],
)

/**
 * An import's accepted rows: what the file says (`input`, with the columns it `given`), and once
 * applied what it did (`outcome`) with the fields it changed before → after, for the undo.
 */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    input: jsonb('input').$type<unknown>().notNull(),
    given: jsonb('given').$type<string[]>().notNull(),
    /** added, updated or unchanged once applied; null before */
    outcome: text('outcome'),
    /** the changed fields' earlier values (null for an added product) */
    before: jsonb('before').$type<unknown>(),
    /** the changed fields' values as written (an added product: all of them) */
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
)
