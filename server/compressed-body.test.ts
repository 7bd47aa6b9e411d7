import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compressedBody, etagMatches } from './compressed-body.ts'

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
