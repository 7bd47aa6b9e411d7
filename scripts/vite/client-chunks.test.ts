import { describe, expect, it } from 'vitest'
import { CATALOGUE_CHUNK, chunkOf, SHELL_CHUNK, shellModules, type ModuleInfo } from './client-chunks.ts'

/** A module graph: each id's static imports. */
function graph(imports: Record<string, string[]>) {
  return (id: string): ModuleInfo => (imports[id] ? { importedIds: imports[id], isEntry: false } : null)
}

describe('shellModules', () => {
  it('takes what the root and the entry import statically, and nothing only a route imports', () => {
    const modules = {
      '/app/root.tsx?__react-router-build-client-route': ['/app/header.tsx'],
      '/app/header.tsx': ['/domain/cart.ts'],
      '/domain/cart.ts': [],
      '/app/entry.client.tsx': [],
      '/app/routes/home.tsx': ['/app/carousel.tsx', '/domain/cart.ts'],
      '/app/carousel.tsx': [],
    }
    const shell = shellModules(graph(modules), Object.keys(modules), ['/app/root.tsx', '/app/entry.client.tsx'])
    expect([...shell].sort()).toEqual([
      '/app/entry.client.tsx',
      '/app/header.tsx',
      '/app/root.tsx?__react-router-build-client-route',
      '/domain/cart.ts',
    ])
  })

  it('does not follow a package’s barrel file, which names every icon the app uses anywhere', () => {
    const icons = Array.from({ length: 60 }, (_, i) => `/node_modules/icons/icon-${i}.js`)
    const modules: Record<string, string[]> = {
      '/app/root.tsx': ['/node_modules/icons/index.js', '/node_modules/cookie/index.js'],
      '/node_modules/icons/index.js': icons,
      '/node_modules/cookie/index.js': [],
    }
    const shell = shellModules(graph(modules), Object.keys(modules), ['/app/root.tsx'])
    expect([...shell].sort()).toEqual(['/app/root.tsx', '/node_modules/cookie/index.js'])
  })

  it('puts what the product card draws with in the catalogue chunk, unless the shell already has it', () => {
    const modules = {
      '/app/root.tsx': ['/app/header.tsx'],
      '/app/header.tsx': ['/domain/format.ts'],
      '/domain/format.ts': [],
      '/app/product-card.tsx': ['/domain/format.ts', '/app/price.tsx'],
      '/app/price.tsx': ['/domain/money.ts'],
      '/domain/money.ts': [],
      '/app/carousel.tsx': [],
    }
    const ids = Object.keys(modules)
    const shell = shellModules(graph(modules), ids, ['/app/root.tsx'])
    const catalogue = shellModules(graph(modules), ids, ['/app/product-card.tsx'])
    const chunks = Object.fromEntries(ids.map((id) => [id, chunkOf(id, shell, catalogue)]))
    expect(chunks).toEqual({
      '/app/root.tsx': SHELL_CHUNK,
      '/app/header.tsx': SHELL_CHUNK,
      '/domain/format.ts': SHELL_CHUNK,
      '/app/product-card.tsx': CATALOGUE_CHUNK,
      '/app/price.tsx': CATALOGUE_CHUNK,
      '/domain/money.ts': CATALOGUE_CHUNK,
      '/app/carousel.tsx': undefined,
    })
    expect(chunkOf('/x/node_modules/react-dom/client.js', shell, catalogue)).toBe(SHELL_CHUNK)
  })
})
