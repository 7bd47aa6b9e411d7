/**
 * A process as the kernel sees it, for the crash tests: its state letter in /proc (Linux), and a
 * wait for a state to be reached (no fixed sleeps).
 */
import { readFileSync } from 'node:fs'

/** R, S, Z (zombie)…; undefined once the process has left the process table. */
export function processState(pid: number): string | undefined {
  try {
    return /^\d+ \(.*\) (\S)/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1]
  } catch {
    return undefined
  }
}

export async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
