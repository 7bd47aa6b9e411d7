/**
 * An answer made once and sent many times (a kept page, the JSON catalogue, a suggestion list),
 * with its brotli and gzip forms made on first need and kept. Per-request compression costs more
 * CPU than sending such an answer; done once, a better ratio than the per-request level is
 * affordable too.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type BodyEncoding = 'br' | 'gzip'

export interface CompressedBody {
  body: Buffer
  /** weak: the brotli, gzip and plain forms are the same representation */
  etag: string
  encoded(encoding: BodyEncoding): Promise<Buffer>
}

/** Below this a compressed copy saves less than its headers cost (as @fastify/compress). */
const MIN_COMPRESSED_BYTES = 1024
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli's quality for answers made once and sent many times (the JSON catalogue, suggestions).
 * A rendered page is compressed at PAGE_BROTLI_QUALITY instead: most pages of a large catalogue
 * are asked for once (crawlers, the long tail), and at 9 brotli costs about ten times what it
 * costs at 5 for 1.5 % fewer bytes of an 85 KB product page (decision 035).
 */
export const DOCUMENT_BROTLI_QUALITY = 9
export const PAGE_BROTLI_QUALITY = 5

/**
 * Brotli's window for a body: the smallest that reaches back over all of it (brotli's back
 * references reach 2^bits − 16 bytes), between brotli's least (10) and its default (22). The
 * output is the same as with the default window, which is as large as the body can use; the
 * memory is not. With the default 4 MB window each compression of a body over 64 KB (a product
 * page) took and gave back about 4 MB, which Node reports to V8 as external memory: ten pages at
 * once made V8 start a major collection every 15 to 25 pages ("external memory pressure" in
 * --trace-incremental-marking), the largest share of what an uncached product page cost more than
 * an information page of 43 KB, whose compression stayed under that size (decision 033).
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(zlib.BROTLI_DEFAULT_WINDOW, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))))
}

function compress(body: Buffer, encoding: BodyEncoding, brotliQuality: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
        },
      })
    : gzipAsync(body, { level: 9 })
}

/**
 * `etagPrefix` goes before the body's hash in the ETag (a kept page puts the catalogue version
 * there, so a proxy's or a shopper's copy names the catalogue it was made from); only the
 * characters an ETag may hold unquoted are kept of it.
 */
export function compressedBody(
  content: Buffer | string,
  { etagPrefix = '', brotliQuality = DOCUMENT_BROTLI_QUALITY }: { etagPrefix?: string; brotliQuality?: number } = {},
): CompressedBody {
  const body = typeof content === 'string' ? Buffer.from(content) : content
  const forms = new Map<BodyEncoding, Promise<Buffer>>()
  const prefix = etagPrefix.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 64)
  return {
    body,
    etag: `W/"${prefix ? `${prefix}-` : ''}${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      let form = forms.get(encoding)
      if (!form) {
        form = compress(body, encoding, brotliQuality)
        forms.set(encoding, form)
        // A failed compression is tried again by the next request rather than kept.
        form.catch(() => forms.delete(encoding))
      }
      return form
    },
  }
}

/** The encoding to answer with, by the request's Accept-Encoding; undefined for identity. */
export function chooseEncoding(acceptEncoding: string | undefined, bodyBytes: number): BodyEncoding | undefined {
  if (!acceptEncoding || bodyBytes < MIN_COMPRESSED_BYTES) return undefined
  const chosen = negotiate(acceptEncoding, ['br', 'gzip'])
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * Sends `doc` in the encoding the client prefers, or 304 when it holds the same ETag. Headers
 * and status are the caller's; @fastify/compress leaves an answer with Content-Encoding alone.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, doc: CompressedBody) {
  reply.header('etag', doc.etag)
  reply.header('vary', 'accept-encoding')
  if (etagMatches(request.headers['if-none-match'], doc.etag)) return reply.status(304).send()
  const encoding = chooseEncoding(request.headers['accept-encoding'], doc.body.length)
  if (!encoding) return reply.send(doc.body)
  reply.header('content-encoding', encoding)
  return reply.send(await doc.encoded(encoding))
}
