/**
 * Look-ups by key that arrive within one turn of the event loop share one query (issue 19,
 * decision 033). Ten shoppers' product pages parsed in the same turn ask for ten skus: one
 * `where sku in (…)` answers them all, where ten statements each paid the round trip, the
 * planning and (on the embedded database, which runs on the server's own thread) the parsing of
 * the result's description.
 */
interface Waiter<V> {
  resolve: (values: V[]) => void
  reject: (error: unknown) => void
}

export function batchedLookup<K, V>(
  lookupMany: (keys: K[]) => Promise<V[]>,
  keyOf: (value: V) => K,
  maxBatch = 100,
): (key: K) => Promise<V[]> {
  let pending = new Map<K, Waiter<V>[]>()
  let scheduled = false

  async function flush(batch: Map<K, Waiter<V>[]>) {
    try {
      const byKey = new Map<K, V[]>()
      for (const value of await lookupMany([...batch.keys()])) {
        const key = keyOf(value)
        byKey.set(key, [...(byKey.get(key) ?? []), value])
      }
      for (const [key, waiters] of batch) for (const { resolve } of waiters) resolve(byKey.get(key) ?? [])
    } catch (error) {
      for (const waiters of batch.values()) for (const { reject } of waiters) reject(error)
    }
  }

  function flushAll() {
    scheduled = false
    const all = pending
    pending = new Map()
    // A long batch is sent in slices: one statement's parameters stay bounded.
    let slice = new Map<K, Waiter<V>[]>()
    for (const [key, waiters] of all) {
      slice.set(key, waiters)
      if (slice.size === maxBatch) {
        void flush(slice)
        slice = new Map()
      }
    }
    if (slice.size > 0) void flush(slice)
  }

  return (key) =>
    new Promise<V[]>((resolve, reject) => {
      const waiters = pending.get(key)
      if (waiters) waiters.push({ resolve, reject })
      else pending.set(key, [{ resolve, reject }])
      if (!scheduled) {
        scheduled = true
        // After the turn's other requests have reached their look-ups (their microtasks run first).
        setImmediate(flushAll)
      }
    })
}
