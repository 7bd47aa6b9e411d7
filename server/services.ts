/**
 * Every service a request may need, built once per process (server/index.ts, or a test's store)
 * and handed to the API's route plugins and to the pages' loaders (app/load-context.ts). Route
 * files and loaders reach data only through these: never a repository or the database.
 */
import type { Env } from '#config/env.server.ts'
import type { Database } from './db/database.ts'
import { createFileStore } from './files/create-file-store.ts'
import type { FileStore } from './files/file-store.ts'
import { accountService, type AccountService } from './accounts/account-service.ts'
import { adminProductsService, type AdminProductsService } from './catalogue/admin-products-service.ts'
import { adminService, type AdminService } from './admin/admin-service.ts'
import { adminContactsService, type AdminContactsService } from './contacts/admin-contacts-service.ts'
import { adminOutboxService, type AdminOutboxService } from './admin/admin-outbox-service.ts'
import { catalogueImportService, type CatalogueImportService } from './catalogue/import/catalogue-import-runs.ts'
import { catalogueService, type CatalogueService } from './catalogue/catalogue-service.ts'
import { contactService, type ContactService } from './contacts/contact-service.ts'
import { healthService, type HealthService } from './health/health-service.ts'
import { homeContentService, type HomeContentService } from './home-content/home-content-service.ts'
import { deriveLinkSecret } from './orders/invoice-links.ts'
import { loadJwtSecret } from './accounts/jwt-secret.ts'
import { orderService, type OrderService } from './orders/order-service.ts'
import { adminOrdersService, type AdminOrdersService } from './orders/admin-orders-service.ts'
import { staffNotesService, type StaffNotesService } from './staff-notes/staff-notes-service.ts'
import { createReportService, type ReportService } from './reports/report-service.ts'
import { orderStateService, type OrderStateService } from './orders/order-state-service.ts'
import { passwordResetService, type PasswordResetService } from './accounts/password-reset-service.ts'
import { deriveFingerprintKey } from './accounts/password-reset-tokens.ts'
import { emailOrigin } from './mail/email-origin.ts'
import { adminStaffService, type AdminStaffService } from './admin/admin-staff-service.ts'
import { tokenService, type TokenService } from './accounts/token-service.ts'
import { STOCK_ALERT_RATE_LIMITS, stockAlertService, type StockAlertService } from './shopper-lists/stock-alert-service.ts'
import { favouritesService, type FavouritesService } from './shopper-lists/favourites-service.ts'
import { shippingService, type ShippingService } from './shipping/shipping-service.ts'
import { stockService, type StockService } from './stock/stock-service.ts'
import { adminShippingService, type AdminShippingService } from './shipping/admin-shipping-service.ts'
import { storeCalendar } from './shipping/shipping-calendar.ts'
import { adminPaymentService, type AdminPaymentService } from './payments/admin-payment-service.ts'
import { mercadoPagoClient, type MercadoPagoClient } from './payments/mercadopago-client.ts'
import { paymentService, type PaymentService } from './payments/payment-service.ts'
import { reconciliation, type Reconciliation } from './payments/payment-reconciliation.ts'
import { WITHDRAWAL_RATE_LIMITS, withdrawalService, type WithdrawalService } from './contacts/withdrawal-service.ts'
import { wholesaleService, type WholesaleService } from './wholesale/wholesale-service.ts'
import { priceListService, type PriceListService } from './wholesale/price-list-service.ts'
import { resellerPricesService, type ResellerPricesService } from './wholesale/reseller-prices-service.ts'

