/**
 * The back office's one-file uploads (a product or home image, a catalogue file): the file part
 * read whole within @fastify/multipart's limits, other file parts drained, and the plugin's
 * refusals said as a member of staff should read them.
 *
 * An upload is read into memory whole (up to its route's limit, 20 MB for an invoice or a
 * catalogue), so the process reads a bounded number at once: ten 20 MB uploads at the same
 * moment took it from 134 to 664 MB. The others wait a little, their bodies left unread in the
 * socket, or get a 503 with Retry-After.
 */
import type { FastifyRequest } from 'fastify'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { hasControlCharacter } from '#domain/control-characters.ts'
import { InvalidError, PayloadTooLargeError, ServiceUnavailableError } from './errors.ts'
import { workSlots } from './work-slots.ts'

/** Two uploads read at once (40 MB at the most), four more may wait up to 10 s. */
export const uploadSlots = workSlots({
  concurrency: 2,
  maxWaiting: { urgent: 4, background: 0 },
  maxWaitMs: 10_000,
  busy: () => new ServiceUnavailableError(ADMIN_MESSAGES.uploadsBusy, 5),
})

/** Reads an upload's body inside one of the process's upload slots. */
export function withUploadSlot<T>(read: () => Promise<T>): Promise<T> {
  return uploadSlots.run('urgent', read)
}

export interface UploadMessages {
  missingFile: string
  tooLarge: string
  badUpload: string
}

/**
 * The multipart plugin's refusals in Spanish: a file over the limit is a 413, anything else a 400.
 * Whatever goes wrong while the body is read is the body's fault (busboy's "Unexpected end of
 * form", "Multipart: Boundary not found", a malformed header): none of it is the store's.
 */
export function uploadError(error: unknown, messages: Pick<UploadMessages, 'tooLarge' | 'badUpload'>): Error {
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeError(messages.tooLarge)
  return new InvalidError(messages.badUpload)
}

/** The first file sent as `field`, with its name; a missing or empty one is a Spanish 400. */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new InvalidError(messages.missingFile)
  const file = await withUploadSlot(() => readFilePart(request, field, messages))
  if (file === null || file.bytes.length === 0) throw new InvalidError(messages.missingFile)
  return file
}

async function readFilePart(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
): Promise<{ name: string; bytes: Buffer } | null> {
  let file: { name: string; bytes: Buffer } | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === field && file === null) {
        // A NUL breaks PostgreSQL's text; no browser sends a control character in a file name.
        if (hasControlCharacter(part.filename)) throw new InvalidError(messages.badUpload)
        file = { name: part.filename, bytes: await part.toBuffer() }
      } else if (part.type === 'file') part.file.resume()
    }
  } catch (error) {
    throw error instanceof InvalidError ? error : uploadError(error, messages)
  }
  return file
}
