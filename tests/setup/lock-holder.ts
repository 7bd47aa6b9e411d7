/**
 * Holds one DATA_DIR lock until it is killed, for the crash cases of
 * server/db/data-dir-lock.integration.test.ts: `node --import tsx tests/setup/lock-holder.ts <dir>`
 * prints `locked <pid>` once the lock is taken, or `refused <message>` and ends with code 1.
 */
import { lockDataDir } from '#server/db/data-dir-lock.ts'

try {
  await lockDataDir(process.argv[2]!)
  process.stdout.write(`locked ${process.pid}\n`)
  setInterval(() => undefined, 60_000)
} catch (error) {
  process.stdout.write(`refused ${(error as Error).message}\n`)
  process.exitCode = 1
}
