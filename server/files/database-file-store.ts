/**
 * Files in the `stored_files` table (bytea): every instance on one PostgreSQL reads what any
 * other stored. A put is one upsert, so readers see the old file or the new one.
 *
 * Sizes: invoices are at most 20 MB (MAX_INVOICE_BYTES) and usually ~100 kB; a row is read
 * whole into memory. Product images, when they come, are of the same order. A store whose files
 * grow past that belongs in object storage (S3_BUCKET, s3-file-store.ts).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { storedFiles } from '../db/schema/index.ts'
import { checkFileKey, checkNewFile, type FileStore, type StoredFile } from './file-store.ts'

export function databaseFileStore(db: Db, location: string): FileStore {
  return {
    kind: 'database',
    location,

    async put(key, file) {
      checkFileKey(key)
      const { bytes, contentType } = checkNewFile(file)
      const row = { key, contentType, size: bytes.length, bytes, updatedAt: new Date() }
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { contentType, size: bytes.length, bytes, updatedAt: row.updatedAt },
        })
    },

    async get(key): Promise<StoredFile | null> {
      checkFileKey(key)
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
      return row ?? null
    },

    async delete(key) {
      checkFileKey(key)
      await db.delete(storedFiles).where(eq(storedFiles.key, key))
    },
  }
}
