import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { chooseLogFormat, createLogger, requestLogLevel, storeLogger, type LogFormat, type LogLevel } from './logger.ts'

/** A stream that keeps what is written to it. */
function capture(): Writable & { text(): string; lines(): string[] } {
  let written = ''
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      written += chunk.toString()
      done()
    },
  })
  return Object.assign(stream, {
    text: () => written,
    lines: () => written.split('\n').filter(Boolean),
  })
}

function loggerFor(format: LogFormat, level: LogLevel = 'info') {
  const out = capture()
  const err = capture()
  return { logger: createLogger({ level, format, out, err }), out, err }
}

/** What Fastify's request log (server/shared/request-log.ts) hands the logger for one request. */
const request = {
  reqId: 'req-7',
  req: { method: 'GET', url: '/api/products?page=2', host: 'tienda', remoteAddress: '127.0.0.1', remotePort: 5123 },
  res: { statusCode: 200 },
  responseTime: 12.4,
}
const TIME = String.raw`\[\d\d:\d\d:\d\d\]`

describe('requestLogLevel', () => {
  it('puts request lines at debug on a terminal and at info in JSON', () => {
    expect(requestLogLevel('pretty')).toBe('debug')
    expect(requestLogLevel('json')).toBe('info')
  })
})

describe('chooseLogFormat', () => {
  it('is readable on a terminal and JSON in a pipe or a file, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty')
    expect(chooseLogFormat('auto', false)).toBe('json')
    expect(chooseLogFormat('json', true)).toBe('json')
    expect(chooseLogFormat('pretty', false)).toBe('pretty')
  })
})

describe('the JSON format', () => {
  it('writes one JSON object per line: the store’s messages and the request log alike', () => {
    const { logger, out, err } = loggerFor('json')
    logger.info('Lista en http://localhost:3000 (850 ms)')
    logger.info(request, 'request completed')
    const [ready, served] = out.lines().map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(out.lines()).toHaveLength(2)
    expect(ready).toMatchObject({ level: 30, msg: 'Lista en http://localhost:3000 (850 ms)' })
    expect(ready).toHaveProperty('time')
    expect(served).toMatchObject({ ...request, msg: 'request completed' })
    expect(err.text()).toBe('')
  })

  it('sends errors to stderr only, with the stack, and keeps a message of several lines whole', () => {
    const { logger, out, err } = loggerFor('json')
    logger.fatal('Configuración inválida:\n  PORT: debe ser un número')
    logger.error({ err: new Error('se cortó la conexión') }, 'unexpected error')
    expect(out.text()).toBe('')
    const [config, failure] = err
      .lines()
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack: string } })
    expect(config).toMatchObject({ level: 60, msg: 'Configuración inválida:\n  PORT: debe ser un número' })
    expect(failure!.err!.stack).toContain('Error: se cortó la conexión\n    at ')
  })
})

describe('the readable format', () => {
  it('writes the time, the level and the message, in Spanish as the store wrote it', () => {
    const { logger, out } = loggerFor('pretty')
    logger.info('Catálogo de demostración cargado: 1240 productos')
    logger.warn('Correo: el servidor no responde; 3 mensaje(s) se reintentarán')
    expect(out.lines()).toEqual([
      expect.stringMatching(new RegExp(`^${TIME} INFO: Catálogo de demostración cargado: 1240 productos$`)),
      expect.stringMatching(new RegExp(`^${TIME} WARN: Correo: el servidor no responde; 3 mensaje\\(s\\) se reintentarán$`)),
    ])
  })

  it('writes a request as one line: method, path, status and time, without the machine fields', () => {
    const { logger, out } = loggerFor('pretty')
    logger.info(request, 'request completed')
    logger.error({ ...request, res: { statusCode: 500 }, err: new Error('falló') }, 'request errored')
    expect(out.lines()).toEqual([expect.stringMatching(new RegExp(`^${TIME} INFO: GET /api/products\\?page=2 200 12 ms$`))])
    expect(out.text()).not.toMatch(/req-7|remotePort|hostname|pid/)
  })

  it('sends errors to stderr: a message of several lines as written, an unexpected error with its stack', () => {
    const { logger, out, err } = loggerFor('pretty')
    logger.fatal('Configuración inválida:\n  PORT: debe ser un número')
    logger.fatal({ err: new Error('no hay memoria') }, 'No se pudo iniciar')
    expect(out.text()).toBe('')
    expect(err.text()).toMatch(new RegExp(`^${TIME} FATAL: Configuración inválida:\n  PORT: debe ser un número\n`))
    expect(err.text()).toMatch(/FATAL: No se pudo iniciar.*\n(.*\n)*\s+Error: no hay memoria\n\s+at /)
  })
})

describe('storeLogger', () => {
  it('shows the store’s own messages at LOG_LEVEL=warn, which quiets the request log', () => {
    const { logger, out } = loggerFor('json', 'warn')
    logger.info(request, 'request completed')
    storeLogger(logger).info('Lista en http://localhost:3000 (850 ms)')
    expect(out.lines().map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'Lista en http://localhost:3000 (850 ms)',
    ])
  })

  it('follows a more detailed LOG_LEVEL, and at silent keeps only what stops the process', () => {
    const debug = loggerFor('json', 'debug')
    storeLogger(debug.logger).debug('detalle')
    expect(debug.out.lines()).toHaveLength(1)

    const silent = loggerFor('json', 'silent')
    storeLogger(silent.logger).info('Lista en http://localhost:3000 (850 ms)')
    storeLogger(silent.logger).fatal('El directorio de datos /srv/tienda/data está en uso por otro proceso')
    expect(silent.out.text()).toBe('')
    expect(silent.err.lines()).toHaveLength(1)
  })
})
