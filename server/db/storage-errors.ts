/**
 * A data directory the store cannot write (full disk, read-only file system, no permission, a
 * path through a regular file) stops the start-up with one readable line naming the directory,
 * not a stack trace. Errors come from Node's fs (string codes), from PGlite's file system layer
 * (Emscripten's numeric errnos) or from PostgreSQL inside PGlite (SQLSTATE 53100, disk full).
 */
import { accessSync, constants, existsSync } from 'node:fs'
import path from 'node:path'

export class DataDirError extends Error {
  override name = 'DataDirError'
}

const REASONS: Record<string, string> = {
  ENOSPC: 'el disco está lleno (ENOSPC)',
  EDQUOT: 'se superó la cuota de disco (EDQUOT)',
  EFBIG: 'el archivo supera el tamaño permitido (EFBIG)',
  EACCES: 'permiso denegado (EACCES)',
  EPERM: 'operación no permitida (EPERM)',
  EROFS: 'el sistema de archivos es de solo lectura (EROFS)',
  ENOTDIR: 'una parte de la ruta es un archivo, no un directorio (ENOTDIR)',
  EEXIST: 'ya existe un archivo con ese nombre (EEXIST)',
  EIO: 'error de entrada/salida del disco (EIO)',
  ENOENT: 'no se pudo crear el directorio (ENOENT)',
  '53100': 'el disco está lleno (la base de datos no pudo ampliar sus archivos)',
}

/** Emscripten's errno numbers (PGlite's ErrnoError carries only these). */
const EMSCRIPTEN_ERRNOS: Record<number, string> = {
  2: 'EACCES',
  22: 'EFBIG',
  29: 'EIO',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
}

/** Node system calls on files: an EACCES from `listen` is not the data directory's. */
const FILE_SYSCALLS = new Set([
  'mkdir',
  'open',
  'write',
  'rename',
  'unlink',
  'rmdir',
  'rm',
  'scandir',
  'copyfile',
  'fsync',
  'close',
  'ftruncate',
  'access',
  'stat',
  'lstat',
  'read',
  'symlink',
  'link',
  'chmod',
  'utime',
])

/**
 * Node's recursive mkdir reports ENOENT when a parent cannot be written (a read-only file
 * system, no permission): ask the nearest existing parent why.
 */
function mkdirCause(target: string): string {
  let dir = path.dirname(target)
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir)
  try {
    accessSync(dir, constants.W_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code && code in REASONS) return code
  }
  return 'ENOENT'
}

function storageCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const {
    code,
    errno,
    name,
    syscall,
    path: file,
  } = error as { code?: unknown; errno?: unknown; name?: unknown; syscall?: unknown; path?: unknown }
  if (code === '53100') return code
  if (code === 'ENOENT' && syscall === 'mkdir' && typeof file === 'string') return mkdirCause(file)
  if (
    typeof code === 'string' &&
    code !== 'ENOENT' &&
    code in REASONS &&
    (typeof file === 'string' || (typeof syscall === 'string' && FILE_SYSCALLS.has(syscall)))
  )
    return code
  if (name === 'ErrnoError' && typeof errno === 'number') return EMSCRIPTEN_ERRNOS[errno]
  return undefined
}

/**
 * `DataDirError('No se puede escribir en el directorio de datos /srv/data: el disco está lleno
 * (ENOSPC)')` when `error` is a storage failure, otherwise undefined.
 */
export function asDataDirError(error: unknown, dataDir: string): DataDirError | undefined {
  if (error instanceof DataDirError) return error
  const code = storageCode(error)
  if (!code) return undefined
  return new DataDirError(`No se puede escribir en el directorio de datos ${dataDir}: ${REASONS[code]}.`, { cause: error })
}
