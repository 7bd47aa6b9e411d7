/**
 * The production image without Docker: the final stage of the project's Dockerfile read as data
 * (what it copies, its ENV, WORKDIR, CMD and HEALTHCHECK), and a folder assembled with exactly
 * what it copies. The build stage's node_modules (after `npm prune --omit=dev`) becomes a
 * production-only install from the lock file (`npm ci --omit=dev`): no tsx, no vite, no esbuild.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#server/shared/project-root.ts'

export interface ImageStage {
  /** [sources in the build stage, destination in the image] */
  copies: { sources: string[]; destination: string }[]
  env: Record<string, string>
  workdir: string
  cmd: string[]
  healthcheck: string[]
  /** the build stage's WORKDIR, where the sources live */
  buildWorkdir: string
}

/** Instructions with their continuation lines joined, comments dropped. */
function instructions(text: string): { keyword: string; args: string }[] {
  const joined = text.replace(/\\\r?\n/g, ' ')
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/)
      return { keyword: keyword!.toUpperCase(), args: rest.join(' ') }
    })
}

function execForm(args: string): string[] {
  const parsed = JSON.parse(args) as unknown
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw new Error(`not an exec-form (JSON array) instruction: ${args}`)
  }
  return parsed
}

export function readDockerfile(text = readFileSync(path.join(projectRoot, 'Dockerfile'), 'utf8')): ImageStage {
  const all = instructions(text)
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM')
  const buildWorkdir = all.slice(0, lastFrom).findLast((i) => i.keyword === 'WORKDIR')?.args ?? '/'
  const stage: ImageStage = { copies: [], env: {}, workdir: '/', cmd: [], healthcheck: [], buildWorkdir }
  for (const { keyword, args } of all.slice(lastFrom + 1)) {
    if (keyword === 'WORKDIR') stage.workdir = args
    if (keyword === 'CMD') stage.cmd = execForm(args)
    if (keyword === 'HEALTHCHECK') stage.healthcheck = execForm(args.slice(args.indexOf('CMD') + 3).trim())
    if (keyword === 'ENV') {
      for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) stage.env[key!] = value!
    }
    if (keyword === 'COPY') {
      const words = args.split(/\s+/)
      if (!words[0]!.startsWith('--from=')) throw new Error(`COPY from the build context in the final stage: ${args}`)
      const paths = words.filter((word) => !word.startsWith('--'))
      stage.copies.push({ sources: paths.slice(0, -1), destination: paths.at(-1)! })
    }
  }
  return stage
}

/**
 * Fills `imageDir` (the image's WORKDIR) with what the final stage copies, taken from the project
 * (which must be built), and installs the production dependencies there. Answers the stage.
 */
export function assembleImage(imageDir: string): ImageStage {
  const stage = readDockerfile()
  for (const { sources, destination } of stage.copies) {
    for (const source of sources) {
      const relative = path.posix.relative(stage.buildWorkdir, source)
      if (relative === 'node_modules') continue // installed below, as `npm prune --omit=dev` leaves it
      const target = destination.endsWith('/')
        ? path.join(imageDir, destination, path.posix.basename(relative))
        : path.join(imageDir, destination)
      mkdirSync(path.dirname(target), { recursive: true })
      cpSync(path.join(projectRoot, relative), target, { recursive: true })
    }
  }
  const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: imageDir,
    encoding: 'utf8',
  })
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status}):\n${install.stdout}\n${install.stderr}`)
  return stage
}
