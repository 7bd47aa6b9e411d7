import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makePrivateDir, makeTreePrivate } from './private-data-dir.ts'

const mode = (file: string) => statSync(file).mode & 0o777

describe('private DATA_DIR', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'private-dir-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('creates DATA_DIR 0700, parents included', () => {
    const dir = path.join(root, 'a', 'data')
    expect(makePrivateDir(dir)).toBeUndefined()
    expect(mode(dir)).toBe(0o700)
  })

  it('tightens an existing DATA_DIR that others could read or enter', () => {
    const dir = path.join(root, 'data')
    mkdirSync(dir)
    chmodSync(dir, 0o755)
    expect(makePrivateDir(dir)).toBeUndefined()
    expect(mode(dir)).toBe(0o700)
  })

  it('makes a tree 0700 for folders and 0600 for files, leaving what a link points to alone', () => {
    const outside = path.join(root, 'outside.txt')
    writeFileSync(outside, 'x', { mode: 0o644 })
    const tree = path.join(root, 'pgdata')
    mkdirSync(path.join(tree, 'base', '1'), { recursive: true, mode: 0o777 })
    chmodSync(path.join(tree, 'base'), 0o755)
    writeFileSync(path.join(tree, 'PG_VERSION'), '17', { mode: 0o666 })
    writeFileSync(path.join(tree, 'base', '1', '1259'), '', { mode: 0o644 })
    chmodSync(path.join(tree, 'PG_VERSION'), 0o666)
    symlinkSync(outside, path.join(tree, 'link'))
    makeTreePrivate(tree)
    expect([tree, path.join(tree, 'base'), path.join(tree, 'base', '1')].map(mode)).toEqual([0o700, 0o700, 0o700])
    expect([path.join(tree, 'PG_VERSION'), path.join(tree, 'base', '1', '1259')].map(mode)).toEqual([0o600, 0o600])
    expect(mode(outside)).toBe(0o644)
  })
})
