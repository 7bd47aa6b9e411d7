import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import { completeLock, lockProblems, registryUrl, type LockFile } from './complete-lock.ts'
import { platformFromName } from './platform-from-name.ts'
import { stringifyLikeNpm } from './stringify-like-npm.ts'

const committedText = readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')
const committed = JSON.parse(committedText) as LockFile

/** A lock with rollup as a dev dependency whose registry had only its linux-x64-gnu package. */
function rollupLock(): LockFile {
  return {
    name: 'x',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'x', devDependencies: { rollup: '^4.0.0' } },
      'node_modules/rollup': {
        version: '4.68.7',
        resolved: registryUrl('rollup', '4.68.7'),
        dev: true,
        optionalDependencies: {
          '@rollup/rollup-darwin-arm64': '4.68.7',
          '@rollup/rollup-linux-x64-gnu': '4.68.7',
          '@rollup/rollup-linux-arm-musleabihf': '4.68.7',
          '@rollup/rollup-win32-x64-gnu': '4.68.7',
          fsevents: '~2.3.2',
        },
      },
      'node_modules/@rollup/rollup-linux-x64-gnu': {
        version: '4.68.7',
        resolved: registryUrl('@rollup/rollup-linux-x64-gnu', '4.68.7'),
        integrity: 'sha512-x',
        cpu: ['x64'],
        dev: true,
        libc: ['glibc'],
        optional: true,
        os: ['linux'],
      },
      'node_modules/legacy-javascript': { version: '0.0.1', dev: true },
    },
  }
}

describe('the committed package-lock.json', () => {
  it('is complete: every platform package recorded, every registry package with its address', () => {
    expect(lockProblems(committed)).toEqual([])
  })

  it('is written as npm writes it, so npm install leaves the repair alone', () => {
    expect(stringifyLikeNpm(committed)).toBe(committedText)
  })

  it('agrees with the platform each native package from the registry declares, read from its name alone', () => {
    // Entries with an integrity hash came from the registry with the package's own os/cpu/libc;
    // fsevents (macOS only) names no platform and is never one the repair has to add.
    const native = Object.entries(committed.packages).filter(
      ([location, entry]) => entry.integrity && (entry.os || entry.cpu) && !location.endsWith('/fsevents'),
    )
    expect(native.length).toBeGreaterThan(50)
    for (const [location, entry] of native) {
      const fromRegistry = { os: entry.os, cpu: entry.cpu, libc: entry.libc }
      const declared = Object.fromEntries(Object.entries(fromRegistry).filter(([, value]) => value !== undefined))
      expect(platformFromName(location), location).toEqual(declared)
    }
  })
})

describe('completeLock', () => {
  it('records the optional packages the registry did not have, by exact version, address and platform', () => {
    const { lock, added, unrepairable } = completeLock(rollupLock())
    expect(added).toEqual([
      '@rollup/rollup-darwin-arm64@4.68.7',
      '@rollup/rollup-linux-arm-musleabihf@4.68.7',
      '@rollup/rollup-win32-x64-gnu@4.68.7',
    ])
    // A range (fsevents) is not a version npm failed to write: it cannot be recorded blindly.
    expect(unrepairable).toEqual(['fsevents@~2.3.2 (optional dependency of node_modules/rollup)'])
    expect(lock.packages['node_modules/@rollup/rollup-darwin-arm64']).toEqual({
      version: '4.68.7',
      resolved: 'https://registry.npmjs.org/@rollup/rollup-darwin-arm64/-/rollup-darwin-arm64-4.68.7.tgz',
      os: ['darwin'],
      cpu: ['arm64'],
      dev: true,
      optional: true,
    })
    expect(lock.packages['node_modules/@rollup/rollup-linux-arm-musleabihf']).toMatchObject({ os: ['linux'], cpu: ['arm'] })
    expect(lock.packages['node_modules/@rollup/rollup-win32-x64-gnu']).not.toHaveProperty('libc')
  })

  it('nests an optional package under its dependent when another version holds the name', () => {
    const original = rollupLock()
    original.packages['node_modules/@rollup/rollup-darwin-arm64'] = { version: '3.0.0', resolved: 'x', os: ['darwin'] }
    const { lock } = completeLock(original)
    expect(lock.packages['node_modules/@rollup/rollup-darwin-arm64']!.version).toBe('3.0.0')
    expect(lock.packages['node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64']!.version).toBe('4.68.7')
  })

  it('gives a registry package without one its address, and leaves links and bundled packages alone', () => {
    const original = rollupLock()
    original.packages['node_modules/local'] = { resolved: 'packages/local', link: true }
    original.packages['node_modules/oxide/node_modules/bundled'] = { version: '1.0.0', inBundle: true }
    original.packages['node_modules/alias'] = { name: '@scope/real', version: '2.0.0' }
    const { lock, resolvedAdded } = completeLock(original)
    expect(resolvedAdded).toBe(2)
    expect(lock.packages['node_modules/legacy-javascript']!.resolved).toBe(
      'https://registry.npmjs.org/legacy-javascript/-/legacy-javascript-0.0.1.tgz',
    )
    expect(lock.packages['node_modules/alias']!.resolved).toBe('https://registry.npmjs.org/@scope/real/-/real-2.0.0.tgz')
    expect(lock.packages['node_modules/oxide/node_modules/bundled']).not.toHaveProperty('resolved')
  })

  it('changes nothing in a complete lock file', () => {
    const once = completeLock(rollupLock()).lock
    const twice = completeLock(once)
    expect(twice.lock).toEqual(once)
    expect(twice.added).toEqual([])
    expect(twice.resolvedAdded).toBe(0)
  })
})

describe('platformFromName', () => {
  it.each([
    ['@tailwindcss/oxide-wasm32-wasi', { cpu: ['wasm32'] }],
    ['@esbuild/openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
    ['@rollup/rollup-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'] }],
    ['@rollup/rollup-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@tailwindcss/oxide-win32-arm64-msvc', { os: ['win32'], cpu: ['arm64'] }],
    ['lru-cache', undefined],
  ])('%s', (name, platform) => {
    expect(platformFromName(name)).toEqual(platform)
  })
})