export interface Services {
  /** the validated configuration (config/env.server.ts) */
  env: Env
  /** the database's kind and whether it answers (GET /api/health) */
  health: HealthService
  /** products, banners, carousels, listing, search (catalogue-service.ts) */
  catalogue: CatalogueService
  /** the back office's catalogue import (preview, apply in batches, undo) and export (catalogue-import-runs.ts) */
  catalogueImports: CatalogueImportService
  /** session tokens: sign, verify, read the bearer header (token-service.ts) */
  tokens: TokenService
  /** signs invoice links (invoice-links.ts); derived from the JWT secret, so instances agree */
  linkSecret: Uint8Array
  /** customer accounts: sign-in, profile, password (account-service.ts) */
  accounts: AccountService
  /** a customer's orders: place, history, invoice links (order-service.ts) */
  orders: OrderService
  /** the staff's work on orders: the lists, an order's page, its state, its invoice, its staff e-mail again (admin-orders-service.ts) */
  adminOrders: AdminOrdersService
  /** staff's internal notes on orders and customers, and orders' tags (staff-notes-service.ts) */
  staffNotes: StaffNotesService
  /** Reportes: a period's sales against the previous one, rankings and mixes, and their download (report-service.ts) */
  reports: ReportService
  /** staff uploads (invoice PDFs; later product and banner images): DATA_DIR, database or S3 (server/files/) */
  files: FileStore
  /** an order's state, the one service every caller goes through: change it (history, shopper's e-mail, audit row) and list its history (order-state-service.ts) */
  orderStates: OrderStateService
  /** '¿Olvidaste tu contraseña?': e-mail a link, set the password it allows (password-reset-service.ts) */
  passwordResets: PasswordResetService
  /** the 'Botón de arrepentimiento' requests (withdrawal-service.ts) */
  withdrawals: WithdrawalService
  /** newsletter subscriptions and reseller enquiries (contact-service.ts) */
  contacts: ContactService
  /** the back office's staff accounts and sessions (admin-staff-service.ts) */
  adminStaff: AdminStaffService
  /** the back office's dashboard, customers and audit log (admin-service.ts) */
  admin: AdminService
  /** the back office's enquiries, subscribers and withdrawals (admin-contacts-service.ts) */
  adminContacts: AdminContactsService
  /** the back office's e-mail outbox: counts, failed messages, resend (admin-outbox-service.ts) */
  adminOutbox: AdminOutboxService
  /** the back office's Productos: list, product page, quick edit, images (admin-products-service.ts) */
  adminProducts: AdminProductsService
  /** Portada: banners, carousels and product groups of the home page (home-content-service.ts) */
  homeContent: HomeContentService
  /** 'Avisame cuando ingrese': requests, confirm, unsubscribe, the restock e-mails and the back office's demand (shopper-lists/stock-alert-service.ts) */
  stockAlerts: StockAlertService
  /** 'Mis favoritos': an account's list, joined with the browser's at sign-in (shopper-lists/favourites-service.ts) */
  favourites: FavouritesService
  /** shipping quotes from the seller's zones, the /shipments localities, an order's shipping (shipping-service.ts) */
  shipping: ShippingService
  /** the back office's Envíos: the zones, audited (admin-shipping-service.ts) */
  adminShipping: AdminShippingService
  /** the stock's movements and the setting "los pedidos descuentan stock" (server/stock/) */
  stock: StockService
  /** paying orders: Mercado Pago Checkout Pro, its webhook and return, Mis pedidos' payment blocks, transfer receipts (server/payments/payment-service.ts) */
  payments: PaymentService
  /** asks Mercado Pago about orders still waiting on a payment; expires long waits (payment-reconciliation.ts) */
  paymentReconciliation: Reconciliation
  /** the back office's payments: an order's payments, transfer received, refunds, mismatches (admin-payment-service.ts) */
  adminPayments: AdminPaymentService
  /** reseller accounts: a customer's application, staff's decision, credit limit and suspension (wholesale/wholesale-service.ts) */
  wholesale: WholesaleService
  /** the approved reseller's wholesale price list, streamed as a spreadsheet (wholesale/price-list-service.ts) */
  priceList: PriceListService
  /** an approved reseller's prices and terms, for the pages and the orders (wholesale/reseller-prices-service.ts) */
  resellerPrices: ResellerPricesService
}

/** Mercado Pago's client when MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET are set; null otherwise. */
function mercadoPagoOf(env: Env): MercadoPagoClient | null {
  if (!env.MERCADOPAGO_ACCESS_TOKEN || !env.MERCADOPAGO_WEBHOOK_SECRET) return null
  return mercadoPagoClient({
    apiUrl: env.MERCADOPAGO_API_URL,
    accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
    timeoutMs: env.MERCADOPAGO_TIMEOUT_MS,
  })
}

