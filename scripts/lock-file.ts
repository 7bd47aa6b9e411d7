/**
 * `npm run lock` (after `npm install --package-lock-only`): completes package-lock.json with what
 * npm leaves out (scripts/lock-file/complete-lock.ts), then proves `npm ci` accepts it.
 * `npm run lock:check` (`--check`): changes nothing, fails when the lock file is incomplete or
 * refused. docs/dependencies.md says when to run which.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#server/shared/project-root.ts'
import { completeLock, lockProblems, type LockFile } from './lock-file/complete-lock.ts'
import { stringifyLikeNpm } from './lock-file/stringify-like-npm.ts'

const lockPath = path.join(projectRoot, 'package-lock.json')
const check = process.argv.includes('--check')
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as LockFile

if (check) {
  const problems = lockProblems(lock)
  if (problems.length) {
    console.error(`package-lock.json is incomplete; run npm run lock:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
} else {
  const repair = completeLock(lock)
  writeFileSync(lockPath, stringifyLikeNpm(repair.lock))
  for (const pkg of repair.added) console.log(`added: ${pkg}`)
  if (repair.resolvedAdded) console.log(`registry address added to ${repair.resolvedAdded} packages`)
  if (repair.unrepairable.length) {
    console.error(`Cannot complete these (install them from a registry that has them):\n  ${repair.unrepairable.join('\n  ')}`)
    process.exit(1)
  }
}

// The verdict that counts is npm's own. Offline: a complete lock needs nothing from the registry,
// so anything npm would still have to look up makes this fail instead of being fetched.
const ci = spawnSync('npm', ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund'], {
  cwd: projectRoot,
  encoding: 'utf8',
})
if (ci.status !== 0) {
  console.error(`npm ci refuses package-lock.json:\n${ci.stderr}`)
  process.exit(1)
}
console.log('package-lock.json: npm ci accepts it')
