/**
 * Memoises catalogue-derived answers (the JSON catalogue, the menu, home groups, facets) until
 * the catalogue version in the database changes. Another instance's import bumps that version;
 * we look at it at most once per `checkEveryMs`, so an import is visible everywhere within
 * about a second without a query per request.
 */
import { LRUCache } from 'lru-cache'

export interface VersionedCache {
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>
  /** forget everything now (after an import on this instance) */
  invalidate(): void
  /** forget one entry (a row this instance just changed outside the catalogue version) */
  forget(key: string): void
  /** the catalogue version, looked at no more often than the entries are */
  version(): Promise<string>
}

export function versionedCache(
  readVersion: () => Promise<string>,
  options: { checkEveryMs?: number; maxEntries?: number } = {},
): VersionedCache {
  const checkEveryMs = options.checkEveryMs ?? 1000
  const maxEntries = options.maxEntries ?? 500
  let version: string | undefined
  let checkedAt = 0
  let checking: Promise<void> | undefined
  // At most maxEntries answers; the least recently used goes first.
  const entries = new LRUCache<string, Promise<unknown>>({ max: maxEntries })

  async function refresh(): Promise<void> {
    if (Date.now() - checkedAt < checkEveryMs) return
    checking ??= readVersion()
      .then((current) => {
        if (current !== version) {
          entries.clear()
          version = current
        }
        checkedAt = Date.now()
      })
      .finally(() => {
        checking = undefined
      })
    await checking
  }

  return {
    async memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
      await refresh()
      const hit = entries.get(key)
      if (hit) return hit as Promise<T>
      const pending = compute()
      entries.set(key, pending)
      pending.catch(() => entries.delete(key))
      return pending
    },
    invalidate() {
      entries.clear()
      checkedAt = 0
    },
    forget(key: string) {
      entries.delete(key)
    },
    async version() {
      await refresh()
      return version ?? '0'
    },
  }
}
