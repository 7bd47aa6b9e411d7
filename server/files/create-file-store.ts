/**
 * The file store the environment asks for (FILE_STORE, S3_*: config/env.server.ts), built once
 * in createServices and by the staff command line. 'auto' (the default): object storage when
 * S3_BUCKET is set, the database with DATABASE_URL, DATA_DIR otherwise.
 *
 * Invoices attached before the file store existed live under DATA_DIR/bills/ with the same key:
 * a database or S3 store falls back to DATA_DIR for a key it has not got (withDiskFallback), so
 * they keep downloading from the instance that holds them; `npm run staff -- move-files` copies
 * them into the store (docs/deploy.md, "Files").
 */
import type { Env } from '#config/env.server.ts'
import type { Database } from '../db/database.ts'
import { databaseFileStore } from './database-file-store.ts'
import { diskFileStore } from './disk-file-store.ts'
import type { FileStore, FileStoreKind } from './file-store.ts'
import { s3FileStore } from './s3-file-store.ts'

type FileStoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'DATABASE_URL'
  | 'FILE_STORE'
  | 'S3_BUCKET'
  | 'S3_PREFIX'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

export function fileStoreKind(env: FileStoreEnv): FileStoreKind {
  if (env.FILE_STORE !== 'auto') return env.FILE_STORE
  if (env.S3_BUCKET) return 's3'
  return env.DATABASE_URL ? 'database' : 'disk'
}

/** Reads a key the primary store has not got from DATA_DIR: files kept there before. */
export function withDiskFallback(primary: FileStore, disk: FileStore): FileStore {
  return {
    kind: primary.kind,
    location: primary.location,
    put: (key, file) => primary.put(key, file),
    get: async (key) => (await primary.get(key)) ?? (await disk.get(key)),
    delete: async (key) => {
      await primary.delete(key)
      await disk.delete(key)
    },
  }
}

export function createFileStore(env: FileStoreEnv, database: Database): FileStore {
  const disk = diskFileStore(env.DATA_DIR)
  const kind = fileStoreKind(env)
  if (kind === 'disk') return disk
  if (kind === 'database') return withDiskFallback(databaseFileStore(database.db, `${database.kind}: stored_files`), disk)
  if (!env.S3_BUCKET) throw new Error('FILE_STORE=s3 sin S3_BUCKET')
  const s3 = s3FileStore({
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  })
  return withDiskFallback(s3, disk)
}
