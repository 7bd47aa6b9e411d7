/**
 * Where the files staff upload are kept: invoice PDFs today, product and banner images once the
 * back office takes them. One interface, three homes (docs/deploy.md, "Files"):
 *
 * - `disk`: under DATA_DIR (the embedded database's default: one process, one folder);
 * - `database`: the `stored_files` table (the default with DATABASE_URL: every instance on that
 *   PostgreSQL serves every file, no shared folder);
 * - `s3`: a bucket of an S3-compatible object store, when configured (S3_BUCKET…).
 *
 * A file is named by a key shaped like a relative path (`bills/client_12/fc-1_movement-00000001.pdf`,
 * later `products-images/ABC-1.webp`), carries its content type and size, and is replaced whole
 * by another put under the same key: a reader sees the old bytes or the new ones, never half.
 */

export interface StoredFile {
  bytes: Buffer
  contentType: string
  size: number
}

export interface NewFile {
  bytes: Buffer
  contentType: string
}

export type FileStoreKind = 'disk' | 'database' | 's3'

export interface FileStore {
  readonly kind: FileStoreKind
  /** where files go, for logs and the staff command line (never a secret) */
  readonly location: string
  /** Stores (or replaces) the file under `key`. */
  put(key: string, file: NewFile): Promise<void>
  /** The file, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>
  /** Forgets the file; nothing happens when there is none. */
  delete(key: string): Promise<void>
}

/** Segments of letters, digits, '.', '_' and '-', not starting with a dot, joined by '/'. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,7}$/
/** A type/subtype without parameters, as a browser receives it back. */
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/

export class FileKeyError extends Error {
  override name = 'FileKeyError'
}

/**
 * Refuses a key that could leave its folder on disk or mean something else to a store: '..',
 * a leading '/', empty segments, spaces or other characters. Every store checks it first.
 */
export function checkFileKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new FileKeyError(`Nombre de archivo inválido: ${JSON.stringify(key.slice(0, 80))}`)
  return key
}

export function checkNewFile(file: NewFile): NewFile {
  if (!CONTENT_TYPE_PATTERN.test(file.contentType))
    throw new FileKeyError(`Tipo de contenido inválido: ${JSON.stringify(file.contentType.slice(0, 80))}`)
  return file
}

/** The content types a key's extension stands for, for stores that keep only bytes (disk). */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}
