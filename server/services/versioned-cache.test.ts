import { describe, expect, it } from 'vitest'
import { versionedCache } from './versioned-cache.ts'

describe('versionedCache', () => {
  it('computes once per version and again after the version changes', async () => {
    let version = '1'
    let computed = 0
    const cache = versionedCache(async () => version, { checkEveryMs: 0 })
    const compute = async () => ++computed
    expect(await cache.memo('k', compute)).toBe(1)
    expect(await cache.memo('k', compute)).toBe(1)
    version = '2'
    expect(await cache.memo('k', compute)).toBe(2)
  })

  it('does not keep a failed computation', async () => {
    const cache = versionedCache(async () => '1', { checkEveryMs: 0 })
    await expect(cache.memo('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await cache.memo('k', async () => 'ok')).toBe('ok')
  })

  it('evicts the least recently used entry past the limit', async () => {
    let computed = 0
    const cache = versionedCache(async () => '1', { checkEveryMs: 0, maxEntries: 2 })
    await cache.memo('a', async () => ++computed)
    await cache.memo('b', async () => ++computed)
    await cache.memo('a', async () => ++computed)
    await cache.memo('c', async () => ++computed)
    expect(await cache.memo('a', async () => ++computed)).toBe(1)
    expect(await cache.memo('b', async () => ++computed)).toBe(4)
  })

  it('forgets everything on invalidate', async () => {
    let computed = 0
    const cache = versionedCache(async () => '1', { checkEveryMs: 60_000 })
    await cache.memo('k', async () => ++computed)
    cache.invalidate()
    expect(await cache.memo('k', async () => ++computed)).toBe(2)
  })

  it('reports the version it holds, looking again only after checkEveryMs', async () => {
    let version = '7'
    let reads = 0
    const cache = versionedCache(
      async () => {
        reads++
        return version
      },
      { checkEveryMs: 60_000 },
    )
    expect(await cache.version()).toBe('7')
    version = '8'
    expect(await cache.version()).toBe('7')
    expect(reads).toBe(1)
    cache.invalidate()
    expect(await cache.version()).toBe('8')
  })
})
