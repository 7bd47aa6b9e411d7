/**
 * Malformed multipart bodies on the back office's four upload routes (a catalogue file, a product
 * image, a home image, an invoice PDF) are a Spanish 400 that changes nothing, never a 500: a
 * missing boundary, a part cut off before its end, a NUL in a file name, a header without a
 * name. Both databases.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { uploadSlots } from '#server/shared/single-file-upload.ts'
import { IMAGE_TOO_WIDE_MESSAGE } from '#domain/admin/image-limits.ts'
import { pngHeader } from '#tests/setup/png-header.ts'
import { sqlRows } from '#tests/setup/sql-rows.ts'
import { addSignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-de-prueba-1'
const BOUNDARY = '----subida-rota'

const ROUTES = [
  { url: '/api/admin/catalogue/imports', field: 'file', name: 'catalogo.csv' },
  { url: '/api/admin/products/1/images', field: 'image', name: 'foto.png' },
  { url: '/api/admin/home/images', field: 'image', name: 'banner.png' },
  { url: '/api/admin/orders/1/invoice', field: 'pdf', name: 'factura.pdf' },
]

const part = (field: string, name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`

/** Bodies a broken client or an attacker sends, each with the content type it comes with. */
function malformed(field: string, name: string): [string, string, string][] {
  const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`
  return [
    ['no boundary', 'multipart/form-data', `${part(field, name)}abc\r\n--${BOUNDARY}--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `${part(field, name)}abc\r\n--${BOUNDARY}--\r\n`],
    ['an unterminated part', withBoundary, `${part(field, name)}abc`],
    ['only the opening line', withBoundary, `--${BOUNDARY}\r\n`],
    ['a NUL in the file name', withBoundary, `${part(field, `a\u0000${name}`)}abc\r\n--${BOUNDARY}--\r\n`],
    [
      'a part without headers end',
      withBoundary,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n`,
    ],
    ['garbage', withBoundary, '\u0000\u0001\u0002 not multipart at all'],
  ]
}

describe.each(databaseKinds)('malformed uploads on %s', (kind) => {
  let store: TestStore
  let signed: { cookie: string; csrf: string }

  const call = (options: InjectOptions) =>
    store.app.inject({
      ...options,
      headers: { ...(options.headers as Record<string, string>), cookie: signed.cookie, 'x-csrf-token': signed.csrf },
    })

  beforeAll(async () => {
    store = await createTestStore(kind)
    signed = await addSignedStaff(store, 'jefa@staff.test', 'admin', PASSWORD)
    await store.app.listen({ port: 0, host: '127.0.0.1' })
  }, 180_000)
  afterAll(async () => {
    await store?.close()
  })

  it('a catalogue file whose name holds a NUL is refused before anything is stored', async () => {
    const csv = 'sku,name,price_list_1\r\nNUL-1,Producto,100\r\n'
    const response = await call({
      method: 'POST',
      url: '/api/admin/catalogue/imports',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.from(`${part('file', 'a\u0000b.csv')}${csv}\r\n--${BOUNDARY}--\r\n`, 'latin1'),
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(await sqlRows(store.database.db, sql`select count(*)::int as n from catalogue_imports`)).toEqual([{ n: 0 }])
  })

  it.each([
    ['/api/admin/products/1/images', 'image'],
    ['/api/admin/home/images', 'image'],
  ])('%s: a PNG whose header claims 100,000 × 100,000 px is refused, and nothing is stored', async (url, field) => {
    const audit = await sqlRows(store.database.db, sql`select count(*)::int as n from audit_log`)
    const response = await call({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([
        Buffer.from(part(field, 'enorme.png')),
        pngHeader(100_000, 100_000),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json<{ message: string }>().message).toBe(IMAGE_TOO_WIDE_MESSAGE)
    expect(await sqlRows(store.database.db, sql`select count(*)::int as n from audit_log`)).toEqual(audit)
  })

  it('reads two uploads at once and lets four wait; the next gets a Spanish 503, and the waiting ones finish', async () => {
    const { port } = store.app.server.address() as AddressInfo
    /** An upload whose body stops after its file part's headers, until `finish`. */
    const held = () => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/catalogue/imports',
        headers: {
          cookie: signed.cookie,
          'x-csrf-token': signed.csrf,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
      })
      const answer = new Promise<number>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        request.on('error', reject)
      })
      request.write(part('file', 'lento.csv'))
      return { answer, finish: () => request.end(`sku,name\r\n\r\n--${BOUNDARY}--\r\n`) }
    }
    const uploads = Array.from({ length: 6 }, held)
    await vi.waitFor(() => expect(uploadSlots.stats()).toEqual({ running: 2, waiting: { urgent: 4, background: 0 } }), {
      timeout: 10_000,
      interval: 5,
    })
    const refused = await call({
      method: 'POST',
      url: '/api/admin/catalogue/imports',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `${part('file', 'otro.csv')}sku,name\r\n\r\n--${BOUNDARY}--\r\n`,
    })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.uploadsBusy })
    expect(refused.headers['retry-after']).toBe('5')
    for (const upload of uploads) upload.finish()
    const statuses = await Promise.all(uploads.map((upload) => upload.answer))
    expect(statuses.filter((status) => status === 503)).toEqual([])
    expect(uploadSlots.stats()).toEqual({ running: 0, waiting: { urgent: 0, background: 0 } })
  })

  for (const route of ROUTES) {
    it.each(malformed(route.field, route.name))(`${route.url}: %s is a Spanish 400`, async (_case, contentType, body) => {
      const audit = await sqlRows(store.database.db, sql`select count(*)::int as n from audit_log`)
      const response = await call({
        method: 'POST',
        url: route.url,
        headers: { 'content-type': contentType },
        payload: Buffer.from(body, 'latin1'),
      })
      expect(response.statusCode, response.body).toBe(400)
      const message = response.json<{ message: string }>().message
      expect(message).toMatch(/[áéíóúñ]|archivo|Archivo|imagen|factura|PDF/)
      expect(message).not.toMatch(/boundary|Unexpected|multipart/i)
      expect(await sqlRows(store.database.db, sql`select count(*)::int as n from audit_log`)).toEqual(audit)
    })
  }
})
