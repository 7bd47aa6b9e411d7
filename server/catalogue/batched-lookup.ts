/**
 * Look-ups by key that arrive within one turn of the event loop share one query (docs/decisions/033,
 * decision 033). Ten shoppers' product pages parsed in the same turn ask for ten skus: one
 * `where sku in (…)` answers them all, where ten statements each paid the round trip, the
 * planning and (on the embedded database, which runs on the server's own thread) the parsing of
 * the result's description.
 *
 * The batching is DataLoader's; here are the store's choices: no cache (the catalogue's own
 * versioned caches decide what is kept), batches of at most `maxBatch` keys so one statement's
 * parameters stay bounded, and the batch sent after the turn's other requests have reached their
 * look-ups (setImmediate, after their microtasks), and each key answered with all its rows.
 */
import DataLoader from 'dataloader'

export function batchedLookup<K, V>(
  lookupMany: (keys: K[]) => Promise<V[]>,
  keyOf: (value: V) => K,
  maxBatch = 100,
): (key: K) => Promise<V[]> {
  const loader = new DataLoader<K, V[]>(
    async (keys) => {
      const byKey = new Map<K, V[]>()
      // Without its cache DataLoader passes a key asked twice twice: the query needs it once.
      for (const value of await lookupMany([...new Set(keys)])) {
        const key = keyOf(value)
        byKey.set(key, [...(byKey.get(key) ?? []), value])
      }
      return keys.map((key) => byKey.get(key) ?? [])
    },
    { cache: false, maxBatchSize: maxBatch, batchScheduleFn: (run) => setImmediate(run) },
  )
  return (key) => loader.load(key)
}
