/**
 * The Nu Html Checker (vnu-jar, the W3C validator's engine) over many HTML documents at once: one
 * Java start for all of them, which costs more than checking them. Java is a requirement of the
 * test suite, like Chromium for the browser tests: without it the check fails saying so, rather
 * than passing without having looked.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const require = createRequire(import.meta.url)
/** vnu-jar's main export is the path of the jar it ships. */
const vnuJar = String(require('vnu-jar') as string)

export interface HtmlProblem {
  /** the name the document was given */
  page: string
  line: number | undefined
  message: string
  extract: string | undefined
}

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

function javaCommand(): string {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java'
}

/** Every error the checker finds in the documents (name → HTML); an empty list when all are valid. */
export function checkHtml(documents: ReadonlyMap<string, string>): HtmlProblem[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-html-'))
  try {
    const files = new Map<string, string>()
    let n = 0
    for (const [page, html] of documents) {
      const file = path.join(dir, `${String(++n).padStart(3, '0')}.html`)
      writeFileSync(file, html)
      files.set(file, page)
    }
    const java = javaCommand()
    const result = spawnSync(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (result.error) {
      throw new Error(
        `The HTML check needs Java (11 or newer) to run the Nu Html Checker; '${java}' could not be started ` +
          `(${result.error.message}). Install a JRE (Debian: apt-get install default-jre-headless) or set JAVA_HOME.`,
      )
    }
    // vnu writes its JSON report to stderr; exit status 1 only means "errors found".
    let report: { messages: VnuMessage[] }
    try {
      report = JSON.parse(result.stderr) as { messages: VnuMessage[] }
    } catch {
      throw new Error(`The Nu Html Checker did not answer JSON (status ${result.status}):\n${result.stdout}\n${result.stderr}`)
    }
    return report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => {
        const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : ''
        return { page: files.get(file) ?? file, line: m.lastLine, message: m.message, extract: m.extract }
      })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
