import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'

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
  updatedAt: updatedAt(),
})
