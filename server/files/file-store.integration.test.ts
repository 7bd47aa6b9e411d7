/**
 * The file store's contract, on each home it has (server/files/): DATA_DIR, the stored_files
 * table on PGlite and (with TEST_DATABASE_URL) PostgreSQL, and S3 through a local stand-in
 * (s3rver). The same bytes, content type and size come back; a put replaces; a missing key is
 * null; a key that could leave its folder is refused; a second store on the same backing (a
 * second instance) reads what the first wrote.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { startS3StandIn } from '#tests/setup/s3-stand-in.ts'
import { orders, users } from '#server/db/schema/index.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'
import { createTestDatabaseUrl, createTestStore } from '#tests/setup/test-store.ts'
import { createFileStore } from './create-file-store.ts'
import { FileKeyError, type FileStore } from './file-store.ts'

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 0xfe, 0xff]), Buffer.from('\n%%EOF\n')])
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

interface Backing {
  /** two stores on the same backing, as two instances would build them */
  stores: [FileStore, FileStore]
  dataDir: string
  close(): Promise<void>
}

type BackingName = 'disk' | 'database on pglite' | 'database on postgres' | 's3'
const backings: BackingName[] = [
  'disk',
  'database on pglite',
  ...(process.env.TEST_DATABASE_URL ? (['database on postgres'] as const) : []),
  's3',
]

async function openBacking(name: BackingName): Promise<Backing> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'file-store-'))
  const closers: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })]
  let env: Record<string, string> = { DATA_DIR: dataDir }
  if (name === 'disk') env.FILE_STORE = 'disk'
  if (name === 'database on pglite') env.FILE_STORE = 'database'
  if (name === 'database on postgres') {
    const database = await createTestDatabaseUrl()
    closers.unshift(database.drop)
    env.DATABASE_URL = database.url
  }
  if (name === 's3') {
    const s3 = await startS3StandIn()
    closers.unshift(() => s3.close())
    env = { ...env, ...s3.env }
  }
  const parsed = parseEnv(env)
  const database: Database = await openDatabase({ dataDir, databaseUrl: parsed.DATABASE_URL, poolSize: 2 })
  closers.unshift(() => database.close())
  return {
    stores: [createFileStore(parsed, database), createFileStore(parsed, database)],
    dataDir,
    async close() {
      for (const close of closers) await close()
    },
  }
}

describe.each(backings)('file store: %s', (name) => {
  let backing: Backing
  beforeAll(async () => {
    backing = await openBacking(name)
  }, 120_000)
  afterAll(async () => {
    await backing?.close()
  })

  it('is the kind the environment asks for', () => {
    const expected = { disk: 'disk', 'database on pglite': 'database', 'database on postgres': 'database', s3: 's3' }[name]
    expect(backing.stores[0].kind).toBe(expected)
  })

  it('gives back the same bytes, content type and size, to a second store on the same backing', async () => {
    const [a, b] = backing.stores
    await a.put('bills/client_7/fc-1_movement-00000001.pdf', { bytes: PDF, contentType: 'application/pdf' })
    await a.put('products-images/HEL-1.png', { bytes: PNG, contentType: 'image/png' })
    for (const store of [a, b]) {
      expect(await store.get('bills/client_7/fc-1_movement-00000001.pdf')).toEqual({
        bytes: PDF,
        contentType: 'application/pdf',
        size: PDF.length,
      })
      expect(await store.get('products-images/HEL-1.png')).toEqual({ bytes: PNG, contentType: 'image/png', size: PNG.length })
    }
  })

  it('replaces a file whole under the same key, and forgets it on delete', async () => {
    const [a, b] = backing.stores
    const key = 'bills/client_8/fc-2_movement-00000002.pdf'
    await a.put(key, { bytes: PDF, contentType: 'application/pdf' })
    const second = Buffer.concat([PDF, Buffer.from('% segunda versión\n')])
    await b.put(key, { bytes: second, contentType: 'application/pdf' })
    expect((await a.get(key))?.bytes.equals(second)).toBe(true)
    await a.delete(key)
    expect(await b.get(key)).toBeNull()
    await b.delete(key) // nothing there: no error
  })

  it('answers null for a key never stored', async () => {
    expect(await backing.stores[0].get('bills/client_9/fc-3_movement-00000003.pdf')).toBeNull()
  })

  it('refuses keys that could leave their folder, and malformed content types, before storing anything', async () => {
    const [store] = backing.stores
    for (const key of [
      '../jwt-secret',
      'bills/../../jwt-secret',
      '/etc/passwd',
      'bills//x.pdf',
      'bills/.hidden',
      'bills/a b.pdf',
      '',
    ]) {
      await expect(store.put(key, { bytes: PDF, contentType: 'application/pdf' }), key).rejects.toThrow(FileKeyError)
      await expect(store.get(key), key).rejects.toThrow(FileKeyError)
    }
    await expect(store.put('bills/x.pdf', { bytes: PDF, contentType: 'text/html; charset=utf-8' })).rejects.toThrow(FileKeyError)
    expect(await store.get('bills/x.pdf')).toBeNull()
  })
})

describe('an invoice through S3', () => {
  it('attached by staff, stored in the bucket (not DATA_DIR), downloaded by its owner through a signed link', async () => {
    const s3 = await startS3StandIn('facturas-tienda')
    const store = await createTestStore('pglite', { seed: false, env: s3.env })
    try {
      expect(store.services.files.kind).toBe('s3')
      const [user] = await store.database.db
        .insert(users)
        .values({ email: 'ana@example.com', fullname: 'Ana' })
        .returning({ id: users.id })
      const [order] = await store.database.db
        .insert(orders)
        .values({ movement: 1, userId: user!.id, payload: storedOrderPayload(1), totalPrice: 100 })
        .returning({ id: orders.id })
      const pdf = path.join(store.dataDir, 'factura.pdf')
      writeFileSync(pdf, PDF)
      await store.services.adminOrders.attachInvoice(1, '1-77', pdf)
      const key = `bills/client_${user!.id}/fc-77_movement-00000001.pdf`
      expect(existsSync(path.join(store.dataDir, key))).toBe(false)
      expect((await store.services.files.get(key))?.bytes.equals(PDF)).toBe(true)

      const token = await store.services.tokens.sign({ userId: user!.id, email: 'ana@example.com' })
      const link = await store.app.inject({
        method: 'GET',
        url: `/api/page/getInvoiceLink?order=${order!.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(link.statusCode, link.body).toBe(200)
      const download = await store.app.inject({ method: 'GET', url: link.json<{ url: string }>().url })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.rawPayload.equals(PDF)).toBe(true)
    } finally {
      await store.close()
      await s3.close()
    }
  }, 120_000)
})

describe('object storage is loaded only when configured', () => {
  it('the built server imports @aws-sdk/client-s3 only dynamically, and a database store never asks for it', async () => {
    const { s3FileStore } = await import('./s3-file-store.ts')
    let loads = 0
    const store = s3FileStore({ bucket: 'b-1', prefix: '', region: 'us-east-1', forcePathStyle: true }, async () => {
      loads++
      return import('@aws-sdk/client-s3')
    })
    expect(store.kind).toBe('s3')
    expect(loads).toBe(0) // building it loads nothing
    const { readFileSync } = await import('node:fs')
    const source = readFileSync(path.join(import.meta.dirname, 's3-file-store.ts'), 'utf8')
    expect(source).not.toMatch(/^import (?!type )[^\n]*from '@aws-sdk\/client-s3'/m)
    expect(source).toContain("import('@aws-sdk/client-s3')")
  })
})
