/**
 * The first `npm start`'s build: one line before it, one with its time after, nothing of its
 * own output unless it fails; nothing at all when the build is there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUILD_ANNOUNCEMENT, BUILD_OUTPUTS, buildIfMissing, builtLine, failedLine } from './start-build.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function project(built: boolean): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'store-start-build-'))
  roots.push(root)
  if (built)
    for (const file of BUILD_OUTPUTS) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), '')
    }
  return root
}

function streams() {
  const text = { out: '', err: '' }
  return {
    text,
    out: { write: (s: string) => (text.out += s) },
    err: { write: (s: string) => (text.err += s) },
  }
}

const BUNDLER_CHATTER = 'vite v7 building…\n⚠️  Future Flag Warning\nbuild/client/assets/x.js 1 kB\n'

describe('buildIfMissing', () => {
  it('says nothing and builds nothing when the build is there', async () => {
    const { text, out, err } = streams()
    let builds = 0
    const build = async () => {
      builds++
      return { status: 0, output: '' }
    }
    expect(await buildIfMissing({ root: project(true), build, out, err })).toBe(true)
    expect(builds).toBe(0)
    expect(text).toEqual({ out: '', err: '' })
  })

  it('announces the build first, then says how long it took, and keeps its output back', async () => {
    const { text, out, err } = streams()
    const clock = [1_000, 63_400]
    const build = async () => {
      // the announcement is out before the build starts
      expect(text.out).toBe(`${BUILD_ANNOUNCEMENT}\n`)
      return { status: 0, output: BUNDLER_CHATTER }
    }
    expect(await buildIfMissing({ root: project(false), build, out, err, now: () => clock.shift()! })).toBe(true)
    expect(text.out).toBe(`${BUILD_ANNOUNCEMENT}\n${builtLine(62_400)}\n`)
    expect(builtLine(62_400)).toBe('[tienda] Compilación lista en 62 s')
    expect(text.err).toBe('')
  })

  it('shows the build output and the failure when it fails', async () => {
    const { text, out, err } = streams()
    const build = async () => ({ status: 2, output: 'error TS2307: no existe el módulo' })
    expect(await buildIfMissing({ root: project(false), build, out, err })).toBe(false)
    expect(text.out).toBe(`${BUILD_ANNOUNCEMENT}\n`)
    expect(text.err).toBe(`error TS2307: no existe el módulo\n${failedLine(2)}\n`)
  })
})
