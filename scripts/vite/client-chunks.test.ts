import { describe, expect, it } from 'vitest'
import { shellModules, type ModuleInfo } from './client-chunks.ts'

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
})
