/**
 * Runs the staff command line (`npm run staff -- …`) as a child process: node with tsx's loader,
 * not npm or npx, so the output is the command's own (npm adds its warnings about the machine's
 * configuration to stderr).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectRoot } from '#server/shared/project-root.ts'

const tsxLoader = pathToFileURL(createRequire(path.join(projectRoot, 'package.json')).resolve('tsx')).href

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

export function runStaffCli(
  args: string[],
  env: Record<string, string | undefined>,
  onStdout?: (soFar: string) => void,
  /** written to the command's standard input (a pipe, not a terminal), which is then closed */
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, path.join(projectRoot, 'scripts/staff.ts'), ...args], {
      cwd: projectRoot,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json'), ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    })
    if (input !== undefined) child.stdin?.end(input)
    let stdout = ''
    let stderr = ''
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      onStdout?.(stdout)
    })
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
