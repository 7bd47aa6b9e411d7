/**
 * package-lock.json as npm itself writes it (its json-stringify-nice ordering): in every object
 * plain values and arrays first, objects last; within each group npm's preferred keys in their
 * order, then the rest alphabetically. Writing the same bytes keeps a repair to the entries it
 * adds, and npm's next write from undoing it.
 */
const PREFERRED_KEYS = ['name', 'version', 'lockfileVersion', 'resolved', 'integrity', 'requires', 'packages', 'dependencies']

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function compareKeys(a: string, b: string): number {
  const ai = PREFERRED_KEYS.indexOf(a)
  const bi = PREFERRED_KEYS.indexOf(b)
  if (ai !== -1 && bi !== -1) return ai - bi
  if (ai !== -1) return -1
  if (bi !== -1) return 1
  return a.localeCompare(b, 'en')
}

function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered)
  if (!isObject(value)) return value
  const entries = Object.entries(value).sort(([ak, av], [bk, bv]) =>
    isObject(av) === isObject(bv) ? compareKeys(ak, bk) : isObject(av) ? 1 : -1,
  )
  return Object.fromEntries(entries.map(([key, item]) => [key, ordered(item)]))
}

export function stringifyLikeNpm(value: unknown): string {
  return `${JSON.stringify(ordered(value), null, 2)}\n`
}
