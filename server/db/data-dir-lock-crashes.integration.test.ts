/**
 * The DATA_DIR lock after its owner crashed, with the owner a real process killed with SIGKILL:
 * left a zombie by a parent that never reaps it, its pid since given to another live process, or
 * its host renamed (a container recreated on the same volume). Each time the next process takes
 * the lock over at once. And the other side: a live owner is never taken over, whatever host
 * name its lock names or however long the directory's path. (The same crashes with the server,
 * its orders and its restart time: tests/integration/crash-restart.integration.test.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import { editLockRecord, readLockRecord, type LockRecord } from '#tests/setup/lock-record.ts'
import { processState, waitUntil } from '#tests/setup/process-state.ts'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

const tsxLoader = pathToFileURL(createRequire(path.join(projectRoot, 'package.json')).resolve('tsx')).href
const holderCommand = [process.execPath, '--import', tsxLoader, path.join(projectRoot, 'tests/setup/lock-holder.ts')]
const holderEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json') }

const root = mkdtempSync(path.join(os.tmpdir(), 'lock-crash-'))
const children: ChildProcess[] = []
const releases: (() => void)[] = []
afterEach(() => {
  for (const release of releases.splice(0)) release()
  for (const child of children.splice(0)) child.kill('SIGKILL')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function newDir(name: string): string {
  const dir = path.join(root, name)
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * Starts a process holding `dir`'s lock and answers its pid once it holds it. `unreapedParent`:
 * its parent is a shell that replaces itself with `sleep`, which never reaps a child, so the
 * holder stays in the process table as a zombie once killed.
 */
async function startHolder(dir: string, unreapedParent = false): Promise<number> {
  const child = unreapedParent
    ? spawn('/bin/sh', ['-c', '"$@" & exec sleep 600', 'sh', ...holderCommand, dir], { env: holderEnv })
    : spawn(holderCommand[0]!, [...holderCommand.slice(1), dir], { env: holderEnv })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  for await (const line of createInterface({ input: child.stdout! })) {
    const locked = /^locked (\d+)$/.exec(line)
    if (locked) return Number(locked[1])
    throw new Error(`the holder did not take ${dir}: ${line}\n${stderr}`)
  }
  throw new Error(`the holder ended without taking ${dir}\n${stderr}`)
}

/**
 * SIGKILL, then waits until the process has left the process table (its parent reaped it), or
 * until it shows as a zombie when its parent never reaps it: the case where its last threads may
 * still be closing its files, the lock's socket among them.
 */
async function killHard(pid: number, end: 'reaped' | 'zombie' = 'reaped'): Promise<void> {
  process.kill(pid, 'SIGKILL')
  const ended: (string | undefined)[] = end === 'zombie' ? ['Z'] : [undefined]
  await waitUntil(() => ended.includes(processState(pid)), `pid ${pid} to be ${end}`)
}

async function expectRefused(dir: string, pid: number): Promise<void> {
  const refusal = await lockDataDir(dir).then(
    (release) => (releases.push(release), undefined),
    (error: unknown) => error,
  )
  expect(refusal).toBeInstanceOf(DataDirLockedError)
  expect((refusal as Error).message).toContain(dir)
  expect((refusal as Error).message).toContain(`pid ${pid}`)
}

async function expectTakenOver(dir: string, crashed: LockRecord): Promise<void> {
  const release = await lockDataDir(dir)
  releases.push(release)
  const lock = readLockRecord(dir)
  expect(lock).toMatchObject({ pid: process.pid, host: os.hostname() })
  // The dead owner's socket went with its lock; only ours is left, both for our user alone.
  expect(readdirSync(dir).sort()).toEqual(['.lock', lock.socket])
  expect(lock.socket).not.toBe(crashed.socket)
  for (const file of ['.lock', lock.socket!]) expect(statSync(path.join(dir, file)).mode & 0o777, file).toBe(0o600)
}

describe('the DATA_DIR lock after its owner was killed with SIGKILL', () => {
  it.skipIf(process.platform !== 'linux')('is taken over when the owner is a zombie its parent never reaps', async () => {
    const dir = newDir('zombie')
    const pid = await startHolder(dir, true)
    await expectRefused(dir, pid)
    const crashed = readLockRecord(dir)
    await killHard(pid, 'zombie')
    // What kept the store down: the dead owner still answers kill(pid, 0).
    expect(processState(pid)).toBe('Z')
    expect(() => process.kill(pid, 0)).not.toThrow()
    await expectTakenOver(dir, crashed)
  })

  it('is taken over when its pid now belongs to another live process, or to the new process itself', async () => {
    for (const [name, livePid] of [
      ['pid-reused', undefined],
      ['own-pid', process.pid],
    ] as const) {
      const dir = newDir(name)
      const pid = await startHolder(dir)
      const crashed = readLockRecord(dir)
      await killHard(pid)
      const other = livePid ?? (await startHolder(newDir(`${name}-other`)))
      editLockRecord(dir, { pid: other })
      expect(() => process.kill(other, 0)).not.toThrow()
      await expectTakenOver(dir, crashed)
    }
  })

  it('is taken over when it names another host (the container was recreated with a new name)', async () => {
    const dir = newDir('other-host')
    const pid = await startHolder(dir)
    await killHard(pid)
    editLockRecord(dir, { host: 'contenedor-anterior' })
    await expectTakenOver(dir, readLockRecord(dir))
  })
})

describe('a live owner of the DATA_DIR lock', () => {
  it('is never taken over: not when its lock names another host (a second container on the same volume), not through a long path', async () => {
    const sameVolume = newDir('live-other-host')
    const owner = await startHolder(sameVolume)
    editLockRecord(sameVolume, { host: 'otro-contenedor' })
    await expectRefused(sameVolume, owner)

    // Longer than a socket address may be (108 bytes on Linux, 104 on macOS).
    const deep = newDir(path.join('d'.repeat(60), 'e'.repeat(60)))
    const deepOwner = await startHolder(deep)
    await expectRefused(deep, deepOwner)
    expect(readdirSync(deep)).toContain(readLockRecord(deep).socket)
    const crashed = readLockRecord(deep)
    await killHard(deepOwner)
    await expectTakenOver(deep, crashed)
  })

  it('whose socket was deleted by hand is judged by its pid, and keeps the lock', async () => {
    const dir = newDir('socket-deleted')
    const owner = await startHolder(dir)
    rmSync(path.join(dir, readLockRecord(dir).socket!))
    await expectRefused(dir, owner)
  })
})
