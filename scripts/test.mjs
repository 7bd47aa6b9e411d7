// `npm test`: unit tests, integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the browser tests against a fresh production build. Ends with one summary line.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const out = mkdtempSync(path.join(os.tmpdir(), 'store-tests-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
let failedStep = null

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0 && !failedStep) failedStep = name
  return result.status === 0
}

function addVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function addPlaywright(file) {
  if (!existsSync(file)) return
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {}
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  totals.failed += stats.unexpected ?? 0
  totals.skipped += stats.skipped ?? 0
}

const unit = path.join(out, 'unit.json')
run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unit}`])
addVitest(unit)

const integration = path.join(out, 'integration.json')
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL unset: integration tests run on PGlite only)')
run('integration', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.integration.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${integration}`,
])
addVitest(integration)

/**
 * The build, whose output must hold no warning: React Router's future-flag notices, Rollup's
 * `(!)` and comment warnings, empty chunks. A newcomer's first `npm start` runs this build, and
 * a warning there reads as something broken (vite.config.ts and react-router.config.ts keep it
 * quiet).
 */
function build() {
  console.log('\n=== build: npm run build (no warnings allowed)')
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 })
  process.stdout.write(result.stdout ?? '')
  process.stderr.write(result.stderr ?? '')
  const output = `${result.stdout}\n${result.stderr}`
  const warnings = output
    .split('\n')
    .filter((line) =>
      /Future Flag Warning|\(!\)|Generated an empty chunk|annotation that Rollup cannot interpret|\[WARNING\]/.test(line),
    )
  if (warnings.length > 0) console.log(`\nthe build printed ${warnings.length} warning(s):\n${warnings.join('\n')}`)
  const ok = result.status === 0 && warnings.length === 0
  if (!ok && !failedStep) failedStep = 'build'
  return result.status === 0
}

if (build()) {
  const e2e = path.join(out, 'e2e.json')
  run('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e })
  addPlaywright(e2e)
}

console.log(`\n${failedStep ? `failed step: ${failedStep}` : 'all steps passed'}`)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep || totals.failed > 0 ? 1 : 0)
