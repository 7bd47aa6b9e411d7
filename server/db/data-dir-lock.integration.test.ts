/**
 * The DATA_DIR lock under a real race: several processes, started at the same moment, try to
 * lock the same directories — free ones, ones holding a lock left by a dead process, ones holding
 * an unreadable lock (an older store's lock file cut off before its pid was written), ones where
 * a takeover itself was cut off. In every directory exactly one process must win; every other
 * one is refused with a message naming the directory.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import type { LockOutcome } from '#tests/setup/lock-contender.ts'
import { DataDirLockedError, lockDataDir, UNREADABLE_GRACE_MS } from './data-dir-lock.ts'

const tsxLoader = pathToFileURL(createRequire(path.join(projectRoot, 'package.json')).resolve('tsx')).href
const contenderScript = path.join(projectRoot, 'tests/setup/lock-contender.ts')
const CONTENDERS = 6
const DIRS_PER_STATE = 20

const root = mkdtempSync(path.join(os.tmpdir(), 'lock-race-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The pid of a process that has ended (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  const pid = child.pid!
  await new Promise((resolve) => child.once('close', resolve))
  return pid
}

interface Contender {
  child: ChildProcessWithoutNullStreams
  nextLine(): Promise<string>
}

function startContender(dirsFile: string): Contender {
  const child = spawn(process.execPath, ['--import', tsxLoader, contenderScript, dirsFile], {
    cwd: projectRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json') },
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const pending: string[] = []
  const waiters: ((line: string) => void)[] = []
  createInterface({ input: child.stdout }).on('line', (line) => {
    const waiter = waiters.shift()
    if (waiter) waiter(line)
    else pending.push(line)
  })
  child.once('exit', (code) => {
    for (const waiter of waiters.splice(0)) waiter(`exited ${code}: ${stderr}`)
  })
  return {
    child,
    nextLine: () => {
      const line = pending.shift()
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiters.push(resolve))
    },
  }
}

/** Prepares `count` directories in one starting state; answers their paths. */
function directories(state: string, count: number, prepare: (dir: string) => void): string[] {
  return Array.from({ length: count }, (_, i) => {
    const dir = path.join(root, `${state}-${i}`)
    mkdirSync(dir, { recursive: true })
    prepare(dir)
    return dir
  })
}

describe('the DATA_DIR lock', () => {
  it('several processes racing for the same directories: exactly one wins each, the others are refused naming it', async () => {
    const dead = { pid: await deadPid(), host: os.hostname() }
    const longAgo = new Date(Date.now() - 10 * UNREADABLE_GRACE_MS)
    const dirs = [
      ...directories('free', DIRS_PER_STATE, () => undefined),
      ...directories('dead-owner', DIRS_PER_STATE, (dir) => writeFileSync(path.join(dir, '.lock'), JSON.stringify(dead))),
      ...directories('unreadable', DIRS_PER_STATE, (dir) => {
        writeFileSync(path.join(dir, '.lock'), '')
        utimesSync(path.join(dir, '.lock'), longAgo, longAgo)
      }),
      ...directories('cut-takeover', DIRS_PER_STATE / 2, (dir) => {
        writeFileSync(path.join(dir, '.lock'), JSON.stringify(dead))
        writeFileSync(path.join(dir, '.lock.takeover'), JSON.stringify(dead))
      }),
    ]
    const dirsFile = path.join(root, 'dirs.json')
    writeFileSync(dirsFile, JSON.stringify(dirs))

    const contenders = Array.from({ length: CONTENDERS }, () => startContender(dirsFile))
    try {
      expect(await Promise.all(contenders.map((c) => c.nextLine()))).toEqual(Array(CONTENDERS).fill('ready'))
      for (const contender of contenders) contender.child.stdin.write('go\n')
      const outcomes = (await Promise.all(contenders.map((c) => c.nextLine()))).map((line, i) => ({
        pid: contenders[i]!.child.pid!,
        results: JSON.parse(line) as LockOutcome[],
      }))

      for (const [index, dir] of dirs.entries()) {
        const results = outcomes.map(({ pid, results }) => ({ pid, ...results[index]! }))
        const winners = results.filter((r) => r.won)
        expect(
          winners.map((w) => w.pid),
          `winners in ${dir}`,
        ).toHaveLength(1)
        for (const loser of results.filter((r) => !r.won)) {
          expect(loser.error, `${dir}: ${loser.message}`).toBe('DataDirLockedError')
          expect(loser.message).toContain(dir)
        }
        // The lock names the winner and its socket, and nothing else is left in the directory.
        const lock = JSON.parse(readFileSync(path.join(dir, '.lock'), 'utf8')) as { pid: number; host: string; socket: string }
        expect(lock).toEqual({
          pid: winners[0]!.pid,
          host: os.hostname(),
          socket: expect.stringMatching(/^\.lock\.[0-9a-f]+\.sock$/),
        })
        expect(readdirSync(dir).sort(), dir).toEqual(['.lock', lock.socket])
      }
    } finally {
      for (const contender of contenders) contender.child.stdin.end()
      await Promise.all(
        contenders.map(
          (c) => new Promise((resolve) => (c.child.exitCode !== null ? resolve(null) : c.child.once('exit', resolve))),
        ),
      )
    }
  }, 60_000)

  it('waits for a lock file that is still being written, then refuses its live owner', async () => {
    const dir = path.join(root, 'being-written')
    mkdirSync(dir)
    const file = path.join(dir, '.lock')
    // An older store: it creates the file, and writes its pid a moment later.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(file)}, ''); console.log('created');
         setTimeout(() => fs.writeFileSync(${JSON.stringify(file)}, JSON.stringify({ pid: process.pid, host: require('os').hostname() })), 300);
         setTimeout(() => {}, 60000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise((resolve) => createInterface({ input: writer.stdout }).once('line', resolve))
      const started = Date.now()
      let refusal: unknown
      try {
        await lockDataDir(dir)
      } catch (error) {
        refusal = error
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError)
      expect((refusal as Error).message).toContain(dir)
      expect((refusal as Error).message).toContain(`pid ${writer.pid}`)
      expect(Date.now() - started).toBeGreaterThanOrEqual(200)
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pid: writer.pid, host: os.hostname() })
    } finally {
      writer.kill()
    }
  })

  it('takes over an unreadable lock once it has stayed unreadable past the grace period', async () => {
    const dir = path.join(root, 'garbage')
    mkdirSync(dir)
    const file = path.join(dir, '.lock')
    writeFileSync(file, '{"pid": 12')
    const old = new Date(Date.now() - 2 * UNREADABLE_GRACE_MS)
    utimesSync(file, old, old)
    const release = await lockDataDir(dir)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() })
    await expect(lockDataDir(dir)).rejects.toThrow(`pid ${process.pid}`)
    release()
    expect(readdirSync(dir)).toEqual([])
  })
})
