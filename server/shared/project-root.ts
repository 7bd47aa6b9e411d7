import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder holding package.json. Source files and the bundled server (build/) sit at
 * different depths, so paths to committed assets (migrations, the client build) start here.
 */
export const projectRoot: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
})()
