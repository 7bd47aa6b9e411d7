/**
 * One contender in the DATA_DIR lock race (server/db/data-dir-lock.integration.test.ts), run as
 * its own process: `node --import tsx tests/setup/lock-contender.ts <dirs.json>`. It says
 * `ready`, waits for `go` on stdin so every contender starts at the same moment, tries to lock
 * each directory in turn, prints one JSON line with the outcomes and keeps what it won until
 * stdin closes: a winner that ended early would leave a stale lock the slower ones may take over.
 */
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { lockDataDir } from '#server/db/data-dir-lock.ts'

export interface LockOutcome {
  dir: string
  won: boolean
  /** the refusal's message, when not won */
  message?: string
  error?: string
}

const dirs = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as string[]
const lines = createInterface({ input: process.stdin })

async function race(): Promise<LockOutcome[]> {
  const outcomes: LockOutcome[] = []
  for (const dir of dirs) {
    try {
      await lockDataDir(dir)
      outcomes.push({ dir, won: true })
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error))
      outcomes.push({ dir, won: false, message, error: name })
    }
  }
  return outcomes
}

lines.on('line', (line) => {
  if (line.trim() === 'go') void race().then((outcomes) => process.stdout.write(`${JSON.stringify(outcomes)}\n`))
})
lines.on('close', () => process.exit(0))
process.stdout.write('ready\n')
