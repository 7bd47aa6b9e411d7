/**
 * One chunk for what every storefront page loads: React, React DOM, React Router, the browser
 * entry and every module the root route imports statically (header, footer, cart context…).
 * Rollup would otherwise cut that code into two dozen small files, one per sharing pattern
 * (each icon, each domain helper), and each file costs its own request, its own import
 * statements and gzip's poorer compression of small inputs. Only code already on every page's
 * first load goes into it, so no page loads more than before: what a single route uses stays in
 * that route's chunk, and what routes share (product cards…) stays in chunks shared by them.
 */
import path from 'node:path'
import type { Plugin } from 'vite'

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//

/** The chunk's name (a file name prefix in build/client/assets) */
export const SHELL_CHUNK = 'shell'
/**
 * What the catalogue's pages (home, listings, product pages) all draw with, outside the shell:
 * the product card with the small modules it uses (prices, financing figures, stock, the
 * picture) and the category labels. Left to Rollup they were nine files of 0.1–1 KB each (gzip),
 * since the search suggestions and the price block share some of them; one file is about 1 KB
 * smaller on each of those pages, and no other page loads it before a shopper acts.
 */
export const CATALOGUE_CHUNK = 'catalogue'

/** more static imports than this: a package's barrel file, not followed */
const BARREL_IMPORTS = 40

export type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean } | null

/** Every module reachable from the entry and the root route through static imports. */
export function shellModules(
  getModuleInfo: (id: string) => ModuleInfo,
  ids: Iterable<string>,
  starts: readonly string[],
): Set<string> {
  const found = new Set<string>()
  const queue = [...ids].filter((id) => starts.includes(id.replace(/\?.*$/, '')))
  while (queue.length) {
    const id = queue.pop()!
    if (found.has(id)) continue
    const imports = getModuleInfo(id)?.importedIds ?? []
    // A package's index that re-exports hundreds of modules (an icon set) would bring in
    // every one the app uses anywhere, not only those the root uses.
    if (id.includes('/node_modules/') && imports.length > BARREL_IMPORTS) continue
    found.add(id)
    queue.push(...imports)
  }
  return found
}

/** The chunk a module goes to: the shell first, then the catalogue's; undefined leaves it to Rollup. */
export function chunkOf(id: string, shell: ReadonlySet<string>, catalogue: ReadonlySet<string>): string | undefined {
  if (FRAMEWORK.test(id.replace(/\\/g, '/')) || shell.has(id)) return SHELL_CHUNK
  if (catalogue.has(id)) return CATALOGUE_CHUNK
  return undefined
}

export function clientChunks(root: string): Plugin {
  const rootRoute = path.join(root, 'app/root.tsx')
  const entry = path.join(root, 'app/entry.client.tsx')
  const catalogueStarts = [path.join(root, 'app/components/product-card.tsx'), path.join(root, 'domain/spanish-case.ts')]
  let shell: Set<string> | undefined
  let catalogue: Set<string> | undefined

  return {
    name: 'client-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                shell ??= shellModules(getModuleInfo, getModuleIds(), [rootRoute, entry])
                catalogue ??= shellModules(getModuleInfo, getModuleIds(), catalogueStarts)
                return chunkOf(id, shell, catalogue)
              },
            },
          },
        },
      }
    },
  }
}
