// `npm run staff`: the staff command line (scripts/staff.ts). From its TypeScript source when tsx
// is installed — a checkout, where the source is what one edits and a build may be stale — and
// otherwise from the build, build/staff.js, which plain node runs: the production image, where
// the dev dependencies (tsx among them) are pruned and only the build is copied.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = path.join(root, 'scripts/staff.ts')
const built = path.join(root, 'build/staff.js')

function tsxInstalled() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('tsx/esm/api')
    return true
  } catch {
    return false
  }
}

if (existsSync(source) && tsxInstalled()) {
  const { register } = await import('tsx/esm/api')
  register({ tsconfig: path.join(root, 'tsconfig.json') })
  await import(pathToFileURL(source).href)
} else if (existsSync(built)) {
  await import(pathToFileURL(built).href)
} else {
  console.error('No está la línea de comandos compilada (build/staff.js): ejecute npm run build.')
  process.exitCode = 1
}
