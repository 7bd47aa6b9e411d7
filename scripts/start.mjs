// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// React and React Router pick their production build from NODE_ENV when first imported;
// without it they run their development build, several times slower. `npm run dev` is the
// development server.
process.env.NODE_ENV = 'production'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'build/server.js')
const pages = path.join(root, 'build/server/index.js')

if (!existsSync(server) || !existsSync(pages)) {
  console.log('[tienda] No hay compilación: ejecutando npm run build…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import(pathToFileURL(server).href)
