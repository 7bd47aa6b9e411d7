/**
 * Files under a folder (DATA_DIR): the key is the path inside it. Written to a temporary name
 * and renamed, so a download never sees half a file; folders 0700 and files 0600, like the rest
 * of DATA_DIR (private-data-dir.ts). The content type comes back from the key's extension.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../shared/private-data-dir.ts'
import { checkFileKey, checkNewFile, contentTypeOfKey, type FileStore, type StoredFile } from './file-store.ts'

export function diskFileStore(root: string): FileStore {
  const base = path.resolve(root)
  const pathOf = (key: string) => path.join(base, ...checkFileKey(key).split('/'))

  return {
    kind: 'disk',
    location: base,

    async put(key, file) {
      const target = pathOf(key)
      checkNewFile(file)
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
      const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
      try {
        await writeFile(partial, file.bytes, { mode: PRIVATE_FILE_MODE })
        await rename(partial, target)
      } finally {
        await rm(partial, { force: true })
      }
    },

    async get(key): Promise<StoredFile | null> {
      let bytes: Buffer
      try {
        bytes = await readFile(pathOf(key))
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null
        throw error
      }
      return { bytes, contentType: contentTypeOfKey(key), size: bytes.length }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
