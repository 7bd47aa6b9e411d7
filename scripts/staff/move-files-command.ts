/**
 * `staff move-files`: copies the invoices (DATA_DIR/bills/) and seller images
 * (DATA_DIR/products-images/) kept on disk before the file store existed into the store the environment names (the database with DATABASE_URL, or S3), so every
 * instance serves them, not only the one whose disk holds them. Files stay on disk (the store
 * falls back to them meanwhile); run it once per old DATA_DIR. Nothing to do on the embedded
 * database, whose store is DATA_DIR itself.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { createFileStore } from '#server/files/create-file-store.ts'
import { contentTypeOfKey } from '#server/files/file-store.ts'
import { UsageError } from './cli-error.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

const MOVED_FOLDERS = ['bills', 'products-images']

async function keysUnder(root: string, folder: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

export async function moveFilesCommand(args: string[]): Promise<number> {
  const { positionals } = parseFlags({ args, options: {}, allowPositionals: true, strict: true })
  if (positionals.length) throw new UsageError(`Argumento de más: ${positionals.join(' ')} (npm run staff -- move-files)`)
  const log = (message: string) => console.log(message)
  return withDatabase(async ({ database, env }) => {
    const files = createFileStore(env, database)
    if (files.kind === 'disk') {
      console.log(`Los archivos ya se guardan en ${files.location}: nada que mover.`)
      return 0
    }
    const root = path.resolve(env.DATA_DIR)
    let moved = 0
    for (const folder of MOVED_FOLDERS) {
      for (const key of await keysUnder(root, folder)) {
        await files.put(key, { bytes: await readFile(path.join(root, key)), contentType: contentTypeOfKey(key) })
        moved++
      }
    }
    console.log(`${moved} archivo(s) de ${root} copiados a ${files.location}. Los originales quedan en disco.`)
    return 0
  }, log)
}
