/**
 * What the benchmark starts, it stops: child processes, browsers and temporary folders are
 * registered here and released on success, on failure and on Ctrl-C/SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import net from 'node:net'

type Cleanup = { name: string; run: () => Promise<void> | void; sync?: () => void }

const cleanups: Cleanup[] = []
let signalled = false

/** Registers a release step; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(name: string, run: () => Promise<void> | void, sync?: () => void): () => Promise<void> {
  const entry: Cleanup = { name, run, ...(sync ? { sync } : {}) }
  cleanups.push(entry)
  let done = false
  return async () => {
    if (done) return
    done = true
    const index = cleanups.indexOf(entry)
    if (index >= 0) cleanups.splice(index, 1)
    await run()
  }
}

/** Runs every registered release step, newest first. */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length) {
    const entry = cleanups.pop()!
    try {
      await entry.run()
    } catch (error) {
      console.error(`[bench] cleanup '${entry.name}' failed:`, (error as Error).message)
    }
  }
}

/**
 * Runs a benchmark script's `main`: a failure ends as one '[tag] FAILED: …' line and exit code 1,
 * and what the script started is released either way.
 */
export async function runScript(tag: string, main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (error) {
    console.error(`[${tag}] FAILED: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  } finally {
    await cleanupAll()
  }
}

/** Ctrl-C and SIGTERM stop the run and release everything; `exit` is the last resort (sync). */
export function installSignalHandlers(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      process.exit(130)
    }
    signalled = true
    console.error(`\n[bench] ${signal}: stopping servers and removing temporary folders…`)
    void cleanupAll().finally(() => process.exit(130))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  process.on('exit', () => {
    for (const entry of cleanups.splice(0)) {
      try {
        entry.sync?.()
      } catch {
        // best effort while exiting
      }
    }
  })
}

export function removeDirLater(dir: string): () => Promise<void> {
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
  return onCleanup(`rm ${dir}`, remove, remove)
}

/** A TCP port the kernel says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a command to completion (killed with the run on Ctrl-C); output collected, optionally echoed. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    const release = onCleanup(
      `${command} ${args.join(' ')}`,
      () => killTree(child),
      () => child.kill('SIGKILL'),
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (options.echo) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      if (options.echo) process.stderr.write(chunk)
    })
    child.once('error', (error) => {
      void release()
      reject(error)
    })
    child.once('close', (code) => {
      void release()
      resolve({ code, stdout, stderr })
    })
  })
}

/** SIGTERM, then SIGKILL after `graceMs` if the child is still there. Resolves once it is gone. */
export function killTree(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
