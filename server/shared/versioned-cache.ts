/**
 * Memoises catalogue-derived answers (the JSON catalogue, the menu, home groups, facets) until
 * the catalogue version in the database changes. Another instance's import bumps that version;
 * we look at it at most once per `checkEveryMs`, so an import is visible everywhere about a
 * second after it (plus the time the look itself takes) without a query per request.
 *
 * Stale while revalidating: a look that falls due is started, and the answers go on coming from
 * what the cache holds until it comes back. The look goes through the same pool as every other
 * statement, so at a million products it queued behind slow searches and every cached answer,
 * a static-cost one included, waited for it (decision 035). Only a call that knows no version
 * waits: the very first, and the first after this instance's own `invalidate()`, so the instance
 * that changed the catalogue answers with the change at once.
 */
import { LRUCache } from 'lru-cache'

/**
 * 'item': one of many answers (a product, a search, a page of a listing), kept among the
 * `maxEntries` most recently used. 'catalogue': one of a few answers about the whole catalogue
 * (the menu, home groups, a sub-category's recommendation pool), kept apart until the version
 * changes: a crawler walking thousands of distinct products would otherwise push them out, and
 * at a million products each costs a scan of the table to make again.
 */
export type MemoScope = 'item' | 'catalogue'

export interface VersionedCache {
  memo<T>(key: string, compute: () => Promise<T>, scope?: MemoScope): Promise<T>
  /** forget everything now (after an import on this instance); the next call reads the version */
  invalidate(): void
  /** forget one entry (a row this instance just changed outside the catalogue version) */
  forget(key: string): void
  /** the catalogue version, looked at no more often than the entries are */
  version(): Promise<string>
  /** resolves once no look at the version is under way (for tests: an overdue look has landed) */
  settled(): Promise<void>
}

export interface VersionedCacheOptions {
  checkEveryMs?: number
  maxEntries?: number
  /** the clock, in ms (tests inject one) */
  now?: () => number
}

export function versionedCache(readVersion: () => Promise<string>, options: VersionedCacheOptions = {}): VersionedCache {
  // At most maxEntries answers; the least recently used goes first.
  const entries = new LRUCache<string, Promise<unknown>>({ max: options.maxEntries ?? 500 })
  const catalogueEntries = new Map<string, Promise<unknown>>()
  const clear = () => {
    entries.clear()
    catalogueEntries.clear()
  }
  const watcher = versionWatcher(readVersion, {
    checkEveryMs: options.checkEveryMs ?? 1000,
    now: options.now ?? (() => Date.now()),
    onChange: clear,
  })

  return {
    async memo<T>(key: string, compute: () => Promise<T>, scope: MemoScope = 'item'): Promise<T> {
      await watcher.refresh()
      const held = scope === 'catalogue' ? catalogueEntries : entries
      const hit = held.get(key)
      if (hit) return hit as Promise<T>
      const pending = compute()
      held.set(key, pending)
      pending.catch(() => held.delete(key))
      return pending
    },
    invalidate() {
      clear()
      watcher.reset()
    },
    forget(key: string) {
      entries.delete(key)
      catalogueEntries.delete(key)
    },
    async version() {
      await watcher.refresh()
      return watcher.current() ?? '0'
    },
    settled: () => watcher.settled(),
  }
}

interface VersionWatcher {
  /** Waits only when no version is known; otherwise starts a due look and returns at once. */
  refresh(): Promise<void>
  /** the version last read; undefined before the first look and after reset() */
  current(): string | undefined
  /** forgets the version: the next refresh() waits for a fresh look */
  reset(): void
  settled(): Promise<void>
}

/** The catalogue version, looked at no more often than every `checkEveryMs`; `onChange` when it moves. */
function versionWatcher(
  readVersion: () => Promise<string>,
  { checkEveryMs, now, onChange }: { checkEveryMs: number; now: () => number; onChange: () => void },
): VersionWatcher {
  let version: string | undefined
  let checkedAt = 0
  let checking: Promise<void> | undefined
  // Bumped by reset(): a look started before it may have read the version from before this
  // instance's own change, so it neither answers the calls after it nor sets the version.
  let generation = 0
  let checkingGeneration = -1

  function look(): Promise<void> {
    if (checking && checkingGeneration === generation) return checking
    const started = now()
    const mine = generation
    const pending: Promise<void> = readVersion()
      .then((current) => {
        if (mine !== generation) return
        if (current !== version) {
          onChange()
          version = current
        }
        // From when the look started: a change committed while it was under way is looked for
        // again a second after that, never later.
        checkedAt = started
      })
      .finally(() => {
        if (checking === pending) checking = undefined
      })
    checking = pending
    checkingGeneration = mine
    return pending
  }

  return {
    async refresh() {
      if (version === undefined) return look()
      if (now() - checkedAt < checkEveryMs) return
      // A failed look is tried again by the next call; the answers held meanwhile stay.
      look().catch(() => undefined)
    },
    current: () => version,
    reset() {
      version = undefined
      checkedAt = 0
      generation++
    },
    async settled() {
      await checking?.catch(() => undefined)
    },
  }
}