/** The services of the staff's work on orders: one order-state service, handed to the admin's. */
export interface OrderServices {
  orderStates: OrderStateService
  adminOrders: AdminOrdersService
}

/**
 * Built once by createServices for the server, and once per run by the staff command line,
 * which needs these and not the rest (no token key, no catalogue).
 */
export function createOrderServices(
  env: Env,
  database: Database,
  files: FileStore = createFileStore(env, database),
  /** the server's catalogue cache drop (the command line has none: the version moves for the store) */
  onCatalogueChange?: () => void,
): OrderServices {
  const origin = emailOrigin(env)
  const orderStates = orderStateService({ database, origin, ...(onCatalogueChange ? { onCatalogueChange } : {}) })
  const adminOrders = adminOrdersService({ database, files, origin, staffEmails: env.STAFF_EMAILS, orderStates })
  return { orderStates, adminOrders }
}

export interface ServicesOptions {
  /** where background work reports failures (the process's logger) */
  log?: (message: string, error: unknown) => void
}

export function createServices(env: Env, database: Database, options: ServicesOptions = {}): Services {
  const jwtSecret = loadJwtSecret(env.DATA_DIR, env.JWT_SECRET)
  const tokens = tokenService(jwtSecret)
  const linkSecret = deriveLinkSecret(jwtSecret)
  const files = createFileStore(env, database)
  const origin = emailOrigin(env)
  const catalogue = catalogueService(database, { viewsPerMinute: env.VIEWS_PER_MINUTE })
  const onCatalogueChange = () => catalogue.cache.invalidate()
  const { orderStates, adminOrders } = createOrderServices(env, database, files, onCatalogueChange)
  const shipping = shippingService({ database, cache: catalogue.cache, calendar: storeCalendar })
  const resellerPrices = resellerPricesService({ database })
  const mercadoPago = mercadoPagoOf(env)
  const accounts = accountService({ database, tokens, env })
  const paymentLog = options.log ? { log: options.log } : {}
  return {
    env,
    health: healthService(database),
    catalogue,
    catalogueImports: catalogueImportService(database, options.log ? { log: options.log } : {}),
    tokens,
    linkSecret,
    accounts,
    orders: orderService({ database, env, linkSecret, files, origin, shipping, wholesale: resellerPrices, onCatalogueChange }),
    adminOrders,
    staffNotes: staffNotesService(database),
    reports: createReportService(database),
    files,
    orderStates,
    passwordResets: passwordResetService({
      database,
      tokens,
      fingerprintKey: deriveFingerprintKey(jwtSecret),
      origin,
      requestsPerClientPerHour: env.PASSWORD_RESET_REQUESTS_PER_HOUR,
      ...(options.log ? { log: options.log } : {}),
    }),
    withdrawals: withdrawalService({
      database,
      env,
      limits: { ...WITHDRAWAL_RATE_LIMITS, perAddress: env.WITHDRAWALS_PER_HOUR ?? WITHDRAWAL_RATE_LIMITS.perAddress },
    }),
    contacts: contactService(database),
    adminStaff: adminStaffService({ database }),
    admin: adminService(database),
    adminContacts: adminContactsService(database),
    adminOutbox: adminOutboxService(database),
    adminProducts: adminProductsService({ database, files, onCatalogueChange }),
    homeContent: homeContentService({ database, files, catalogue }),
    stockAlerts: stockAlertService({
      database,
      origin,
      limits: { ...STOCK_ALERT_RATE_LIMITS, perAddress: env.STOCK_ALERTS_PER_HOUR ?? STOCK_ALERT_RATE_LIMITS.perAddress },
    }),
    favourites: favouritesService(database),
    shipping,
    adminShipping: adminShippingService({ database, cache: catalogue.cache }),
    stock: stockService({ database }),
    payments: paymentService({ database, env, mercadoPago, files, origin, ...paymentLog }),
    paymentReconciliation: reconciliation({ database, mercadoPago, origin, ...paymentLog }),
    adminPayments: adminPaymentService({ database, mercadoPago, files, origin }),
    wholesale: wholesaleService({ database, accounts, origin }),
    priceList: priceListService(database),
    resellerPrices,
  }
}
