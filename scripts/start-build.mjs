// The build `npm start` makes on a fresh clone: announced in one line before it starts (it takes
// about a minute, silently), its own output kept back unless it fails, and its time said at the
// end. Plain JavaScript, like start.mjs: it runs before anything is compiled.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** What `npm run build` makes and `npm start` runs: the server bundle and the pages' build. */
export const BUILD_OUTPUTS = ['build/server.js', 'build/server/index.js']

export const BUILD_ANNOUNCEMENT = '[tienda] Primer inicio: compilando la tienda (npm run build), tarda alrededor de un minuto…'

/** @param {number} ms */
export function builtLine(ms) {
  return `[tienda] Compilación lista en ${Math.max(1, Math.round(ms / 1000))} s`
}

/** @param {number | null} status */
export function failedLine(status) {
  return `[tienda] La compilación falló (código ${status ?? 'desconocido'}); su salida está arriba.`
}

/** @param {string} root */
export function needsBuild(root) {
  return BUILD_OUTPUTS.some((file) => !existsSync(path.join(root, file)))
}

/**
 * `npm run build` with its output, both streams in the order written, held back.
 * @param {string} root
 * @returns {Promise<{ status: number | null, output: string }>}
 */
export function runBuild(root) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.on('error', (error) => (output += `${error.message}\n`))
    child.on('close', (status) => resolve({ status, output }))
  })
}

/**
 * Builds when a build output is missing. Answers whether the store can start.
 * @param {{
 *   root: string,
 *   build?: (root: string) => Promise<{ status: number | null, output: string }>,
 *   out?: { write(text: string): unknown },
 *   err?: { write(text: string): unknown },
 *   now?: () => number,
 * }} options
 */
export async function buildIfMissing({
  root,
  build = runBuild,
  out = process.stdout,
  err = process.stderr,
  now = () => performance.now(),
}) {
  if (!needsBuild(root)) return true
  out.write(`${BUILD_ANNOUNCEMENT}\n`)
  const startedAt = now()
  const { status, output } = await build(root)
  if (status === 0) {
    out.write(`${builtLine(now() - startedAt)}\n`)
    return true
  }
  err.write(output.endsWith('\n') || output === '' ? output : `${output}\n`)
  err.write(`${failedLine(status)}\n`)
  return false
}
