import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadEnv, parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SEED_DEMO).toBe(true)
    expect(env.STAFF_EMAILS.length).toBeGreaterThan(0)
    expect(env.ORDERS_PER_HOUR).toBe(10)
    expect(env.REGISTRATIONS_PER_HOUR).toBe(10)
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['STAFF_EMAILS', 'ventas@x.com, not-an-email'],
    ['SEED_DEMO', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['ORDERS_PER_HOUR', '0'],
    ['REGISTRATIONS_PER_HOUR', 'muchas'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name))
  })

  it('reads lists and booleans', () => {
    const env = parseEnv({ STAFF_EMAILS: 'a@b.com, c@d.com', SEED_DEMO: 'false', DATABASE_URL: 'postgres://localhost/test' })
    expect(env.STAFF_EMAILS).toEqual(['a@b.com', 'c@d.com'])
    expect(env.SEED_DEMO).toBe(false)
    expect(env.DATABASE_URL).toBe('postgres://localhost/test')
  })

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%s -> %j', (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })
  // A hop count or 'true' trusts a header any client can write: with the store reachable
  // directly, rotating X-Forwarded-For passed every per-address limit.
  it.each(['true', '1', '2', 'yes please', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0', 'loopback', '10.0.0.1,'])(
    'refuses %j naming the variable',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: debe ser 'false' o las direcciones de los proxies/)
    },
  )
})

describe('loadEnv', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
  afterEach(() => {
    delete process.env.ORDERS_PER_HOUR
    delete process.env.PAGE_CACHE_MB
    rmSync(folder, { recursive: true, force: true })
  })

  it('adds an optional .env to the environment, whose own variables win', () => {
    const file = path.join(folder, '.env')
    writeFileSync(file, '# comentario\nORDERS_PER_HOUR=25\nPAGE_CACHE_MB="32"\n')
    process.env.PAGE_CACHE_MB = '16'
    const env = loadEnv(file)
    expect(env.ORDERS_PER_HOUR).toBe(25)
    expect(env.PAGE_CACHE_MB).toBe(16)
    expect(loadEnv(path.join(folder, 'missing.env')).ORDERS_PER_HOUR).toBe(25)
  })
})

describe('file store and public hosts', () => {
  it('refuses FILE_STORE=s3 without a bucket, half a key pair, a bad bucket name or prefix', () => {
    expect(() => parseEnv({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: FILE_STORE=s3 necesita S3_BUCKET/)
    expect(() => parseEnv({ S3_BUCKET: 'tienda', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/van juntas/)
    expect(() => parseEnv({ S3_BUCKET: 'Tienda_Archivos' })).toThrow(/S3_BUCKET/)
    expect(() => parseEnv({ S3_BUCKET: 'tienda', S3_PREFIX: 'tienda' })).toThrow(/S3_PREFIX/)
    expect(parseEnv({ S3_BUCKET: 'tienda', S3_PREFIX: 'tienda/', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      FILE_STORE: 'auto',
      S3_BUCKET: 'tienda',
      S3_PREFIX: 'tienda/',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('reads PUBLIC_HOSTS as lower-case host names, refusing anything else', () => {
    expect(parseEnv({ PUBLIC_HOSTS: 'WWW.Tienda.example, tienda.example:8080' }).PUBLIC_HOSTS).toEqual([
      'www.tienda.example',
      'tienda.example:8080',
    ])
    expect(parseEnv({}).PUBLIC_HOSTS).toEqual([])
    expect(() => parseEnv({ PUBLIC_HOSTS: 'https://tienda.example' })).toThrow(/PUBLIC_HOSTS/)
  })
})
