/**
 * The production image without a Docker engine: a folder holding exactly what the Dockerfile's
 * final stage copies, production dependencies only (tests/setup/production-image.ts). In it the
 * staff command line, built into build/staff.js, imports a catalogue through `npm run staff` with
 * no tsx; then the store starts as the image's CMD starts it, serves that catalogue, passes the
 * image's HEALTHCHECK, logs JSON lines (a container's output is no terminal) and stops on SIGTERM.
 * Reuses the one `npm run build` of the test run; assembling the folder costs one
 * `npm ci --omit=dev` from npm's cache (about 8 s on two cores).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assembleImage, type ImageStage } from '#tests/setup/production-image.ts'
import { READY_LINE, ServerHarness, ServerProcess, ensurePageBuild, freePorts } from '#tests/setup/spawn-server.ts'

const harness = new ServerHarness()
let imageDir: string
let stage: ImageStage

beforeAll(async () => {
  await ensurePageBuild()
  imageDir = harness.tempDir('store-image-')
  const started = performance.now()
  stage = assembleImage(imageDir)
  console.log(`[image] assembled in ${Math.round(performance.now() - started)} ms`)
}, 180_000)
afterAll(() => harness.cleanup())

/** The image's environment with what `docker run -e` would set: a port, the data volume, this host only. */
function containerEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...stage.env, HOST: '127.0.0.1', ...overrides }
  return env
}

describe('the production image', () => {
  it('holds the build and production dependencies only', () => {
    expect(stage.cmd).toEqual(['node', 'build/server.js'])
    for (const file of ['build/server.js', 'build/staff.js', 'build/client', 'server/db/migrations', 'scripts/run-staff.mjs']) {
      expect(existsSync(path.join(imageDir, file)), file).toBe(true)
    }
    for (const devOnly of ['tsx', 'vite', 'esbuild', 'vitest', '@react-router/dev']) {
      expect(existsSync(path.join(imageDir, 'node_modules', devOnly)), devOnly).toBe(false)
    }
    expect(existsSync(path.join(imageDir, 'server/index.ts'))).toBe(false)
  })

  it('imports a catalogue with the built staff command line, then serves it as its CMD starts the store', async () => {
    const dataDir = harness.tempDir('store-image-data-')
    const [port] = await freePorts(1)
    const env = containerEnv({ PORT: String(port), DATA_DIR: dataDir })

    // The operator's `docker run … npm run staff -- import`: no tsx here, so build/staff.js runs.
    const file = path.join(harness.tempDir('store-image-in-'), 'productos.csv')
    writeFileSync(
      file,
      ['sku;name;stock;price_list_1', 'IMG-1;Heladera con freezer;3;899999,99', 'IMG-2;Lavarropas;2;650000'].join('\n'),
    )
    const imported = spawnSync('npm', ['run', '--silent', 'staff', '--', 'import', file], {
      cwd: imageDir,
      env,
      encoding: 'utf8',
    })
    expect(imported.status, `${imported.stdout}\n${imported.stderr}`).toBe(0)
    expect(imported.stdout).toContain('Agregados:     2')
    expect(imported.stdout).toContain('Cambios guardados')
    const exported = spawnSync('node', ['build/staff.js', 'export', '--format', 'json'], { cwd: imageDir, env, encoding: 'utf8' })
    expect(exported.status, exported.stderr).toBe(0)
    expect((JSON.parse(exported.stdout) as { sku: string }[]).map((p) => p.sku)).toEqual(['IMG-1', 'IMG-2'])

    // The container's start: the image's CMD, in its WORKDIR, with its ENV.
    const [command, ...args] = stage.cmd
    const child = spawn(command!, args, { cwd: imageDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const server = new ServerProcess(child, port!, dataDir)
    const { wallMs } = await server.ready(90_000)
    console.log(`[image] start on the imported catalogue: ${wallMs} ms to 'Lista en'`)

    expect(await server.getJson('/api/health')).toEqual({ status: 'ok', database: 'pglite' })
    const products = await server.getJson<{ sku: string; price_list_1: number }[]>('/api/products')
    expect(products.map((p) => [p.sku, p.price_list_1]).sort()).toEqual([
      ['IMG-1', 899999.99],
      ['IMG-2', 650000],
    ])
    const home = await server.fetch('/')
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('TecnoHogar')
    const stylesheet = /\/assets\/[\w.-]+\.css/.exec(html)?.[0]
    expect(stylesheet, 'the page links the built stylesheet').toBeDefined()
    expect((await server.fetch(stylesheet!)).status).toBe(200)

    const [healthCommand, ...healthArgs] = stage.healthcheck
    const health = spawnSync(healthCommand!, healthArgs, { cwd: imageDir, env, encoding: 'utf8' })
    expect(health.status, health.stderr).toBe(0)

    // Not a terminal: every line is one JSON object, the store's own messages and the request log alike.
    const records = server.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string })
    expect(records.find((record) => READY_LINE.test(record.msg))).toBeDefined()
    expect(records).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/products' }),
      }),
    )

    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 120_000)

  it.skipIf(!existsSync('/usr/bin/script'))('logs readable lines when its output is a terminal (docker run -t)', () => {
    // util-linux's script(1) gives the command a pseudo-terminal; a wrong PORT stops the store at once.
    const [command, ...args] = stage.cmd
    const run = spawnSync('/usr/bin/script', ['-qec', [command, ...args].join(' '), '/dev/null'], {
      cwd: imageDir,
      env: containerEnv({ PORT: 'abc', DATA_DIR: harness.tempDir('store-image-tty-') }),
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    const text = stripVTControlCharacters(run.stdout).replace(/\r/g, '')
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] FATAL: Configuración inválida:\n\s+PORT: /m)
    expect(text).not.toContain('{"level"')
  })
})
