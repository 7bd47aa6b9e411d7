import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, serialId, ownedBy } from './columns.ts'
import { staff } from './staff.ts'

/**
 * The back office's catalogue imports (docs/back-office.md, decision "catalogue imports in
 * batches"): one row per uploaded file, from its preview to its undo. Progress and results live
 * here, so any instance can show them and an undo works after a restart.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serialId(),
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
    appliedAt: timestamptz('applied_at'),
    undoneAt: timestamptz('undone_at'),
    /** moved by the instance applying or undoing, so a stopped one can be told from a slow one */
    heartbeatAt: timestamptz('heartbeat_at'),
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
    importId: ownedBy('import_id', () => catalogueImports.id),
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
