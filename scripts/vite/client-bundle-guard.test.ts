import path from 'node:path'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import { clientBundleGuard, serverOnlyReason } from './client-bundle-guard.ts'

/** Builds one fixture as a browser bundle with the guard, as `npm run build` does for the app. */
async function buildForBrowser(entry: string): Promise<void> {
  await build({
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
    plugins: [clientBundleGuard(projectRoot)],
    build: { write: false, rollupOptions: { input: path.join(import.meta.dirname, 'fixtures', entry) } },
  })
}

describe('clientBundleGuard', () => {
  it('lets browser code through', async () => {
    await expect(buildForBrowser('browser-entry.ts')).resolves.toBeUndefined()
  })

  it.each([
    ['a *.server.ts module', 'imports-server-file-entry.ts', /secret\.server\.ts \(un módulo \*\.server\)/],
    ['a module under server/', 'imports-server-folder-entry.ts', /server\/shared\/errors\.ts \(un módulo de server\/\)/],
    ['a node: built-in', 'imports-node-entry.ts', /node:path \(un módulo de Node\)/],
  ])('fails the build when the browser bundle pulls in %s', async (_what, entry, message) => {
    await expect(buildForBrowser(entry)).rejects.toThrow(message)
  })
})

describe('serverOnlyReason', () => {
  it.each([
    ['/app/app/lib/env.server.ts', 'un módulo *.server'],
    ['/app/app/.server/db.ts', 'un módulo *.server'],
    ['/app/server/services.ts', 'un módulo de server/'],
    ['\0__vite-browser-external:node:fs', 'un módulo de Node'],
    ['/app/domain/cart.ts', undefined],
    ['/app/app/routes/server-status.tsx', undefined],
    ['/app/node_modules/react-router/dist/index.js?v=1', undefined],
  ])('%s', (id, reason) => {
    expect(serverOnlyReason(id, '/app')).toBe(reason)
  })
})
