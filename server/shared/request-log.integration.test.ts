/**
 * The request log through the real app: one line per request, with what a reader needs, in both
 * formats; and the logger Fastify is given is the one the store's own messages use.
 */
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'
import { buildApp } from '../app.ts'
import { createLogger, requestLogLevel, type LogFormat, type LogLevel } from './logger.ts'

let store: TestStore
beforeAll(async () => {
  store = await createTestStore('pglite', { seed: false })
}, 60_000)
afterAll(() => store.close())

async function appLogging(
  format: LogFormat,
  level: LogLevel = 'info',
): Promise<{ app: FastifyInstance; out: () => string[]; err: () => string[] }> {
  const written = { out: '', err: '' }
  const sink = (key: keyof typeof written) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        written[key] += chunk.toString()
        done()
      },
    })
  const logger = createLogger({ level, format, out: sink('out'), err: sink('err') })
  const app = await buildApp({ services: store.services, logger, requestLogLevel: requestLogLevel(format) })
  const lines = (key: keyof typeof written) => written[key].split('\n').filter(Boolean)
  return { app, out: () => lines('out'), err: () => lines('err') }
}

describe('the request log', () => {
  it('writes one JSON line per request with method, path, status and time', async () => {
    const { app, out, err } = await appLogging('json')
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/api/no-existe' })).statusCode).toBe(404)
      const records = out().map((line) => JSON.parse(line) as Record<string, unknown>)
      expect(records.filter((r) => r.msg === 'incoming request')).toEqual([])
      const completed = records.filter((r) => r.msg === 'request completed')
      expect(completed).toEqual([
        expect.objectContaining({
          req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
          res: { statusCode: 200 },
        }),
        expect.objectContaining({
          req: expect.objectContaining({ method: 'GET', url: '/api/no-existe' }),
          res: { statusCode: 404 },
        }),
      ])
      for (const record of completed) expect(record.responseTime).toEqual(expect.any(Number))
      expect(err()).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('writes one readable line per request on a terminal, at debug', async () => {
    const { app, out } = await appLogging('pretty', 'debug')
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/page/loginUser',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      })
      expect(answer.statusCode).toBe(400)
      expect(out().filter((line) => line.includes('/api/page/loginUser'))).toEqual([
        expect.stringMatching(/^\[\d\d:\d\d:\d\d\] DEBUG: POST \/api\/page\/loginUser 400 \d+ ms$/),
      ])
    } finally {
      await app.close()
    }
  })

  it('writes no request line on a terminal at the default level', async () => {
    const { app, out } = await appLogging('pretty')
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      expect(out()).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('logs a file served as it is (a product image) at debug, not at info', async () => {
    const image = '/products-images/demo-banner-1-desktop.svg'
    for (const level of ['info', 'debug'] as const) {
      const { app, out } = await appLogging('json', level)
      try {
        expect((await app.inject({ method: 'GET', url: image })).statusCode).toBe(200)
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
        const records = out().map((line) => JSON.parse(line) as { level: number; req?: { url?: string } })
        const imageLines = records.filter((r) => r.req?.url === image)
        expect(imageLines.map((r) => r.level)).toEqual(level === 'info' ? [] : [20])
        expect(records.filter((r) => r.req?.url === '/api/health').map((r) => r.level)).toEqual([30])
      } finally {
        await app.close()
      }
    }
  })
})
