/**
 * Fails the browser build when a module only the server may load lands in it: a `*.server.ts`
 * file (or one under a `.server/` folder), anything under `server/`, or a Node built-in
 * (`node:fs`, which Vite would silently replace by an empty stand-in). React Router already
 * strips loaders and the `*.server` modules only they use; this catches what slips past, such as
 * a component that imports a server module for a value.
 */
import path from 'node:path'
import type { Plugin } from 'vite'

/** Why a module must stay out of the browser, or undefined when it may go there. */
export function serverOnlyReason(id: string, root: string): string | undefined {
  const file = id.replace(/^\0/, '').replace(/\?.*$/, '')
  if (file.startsWith('__vite-browser-external') || file.startsWith('node:')) return 'un módulo de Node'
  const relative = path.relative(root, file).split(path.sep).join('/')
  if (/\.server\.[cm]?[jt]sx?$/.test(file) || /(^|\/)\.server\//.test(relative)) return 'un módulo *.server'
  if (!relative.startsWith('..') && relative.startsWith('server/')) return 'un módulo de server/'
  return undefined
}

export function clientBundleGuard(root: string): Plugin {
  return {
    name: 'client-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const found = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const reason = serverOnlyReason(id, root)
          if (reason) found.add(`${output.fileName}: ${id.replace(/^\0/, '')} (${reason})`)
        }
      }
      if (found.size > 0) this.error(`El código del navegador incluye módulos solo del servidor:\n${[...found].join('\n')}`)
    },
  }
}
