/**
 * What `npm ci` needs from package-lock.json that npm itself fails to write, and the repair.
 *
 * 1. Other platforms' native packages. Rollup and tailwind's oxide list one optional dependency per
 *    platform (`@rollup/rollup-darwin-arm64`, …). When the registry npm resolves against answers
 *    404 for one of them (a mirror that has not copied it), npm drops it from the lock file without
 *    a word; `npm ci` then re-resolves the same dependency, finds the lock without it and refuses
 *    ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). The repair records each one by its
 *    exact version, registry address and platform (`os`/`cpu`/`libc`, read from its name), so npm
 *    skips it here without a download and installs it where it belongs.
 * 2. A registry address (`resolved`) on every registry package. npm accepts a dependency given as a
 *    dist-tag (`"third-party-web": "latest"` in lighthouse's trace engine) as locked only when the
 *    locked package has one; without it `npm ci` resolves the tag again and refuses the lock as
 *    soon as the tag has moved. A lock written with `omit-lockfile-registry-resolved` has none
 *    (the project's .npmrc turns that setting off; this fills in what older writes left out).
 */
import { platformFromName } from './platform-from-name.ts'

export interface LockEntry {
  name?: string
  version?: string
  resolved?: string
  integrity?: string
  link?: boolean
  inBundle?: boolean
  dev?: boolean
  optional?: boolean
  devOptional?: boolean
  optionalDependencies?: Record<string, string>
  os?: string[]
  cpu?: string[]
  libc?: string[]
  [key: string]: unknown
}

export interface LockFile {
  lockfileVersion: number
  packages: Record<string, LockEntry>
  [key: string]: unknown
}

/** Where npm records the packages' addresses; npm rewrites it to the configured registry. */
export const REGISTRY = 'https://registry.npmjs.org/'
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/

export interface LockRepair {
  lock: LockFile
  /** `name@version` of each package added */
  added: string[]
  /** how many packages got their registry address */
  resolvedAdded: number
  /** what cannot be repaired here (a range instead of a version, a name that says no platform) */
  unrepairable: string[]
}

export function registryUrl(name: string, version: string): string {
  return `${REGISTRY}${name}/-/${name.slice(name.lastIndexOf('/') + 1)}-${version}.tgz`
}

function packageName(location: string, entry: LockEntry): string {
  return entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/** Where Node (and npm) find `name` required from the package at `from`: its own node_modules, then each one up. */
function findInstalled(packages: LockFile['packages'], from: string, name: string): string | undefined {
  let dir = from
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!dir) return undefined
    const up = dir.lastIndexOf('/node_modules/')
    dir = up === -1 ? '' : dir.slice(0, up)
  }
}

/** The dependency flags npm would give an optional dependency of `parent`. */
function optionalFlags(parent: LockEntry): Pick<LockEntry, 'dev' | 'optional' | 'devOptional'> {
  if (parent.dev) return { dev: true, optional: true }
  if (parent.devOptional) return { devOptional: true }
  return { optional: true }
}

function isRegistryPackage(location: string, entry: LockEntry): boolean {
  return (
    location.includes('node_modules/') &&
    !entry.link &&
    !entry.inBundle &&
    typeof entry.version === 'string' &&
    EXACT_VERSION.test(entry.version)
  )
}

/** The repaired lock file (a new object) and what was done. */
export function completeLock(original: LockFile): LockRepair {
  const packages: LockFile['packages'] = structuredClone(original.packages)
  const added: string[] = []
  const unrepairable: string[] = []
  let resolvedAdded = 0

  for (const [location, entry] of Object.entries(original.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = findInstalled(packages, location, name)
      if (found && packages[found]!.version === spec) continue
      if (found && !EXACT_VERSION.test(spec)) continue // a range npm has resolved to what it has
      const platform = platformFromName(name)
      if (!EXACT_VERSION.test(spec) || !platform) {
        unrepairable.push(`${name}@${spec} (optional dependency of ${location || 'the project'})`)
        continue
      }
      // Beside the others when the name is free, else inside the package that needs it.
      const target = found ? `${location}/node_modules/${name}` : `node_modules/${name}`
      packages[target] = {
        version: spec,
        resolved: registryUrl(name, spec),
        ...platform,
        ...optionalFlags(entry),
      }
      added.push(`${name}@${spec}`)
    }
  }

  for (const [location, entry] of Object.entries(packages)) {
    if (entry.resolved || !isRegistryPackage(location, entry)) continue
    packages[location] = { version: entry.version, resolved: registryUrl(packageName(location, entry), entry.version!), ...entry }
    resolvedAdded++
  }

  return { lock: { ...original, packages }, added, resolvedAdded, unrepairable }
}

/** What `completeLock` would change, in words; empty when the lock file is complete. */
export function lockProblems(lock: LockFile): string[] {
  const repair = completeLock(lock)
  return [
    ...repair.added.map((pkg) => `missing: ${pkg} (another platform's optional package)`),
    ...(repair.resolvedAdded ? [`${repair.resolvedAdded} registry packages without their "resolved" address`] : []),
    ...repair.unrepairable.map((pkg) => `missing, not repairable by this script: ${pkg}`),
  ]
}
