/**
 * The database schema, one module per area; this is its one import surface (and drizzle-kit's
 * schema, drizzle.config.ts). Money is `numeric(14,2)` so totals are exact; the repositories map
 * rows to the API's field names (domain/product.ts), so nothing below leaks to the pages.
 */
export * from './products.ts'
export * from './shoppers.ts'
export * from './orders.ts'
export * from './home-content.ts'
export * from './contact.ts'
export * from './withdrawals.ts'
export * from './sign-in-limits.ts'
export * from './email-outbox.ts'
export * from './store-meta.ts'
export * from './stored-files.ts'
export * from './staff.ts'
export * from './catalogue-imports.ts'
export * from './price-changes.ts'
export * from './shopper-lists.ts'
export * from './shipping.ts'
export * from './payments.ts'
export * from './stock.ts'
export * from './staff-notes.ts'
export * from './product-views.ts'
export * from './reseller-accounts.ts'
