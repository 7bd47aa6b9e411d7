import { describe, expect, it } from 'vitest'
import { versionedCache } from './versioned-cache.ts'

/** A version reader whose answers the test releases one at a time, and a clock it moves by hand. */
function controlled(initial: string) {
  let current = initial
  const waiting: (() => void)[] = []
  let reads = 0
  let clock = 1_000_000
  return {
    read: () => {
      reads++
      const answer = current
      return new Promise<string>((resolve) => waiting.push(() => resolve(answer)))
    },
    set: (v: string) => {
      current = v
    },
    /** answers the oldest read under way */
    answer: () => waiting.shift()?.(),
    pending: () => waiting.length,
    reads: () => reads,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

describe('versionedCache', () => {
  it('computes once per version and again after the version changes', async () => {
    let version = '1'
    let computed = 0
    const cache = versionedCache(async () => version, { checkEveryMs: 0 })
    const compute = async () => ++computed
    expect(await cache.memo('k', compute)).toBe(1)
    expect(await cache.memo('k', compute)).toBe(1)
    version = '2'
    await cache.memo('k', compute) // starts the look; may answer from before it
    await cache.settled()
    expect(await cache.memo('k', compute)).toBe(2)
  })

  it('does not keep a failed computation', async () => {
    const cache = versionedCache(async () => '1', { checkEveryMs: 0 })
    await expect(cache.memo('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await cache.memo('k', async () => 'ok')).toBe('ok')
  })

  it('evicts the least recently used entry past the limit', async () => {
    let computed = 0
    const cache = versionedCache(async () => '1', { checkEveryMs: 60_000, maxEntries: 2 })
    await cache.memo('a', async () => ++computed)
    await cache.memo('b', async () => ++computed)
    await cache.memo('a', async () => ++computed)
    await cache.memo('c', async () => ++computed)
    expect(await cache.memo('a', async () => ++computed)).toBe(1)
    expect(await cache.memo('b', async () => ++computed)).toBe(4)
  })

  it('keeps catalogue-wide answers apart: many per-item answers do not push them out', async () => {
    let menus = 0
    let items = 0
    let version = '1'
    const cache = versionedCache(async () => version, { checkEveryMs: 0, maxEntries: 2 })
    const menu = () => cache.memo('menu', async () => `menu ${++menus}`, 'catalogue')
    expect(await menu()).toBe('menu 1')
    for (const sku of ['a', 'b', 'c', 'd']) await cache.memo(`detail:${sku}`, async () => ++items)
    expect(await menu()).toBe('menu 1')
    expect(await cache.memo('detail:a', async () => ++items)).toBe(5) // the item limit still holds
    // ... and a new catalogue version, forget() and invalidate() reach them too
    await cache.settled()
    version = '2'
    await cache.memo('detail:a', async () => ++items) // starts the look at the new version
    await cache.settled()
    expect(await menu()).toBe('menu 2')
    cache.forget('menu')
    expect(await menu()).toBe('menu 3')
    cache.invalidate()
    expect(await menu()).toBe('menu 4')
  })

  it('forgets everything on invalidate', async () => {
    let computed = 0
    const cache = versionedCache(async () => '1', { checkEveryMs: 60_000 })
    await cache.memo('k', async () => ++computed)
    cache.invalidate()
    expect(await cache.memo('k', async () => ++computed)).toBe(2)
  })

  it('reports the version it holds, looking again only after checkEveryMs', async () => {
    const db = controlled('7')
    const cache = versionedCache(db.read, { checkEveryMs: 1000, now: db.now })
    const first = cache.version()
    db.answer()
    expect(await first).toBe('7')
    db.set('8')
    db.advance(999)
    expect(await cache.version()).toBe('7')
    expect(db.reads()).toBe(1)
    db.advance(1)
    expect(await cache.version()).toBe('7') // due: the look starts, the answer does not wait for it
    expect(db.reads()).toBe(2)
    db.answer()
    await cache.settled()
    expect(await cache.version()).toBe('8')
  })

  it('only the very first call waits for the version; later ones answer while a due look is under way', async () => {
    const db = controlled('1')
    const cache = versionedCache(db.read, { checkEveryMs: 1000, now: db.now })
    let computed = 0
    const compute = async () => `v${++computed}`
    let firstDone = false
    const first = cache.memo('k', compute).then((v) => {
      firstDone = true
      return v
    })
    await Promise.resolve()
    expect(firstDone).toBe(false) // no version known yet: it waits for the read
    db.answer()
    expect(await first).toBe('v1')

    // A second later the version is due; the read hangs (a pool busy with slow searches), yet
    // cached answers and new computations come at once, and only one read is under way.
    db.set('2')
    db.advance(1000)
    expect(await cache.memo('k', compute)).toBe('v1')
    expect(await cache.memo('other', compute)).toBe('v2')
    expect(await cache.memo('k', compute)).toBe('v1')
    expect(db.pending()).toBe(1)

    // The look lands: the new version's answers from the next call on.
    db.answer()
    await cache.settled()
    expect(await cache.memo('k', compute)).toBe('v3')
    expect(await cache.memo('other', compute)).toBe('v4')
    // …and the next look is a second after the one that found it.
    expect(db.reads()).toBe(2)
    db.advance(999)
    await cache.memo('k', compute)
    expect(db.reads()).toBe(2)
  })

  it('a failed look keeps the answers held and is tried again by the next call', async () => {
    let fail = false
    let version = '1'
    const clock = { t: 0 }
    const cache = versionedCache(
      async () => {
        if (fail) throw new Error('pool timeout')
        return version
      },
      { checkEveryMs: 1000, now: () => clock.t },
    )
    expect(await cache.memo('k', async () => 'a')).toBe('a')
    fail = true
    version = '2'
    clock.t += 1000
    expect(await cache.memo('k', async () => 'b')).toBe('a')
    await cache.settled()
    expect(await cache.memo('k', async () => 'b')).toBe('a') // failed again: still the held answer
    await cache.settled()
    fail = false
    await cache.memo('k', async () => 'c') // the look again; this answer may or may not wait for it
    await cache.settled()
    expect(await cache.memo('k', async () => 'd')).not.toBe('a')
  })

  it('after invalidate() the next call waits for a fresh look, not one started before the change', async () => {
    const db = controlled('1')
    const cache = versionedCache(db.read, { checkEveryMs: 1000, now: db.now })
    const first = cache.version()
    db.answer()
    await first
    db.advance(1000)
    await cache.version() // a look starts and reads '1'…
    expect(db.pending()).toBe(1)
    // …then this instance imports: the version becomes '2' and it invalidates.
    db.set('2')
    cache.invalidate()
    let answered: string | undefined
    const after = cache.version().then((v) => (answered = v))
    db.answer() // the old look answers '1': ignored
    await Promise.resolve()
    await Promise.resolve()
    expect(answered).toBeUndefined()
    db.answer() // the fresh look answers '2'
    await after
    expect(answered).toBe('2')
  })
})
