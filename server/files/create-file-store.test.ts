import { describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { fileStoreKind } from './create-file-store.ts'

describe('fileStoreKind', () => {
  it("'auto' is S3 with a bucket, the database with DATABASE_URL, DATA_DIR otherwise; an explicit choice wins", () => {
    const pg = { DATABASE_URL: 'postgres://x@h/db' }
    expect(fileStoreKind(parseEnv({}))).toBe('disk')
    expect(fileStoreKind(parseEnv(pg))).toBe('database')
    expect(fileStoreKind(parseEnv({ ...pg, S3_BUCKET: 'tienda' }))).toBe('s3')
    expect(fileStoreKind(parseEnv({ S3_BUCKET: 'tienda' }))).toBe('s3')
    expect(fileStoreKind(parseEnv({ ...pg, FILE_STORE: 'disk' }))).toBe('disk')
    expect(fileStoreKind(parseEnv({ FILE_STORE: 'database' }))).toBe('database')
  })
})
