import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { brotliWindowBits, chooseEncoding, compressedBody, etagMatches, PAGE_BROTLI_QUALITY } from './compressed-body.ts'

describe('compressedBody', () => {
  it('makes each form once, and each decodes to the body', async () => {
    const doc = compressedBody(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ sku: `SKU-${i}`, name: 'Heladera' }))))
    expect(brotliDecompressSync(await doc.encoded('br')).equals(doc.body)).toBe(true)
    expect(gunzipSync(await doc.encoded('gzip')).equals(doc.body)).toBe(true)
    expect(await doc.encoded('gzip')).toBe(await doc.encoded('gzip'))
  })

  it('gives equal bodies the same weak ETag and different bodies different ones', () => {
    expect(compressedBody('{"a":1}').etag).toBe(compressedBody(Buffer.from('{"a":1}')).etag)
    expect(compressedBody('{"a":1}').etag).not.toBe(compressedBody('{"a":2}').etag)
    expect(compressedBody('x').etag).toMatch(/^W\/"[\w-]+"$/)
  })
})

describe('brotliWindowBits', () => {
  it('reaches back over the whole body (2^bits − 16 bytes), between 10 and the default 22', () => {
    expect(brotliWindowBits(0)).toBe(10)
    expect(brotliWindowBits(1000)).toBe(10)
    expect(brotliWindowBits(1008)).toBe(10)
    expect(brotliWindowBits(1009)).toBe(11)
    expect(brotliWindowBits(43_000)).toBe(16)
    expect(brotliWindowBits(65_520)).toBe(16)
    expect(brotliWindowBits(65_521)).toBe(17)
    expect(brotliWindowBits(71_000)).toBe(17)
    expect(brotliWindowBits(50_000_000)).toBe(22)
    for (const bytes of [1, 5000, 70_000, 3_000_000]) expect(2 ** brotliWindowBits(bytes) - 16).toBeGreaterThanOrEqual(bytes)
  })

  it('a page over 64 KB compresses as small as with the default 4 MB window', async () => {
    const row = (i: number) =>
      `<li><a href="/products/?product=SKU-${i}">Heladera ${i % 37} litros</a> $ ${(i * 7919) % 100_000}</li>`
    const page = Buffer.from(`<ul>${Array.from({ length: 1500 }, (_, i) => row(i)).join('')}</ul>`)
    expect(page.length).toBeGreaterThan(65_536)
    const params = {
      [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: page.length,
    }
    const compressed = await compressedBody(page, { brotliQuality: PAGE_BROTLI_QUALITY }).encoded('br')
    // The window's size is in the stream's header, so the bytes differ; their number hardly does.
    expect(compressed.length).toBeLessThanOrEqual(brotliCompressSync(page, { params }).length * 1.01)
    expect(brotliDecompressSync(compressed).equals(page)).toBe(true)
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and leaves small bodies alone', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br')
    expect(chooseEncoding('gzip, deflate', 5000)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip')
    expect(chooseEncoding('deflate', 5000)).toBeUndefined()
    expect(chooseEncoding(undefined, 5000)).toBeUndefined()
    expect(chooseEncoding('br', 100)).toBeUndefined()
  })
})

describe('etagMatches', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('*', 'W/"abc"')).toBe(true)
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false)
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false)
  })
})
