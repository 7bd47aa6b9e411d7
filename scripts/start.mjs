// `npm start`: serve the production build, building it first when there is none.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildIfMissing } from './start-build.mjs'

// React and React Router pick their production build from NODE_ENV when first imported;
// without it they run their development build, several times slower. `npm run dev` is the
// development server.
process.env.NODE_ENV = 'production'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (!(await buildIfMissing({ root }))) process.exit(1)
await import(pathToFileURL(path.join(root, 'build/server.js')).href)
