/**
 * Bad-input sweep, property-based (fast-check): every route of the API, as the running app lists
 * them, receives generated malformed requests — random JSON and non-JSON bodies, broken JSON,
 * huge and deeply nested bodies, wrong content types, valid bodies with a few fields replaced by
 * hostile values, random query strings (unicode, repeated keys, '__proto__', broken
 * percent-escapes), random path parameters and headers (authorization and Idempotency-Key
 * garbage, with and without a valid token). Every answer must be below 500 and carry no stack
 * trace; no row may be stored except by a request that was answered 2xx (random data is
 * practically never valid; the mutated valid bodies sometimes are); and the server answers
 * /api/health afterwards. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { Writable } from 'node:stream'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import { users } from '#server/db/schema/index.ts'
import { createLogger } from '#server/shared/logger.ts'
import { hashPassword } from '#server/accounts/passwords.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { loadJwtSecret } from '#server/accounts/jwt-secret.ts'
import { tokenService } from '#server/accounts/token-service.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

/**
 * Generated requests per route; bounded so a database takes well under a minute. FC_RUNS=400
 * FC_SEED=<n> for a longer hunt, or to replay the seed a failure printed.
 */
const RUNS = Number(process.env.FC_RUNS ?? 40)
/** Routes whose valid-looking bodies cost a password hash each (~0.2–1 s of CPU): fewer runs. */
const HASHING_ROUTES = new Set([
  'POST /api/page/registerUser',
  'POST /api/page/loginUser',
  'PATCH /api/page/changeUserPassword',
  'POST /api/page/resetPassword',
  'POST /api/admin/first-admin',
])
const SEED = Number(process.env.FC_SEED ?? Date.now() % 1_000_000)

/**
 * Tables a route may add rows to when it answers 2xx. Any other growth fails the test.
 * login_attempts and registration_attempts are left out of the comparison altogether: recording
 * failed sign-ins and every registration attempt is what the limits are for.
 */
const WRITES: Record<string, string[]> = {
  'POST /api/page/registerUser': ['users', 'login_known_addresses'],
  'POST /api/page/loginUser': ['login_known_addresses'],
  'PATCH /api/page/changeUserPassword': ['login_known_addresses'],
  'POST /api/page/sendOrderEmail': ['orders', 'order_lines', 'email_outbox', 'order_state_history', 'stock_movements'],
  // the request is counted; the link and its e-mail are written after the answer
  'POST /api/page/requestPasswordReset': ['password_reset_requests', 'password_reset_tokens', 'email_outbox'],
  'POST /api/page/resetPassword': ['password_reset_tokens'],
  'POST /api/clients/addSubscriptor': ['newsletter_subscribers', 'email_outbox'],
  'POST /api/page': ['reseller_enquiries', 'email_outbox'],
  'POST /api/withdrawals': ['withdrawal_requests', 'email_outbox'],
  // an application for a reseller account, by a customer whose billing identity is a CUIT (with its audit row)
  'POST /api/reseller-account': ['reseller_accounts', 'audit_log'],
  // a generated id may name one of the two products, with the valid token: a signed-in shopper's heart
  'PUT /api/favourites/:productId': ['favourites'],
  'DELETE /api/favourites/:productId': ['favourites'],
  'POST /api/favourites/join': ['favourites'],
  'POST /api/stock-alerts': ['stock_alert_requests', 'stock_alert_attempts', 'email_outbox'],
  // a view of a product's page: its day's row for Reportes (products.week_views is an update)
  'PATCH /api/products/addView/:id': ['product_view_days'],
}
const NOT_COMPARED = new Set(['login_attempts', 'registration_attempts'])

const EMAIL = 'fuzz@example.com'
const PASSWORD = 'secreto123'

function product(sku: string): ProductInput {
  return {
    sku,
    name: `Producto ${sku}`,
    stock: 50,
    category: 'Test',
    sub_category: 'test',
    brand: 'Marca',
    white_line: 0,
    img_url: '',
    img_urls: [],
    price_list_1: 1000,
    price_list_2: 900,
    price_list_3: 1100,
    price_list_4: 1200,
    price_list_5: 1300,
    price_list_6: 1400,
    tax_percentage: 21,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
  }
}

/** A valid body for each route that takes one; the mutated bodies start from these. */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/page/registerUser': {
    name: 'Nuevo Cliente',
    username: 'nuevo',
    dni: '30111222',
    address: 'Av. Rivadavia 100',
    location: 'CABA',
    postal_code: '1406',
    phone: '1155554444',
    email: 'nuevo@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  },
  'POST /api/page/loginUser': { email: EMAIL, password: 'incorrecta' },
  // No code was made (nothing called prepare()), so even a well-formed one creates nobody.
  'POST /api/admin/first-admin': {
    code: '7KQ2-M9XD-4HPA',
    email: 'duenia@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  },
  'POST /api/page/requestPasswordReset': { email: EMAIL },
  'POST /api/page/resetPassword': { token: 'A'.repeat(43), newPassword: 'otraClave123', confirmNewPassword: 'otraClave123' },
  'POST /api/page/loginGoogle': { credential: 'eyJhbGciOiJSUzI1NiJ9.e30.x' },
  'POST /api/page/sendOrderEmail': {
    datos_de_orden: {
      client_email: EMAIL,
      datos_cliente: {
        nombre_completo: 'Ana Pérez',
        dni: '30111222',
        direccion: 'Av. Rivadavia 100',
        location: 'CABA',
        cp: '1406',
        celular: '1155554444',
        email: EMAIL,
      },
      productos: [
        { sku: 'FZ-1', cantidad_seleccionada: 1, precio: 1 },
        { sku: 'FZ-2', cantidad_seleccionada: 2 },
      ],
      opcion_de_entrega: { retira_en_local: false, cp: '1414', direccion: 'Gurruchaga 100' },
      abona_en: 1,
    },
    mails: ['x@example.com'],
  },
  'PATCH /api/page/changeUserPassword': {
    email: EMAIL,
    actualPassword: 'incorrecta',
    newPassword: 'otraClave123',
    confirmNewPassword: 'otraClave123',
  },
  'PATCH /api/page/changeUserData': {
    email: EMAIL,
    fullname: 'Ana Pérez',
    dni: '30111222',
    phone: '1155554444',
    address: 'Av. Rivadavia 100',
    location: 'CABA',
    postal_code: '1406',
  },
  'POST /api/clients/addSubscriptor': { email: 'boletin@example.com' },
  'POST /api/page': { fullname: 'Revendedor SA', email: 'revende@example.com', phone: 1155554444, comentary: 'Hola', view: 1 },
  'POST /api/withdrawals': {
    fullname: 'Ana Pérez',
    email: EMAIL,
    phone: '1155554444',
    order_number: '00000001',
    reason: 'No lo quiero',
  },
}

/** A valid query string for each route that reads one; the mutated queries start from these. */
const VALID_QUERIES: Record<string, [string, string][]> = {
  'GET /api/products': [['sku', 'FZ-1']],
  'GET /api/cart/products': [['skus', 'FZ-1,FZ-2']],
  'GET /api/search/suggestions': [
    ['q', 'producto'],
    ['limit', '10'],
    ['offset', '10'],
  ],
  'GET /api/page/getClientOrders': [
    ['t', '1'],
    ['email', EMAIL],
  ],
  'GET /api/page/getInvoiceLink': [['order', '1']],
  'GET /api/page/getUserData': [['email', EMAIL]],
  'GET /bills/client_:userId/:file': [
    ['exp', '4102444800'],
    ['sig', 'abc'],
  ],
}
/** Query keys the routes read, mixed into the generated query strings. */
const KNOWN_QUERY_KEYS = [...new Set(Object.values(VALID_QUERIES).flatMap((pairs) => pairs.map(([key]) => key)))]

// ---------------------------------------------------------------------------------------------
// Routes, as the app lists them

interface Route {
  method: string
  /** with Fastify's ':param' placeholders */
  path: string
}

/** Reads `app.printRoutes({ commonPrefix: false })`: one line per tree node, four characters per level. */
function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = []
  const prefixes: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const full = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!
    prefixes[depth] = full
    prefixes.length = depth + 1
    for (const method of match[3]?.split(',').map((m) => m.trim()) ?? []) {
      if (method !== 'HEAD') routes.push({ method, path: full })
    }
  }
  return routes
}

// ---------------------------------------------------------------------------------------------
// Generators

const printableChar = fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n))
const printable = (maxLength = 60) => fc.string({ unit: printableChar, maxLength })
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
)

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001',
  'a\u0008b',
  '\u001b[2J',
  '\u007f',
  'tab\tnew\nline\r',
  '\uD800',
  '\uFEFF',
  '\u202E',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999999',
  '0x1F',
  'null',
  'undefined',
  '[object Object]',
  '😀'.repeat(300),
  'x'.repeat(5000),
]
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1e-320,
  [],
  {},
  [null],
  { '': '' },
]

/** A value to put where a valid field was. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_VALUES),
  anyText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double({ noNaN: true }),
)

/** JSON text of anything fast-check makes (undefined, bigint, symbols… turned into something). */
function looseStringify(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value)
  } catch {
    return String(value)
  }
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'null',
  'true',
  '"texto"',
  '1e400',
  '-0',
  '\uFEFF{}',
  'NaN',
  '<xml/>',
  'a=1&b=2',
  '\u0000\u0001\u0002',
]

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = prefix.length ? [prefix] : []
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]))
  return out
}

type Mutation = { at: number; kind: 'set' | 'delete' | 'add'; value: unknown; key: string }

function mutate(valid: unknown, mutations: Mutation[]): unknown {
  const copy = structuredClone(valid) as Record<string, unknown>
  for (const mutation of mutations) {
    const all = paths(copy)
    if (all.length === 0) return mutation.value
    const where = all[mutation.at % all.length]!
    const parent = where
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<string | number, unknown>
    if (!parent || typeof parent !== 'object') continue
    const key = where[where.length - 1]!
    if (mutation.kind === 'set') parent[key] = mutation.value
    else if (mutation.kind === 'delete') delete parent[key]
    else
      Object.defineProperty(parent, mutation.key, { value: mutation.value, enumerable: true, configurable: true, writable: true })
  }
  return copy
}

const mutationArb = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('set' as const, 'set' as const, 'delete' as const, 'add' as const),
  value: hostileValue,
  key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'total', 'admin'), printable(12)),
})

interface Body {
  contentType: string | undefined
  payload: string | Buffer | undefined
  label: string
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/JSON',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----frontera',
  'application/xml',
  'application/octet-stream',
  '*/*',
  ';;;',
]
const contentType = fc.oneof(fc.constantFrom(...CONTENT_TYPES), printable(40), fc.constant(undefined))

function bodyArb(validBody: unknown): fc.Arbitrary<Body> {
  const json =
    (label: string) =>
    (text: string): Body => ({ contentType: 'application/json', payload: text, label })
  const generated: fc.Arbitrary<Body>[] = [
    fc.jsonValue({ maxDepth: 4 }).map((v) => json('random JSON')(JSON.stringify(v))),
    fc
      .anything({
        maxDepth: 3,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withNullPrototype: true,
      })
      .map((v) => json('anything, serialised')(looseStringify(v))),
    fc
      .oneof(
        fc.constantFrom(...MALFORMED_JSON),
        fc.json().map((t) => t.slice(0, Math.max(0, t.length - 1))),
        anyText,
      )
      .map(json('malformed JSON')),
    fc.constantFrom(
      json('over the body limit')(JSON.stringify({ a: 'x'.repeat(70 * 1024) })),
      json('just under the body limit')(JSON.stringify({ email: 'x'.repeat(60 * 1024) })),
      json('deeply nested arrays')('['.repeat(20_000) + ']'.repeat(20_000)),
      json('deeply nested objects')('{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)),
      json('many keys')(JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])))),
      json('long array')(JSON.stringify(Array.from({ length: 5000 }, (_, i) => i))),
    ),
    fc
      .tuple(
        contentType,
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          anyText,
          fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
        ),
      )
      .map(([type, payload]) => ({ contentType: type, payload, label: 'wrong content type' })),
    fc.constant<Body>({ contentType: undefined, payload: undefined, label: 'no body' }),
    fc.constant<Body>({ contentType: 'application/json', payload: undefined, label: 'JSON content type, no body' }),
  ]
  if (validBody !== undefined) {
    const mutated = fc
      .array(mutationArb, { minLength: 1, maxLength: 3 })
      .map((mutations) => json('valid body, mutated')(looseStringify(mutate(validBody, mutations))))
    // Twice the weight: these get furthest into the handlers.
    generated.push(mutated, mutated)
  }
  return fc.oneof(...generated)
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return escape(text)
  }
}

const RAW_QUERY_BITS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  'sku=%00',
  'q=%01%1B%7F',
  'email=a%00%40b',
  '%C0%AF',
  '%FF%FE',
  '&&&',
  '===',
  ';',
  '+%2B',
  '#frag',
  '?',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
]

const queryValue = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), anyText, fc.integer().map(String))
const joinQuery = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')

const genericQuery = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            ...KNOWN_QUERY_KEYS,
            '__proto__',
            'constructor',
            'prototype',
            'toString',
            'hasOwnProperty',
            'a[b]',
            'sku[]',
          ),
          anyText,
        ),
        queryValue,
      ),
      { maxLength: 8 },
    )
    // Repeated keys come from the array; the same key twice is an array value for Fastify.
    .chain((pairs) => fc.constantFrom(...(pairs.length ? [pairs, [...pairs, ...pairs]] : [pairs])).map(joinQuery)),
  fc.array(fc.constantFrom(...RAW_QUERY_BITS), { minLength: 1, maxLength: 4 }).map((bits) => bits.join('&')),
  fc.constant(''),
)

/** Random query strings, and the route's valid query with a value replaced, repeated, or a key added. */
function queryArb(validQuery: [string, string][] | undefined): fc.Arbitrary<string> {
  if (!validQuery) return genericQuery
  const mutated = fc
    .record({
      at: fc.nat(),
      value: queryValue,
      kind: fc.constantFrom('set', 'repeat', 'add', 'drop'),
      key: fc.constantFrom('__proto__', 'constructor', ...KNOWN_QUERY_KEYS),
    })
    .map(({ at, value, kind, key }) => {
      const pairs = validQuery.map(([k, v]) => [k, v] as [string, string])
      const i = at % pairs.length
      if (kind === 'set') pairs[i]![1] = value
      else if (kind === 'repeat') pairs.push([pairs[i]![0], value])
      else if (kind === 'add') pairs.push([key, value])
      else pairs.splice(i, 1)
      return joinQuery(pairs)
    })
  return fc.oneof(genericQuery, mutated)
}

const PARAM_VALUES = [
  '%01',
  '1%00',
  '%7F',
  '0',
  '-1',
  '1',
  '999999999999',
  '1e3',
  ' 1',
  '..',
  '.',
  '%00',
  '%2e%2e%2f',
  'a.svg',
  'x.png',
  'fc-1_movement-1.pdf',
  'x'.repeat(400),
  '%E0%A4%A',
]
const paramArb = fc.oneof(fc.constantFrom(...PARAM_VALUES), anyText.map(encode), fc.integer().map(String))

interface Tokens {
  valid: string
  expired: string
  forMissingUser: string
}

function headersArb(tokens: Tokens): fc.Arbitrary<Record<string, string>> {
  const garbage = fc.oneof(
    fc.constant(`Bearer ${tokens.expired}`),
    fc.constant(`Bearer ${tokens.forMissingUser}`),
    fc.constant(`Bearer ${tokens.valid.slice(0, -2)}xx`),
    fc.constant(`bearer ${tokens.valid}`),
    fc.constant(`Bearer ${tokens.valid} extra`),
    fc.constant(`Bearer ${tokens.valid.split('.').slice(0, 2).join('.')}.`),
    fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjEsImVtYWlsIjoiZnV6ekBleGFtcGxlLmNvbSJ9.'),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'null', 'undefined', 'Bearer null'),
    printable(300).map((t) => `Bearer ${t}`),
    printable(100),
  )
  // About half the requests carry the valid token: with it, a request gets past the session check.
  const authorization = fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${tokens.valid}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: garbage },
  )
  return fc
    .record(
      {
        authorization,
        'idempotency-key': fc.oneof(printable(120), fc.constantFrom('', ' ', 'x'.repeat(101), 'clave-valida-1')),
        'if-none-match': printable(40),
        'x-forwarded-for': fc.oneof(printable(40), fc.constantFrom('1.2.3.4, 5.6.7.8', '::1', '999.999.999.999', 'unknown')),
        'accept-encoding': fc.oneof(printable(30), fc.constantFrom('br', 'gzip;q=0', 'identity', '*')),
        accept: printable(40),
        cookie: printable(200),
        'x-garbage': printable(200),
      },
      { requiredKeys: ['authorization'] },
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>)
}

// ---------------------------------------------------------------------------------------------

/** Both drivers answer raw SQL with `{ rows }`. */
async function rows<T>(store: TestStore, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await store.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

async function tableCounts(store: TestStore): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    store,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name: table } of tables) {
    if (NOT_COMPARED.has(table)) continue
    const [result] = await rows<{ n: number }>(store, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    counts[table] = result!.n
  }
  return counts
}

const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+/

/** Methods of HTTP and WebDAV that no route of the store answers (405). */
const UNUSUAL_METHODS = [
  'TRACE',
  'OPTIONS',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'REPORT',
  'PURGE',
  'QUERY',
]

/** A logger at level error that keeps what it writes: a logged error is a failure here even below 500. */
function errorCapture() {
  const lines: string[] = []
  const keep = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'))
      done()
    },
  })
  return { lines, logger: createLogger({ level: 'error', format: 'json', out: keep, err: keep }) }
}

describe.each(databaseKinds)('bad-input sweep on %s', (kind) => {
  const errorLog = errorCapture()
  let store: TestStore
  let tokens: Tokens
  let routes: Route[]
  const summary: string[] = []

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, logger: errorLog.logger })
    await productsRepository(store.database.db).insertMany([product('FZ-1'), product('FZ-2')])
    const [user] = await store.database.db
      .insert(users)
      .values({ email: EMAIL, fullname: 'Ana Pérez', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: users.id })
    const secret = store.services.tokens
    const expiring = tokenService(loadJwtSecret(store.dataDir, store.env.JWT_SECRET), -60)
    tokens = {
      valid: await secret.sign({ userId: user!.id, email: EMAIL }),
      expired: await expiring.sign({ userId: user!.id, email: EMAIL }),
      forMissingUser: await secret.sign({ userId: 999_999, email: 'nadie@example.com' }),
    }
    routes = parseRouteTree(store.app.printRoutes({ commonPrefix: false }))
  }, 120_000)

  afterAll(async () => {
    if (summary.length) console.log(`[bad-input] ${kind} (seed ${SEED}):\n  ${summary.join('\n  ')}`)
    await store?.close()
  })

  it('finds every route of the API', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`)
    for (const expected of [
      'GET /api/health',
      'GET /api/products',
      'PATCH /api/products/addView/:id',
      'POST /api/page/sendOrderEmail',
      'POST /api/page/registerUser',
      'GET /api/page/getClientOrders',
      'POST /api/clients/addSubscriptor',
      'POST /api/page',
      'GET /bills/client_:userId/:file',
    ]) {
      expect(names).toContain(expected)
    }
    expect(routes.length).toBeGreaterThanOrEqual(20)
  })

  it('answers every generated request to every route below 500, stores nothing for a refused one, and keeps serving', async () => {
    const started = performance.now()
    let total = 0
    const headers = headersArb(tokens)
    for (const route of routes) {
      const name = `${route.method} ${route.path}`
      const statuses = new Map<number, number>()
      let successes = 0
      const before = await tableCounts(store)
      const request = fc.record({
        params: fc.array(paramArb, { minLength: 3, maxLength: 3 }),
        query: queryArb(VALID_QUERIES[name]),
        headers,
        body: bodyArb(VALID_BODIES[name]),
        head: fc.boolean(),
        // now and then a method no route of the store answers
        unusual: fc.oneof(
          { weight: 7, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom(...UNUSUAL_METHODS) },
        ),
      })
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, headers: generatedHeaders, body, head, unusual }) => {
          let index = 0
          const url = route.path.replace(/:[A-Za-z]+/g, () => params[index++ % params.length]!) + (query ? `?${query}` : '')
          const options: InjectOptions = {
            method: (unusual ?? (route.method === 'GET' && head ? 'HEAD' : route.method)) as InjectOptions['method'],
            url,
            headers: { ...generatedHeaders, ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}) },
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
          }
          const response = await store.app.inject(options)
          total++
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
          if (response.statusCode < 300) successes++
          const shown = () =>
            `${options.method} ${url.slice(0, 300)} [${body.label}] ${String(body.payload ?? '').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`
          if (response.statusCode >= 500) throw new Error(`5xx: ${shown()}`)
          if (STACK_TRACE.test(response.body) && response.statusCode >= 400)
            throw new Error(`internals in the answer: ${shown()}`)
        }),
        { numRuns: HASHING_ROUTES.has(name) ? Math.ceil(RUNS / 2) : RUNS, seed: SEED + total },
      )
      // A reset request's link and e-mail are written after its answer: count them with it.
      await store.services.passwordResets.settled()
      const after = await tableCounts(store)
      const grew = Object.keys(after).filter((table) => after[table] !== before[table])
      const allowed = successes > 0 ? (WRITES[name] ?? []) : []
      expect(
        grew.filter((table) => !allowed.includes(table)).map((table) => `${table}: ${before[table]} → ${after[table]}`),
        `${name}: rows changed without a 2xx answer that may write them (2xx answers: ${successes})`,
      ).toEqual([])
      summary.push(
        `${name}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}${grew.length ? ` (stored: ${grew.join(', ')})` : ''}`,
      )
    }
    const health = await store.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok', database: kind })
    const products = await store.app.inject({ method: 'GET', url: '/api/products?sku=FZ-1' })
    expect(products.statusCode).toBe(200)
    expect(products.json()).toHaveLength(1)
    summary.push(`${total} requests to ${routes.length} routes in ${Math.round(performance.now() - started)} ms`)
    expect(errorLog.lines, 'errors logged during the sweep').toEqual([])
  }, 240_000)
})

/** Every C0 control character and DEL. */
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f']
/** Typed into text areas, so they pass (and are harmless to store). */
const TYPED_CONTROLS = new Set(['\t', '\n', '\r'])
const PAGES = [
  '/',
  '/search?search=heladera',
  '/products?product=FZ-1',
  '/cart',
  '/others/about_us',
  '/sitemap.xml',
  '/no-existe',
]

describe.each(databaseKinds)('NUL, control characters and unusual methods on %s, pages included', (kind) => {
  const errorLog = errorCapture()
  let store: TestStore
  let routes: Route[]
  let token: string

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true, logger: errorLog.logger })
    await productsRepository(store.database.db).insertMany([product('FZ-1'), product('FZ-2')])
    const [user] = await store.database.db
      .insert(users)
      .values({ email: EMAIL, fullname: 'Ana Pérez', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: users.id })
    token = await store.services.tokens.sign({ userId: user!.id, email: EMAIL })
    routes = parseRouteTree(store.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path.startsWith('/api/') || r.path.startsWith('/bills/'),
    )
  }, 180_000)
  afterAll(() => store?.close())

  const inject = (options: InjectOptions) => store.app.inject(options)
  const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1')

  it('answers 405 with Allow to TRACE and other unusual methods, on the API and on pages', async () => {
    const targets = [...new Set([...routes.map((r) => concrete(r.path)), ...PAGES, '/assets/no-existe.js'])]
    for (const url of targets) {
      for (const method of UNUSUAL_METHODS) {
        const response = await inject({ method: method as InjectOptions['method'], url })
        expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBe(405)
        expect(response.headers.allow, `${method} ${url}`).toMatch(
          /^(GET|HEAD|POST|PUT|PATCH|DELETE)(, (GET|HEAD|POST|PUT|PATCH|DELETE))*$/,
        )
      }
    }
    const api = await inject({ method: 'TRACE', url: '/api/page/sendOrderEmail' })
    expect(api.headers.allow).toBe('POST')
    expect(api.json()).toEqual({ message: 'Método no permitido.' })
    const page = await inject({ method: 'TRACE', url: '/' })
    expect(page.headers.allow).toBe('GET, HEAD')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('Método no permitido.')
    // pages take no form posts either
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await inject({
        method,
        url: '/',
        payload: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(response.statusCode, method).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
    }
    expect(errorLog.lines).toEqual([])
  })

  it('refuses a control character in any query value or path, raw or percent-encoded, with 400: HTML on pages, JSON on the API', async () => {
    const getRoutes = routes.filter((r) => r.method === 'GET')
    for (const control of CONTROL_CHARACTERS) {
      const encoded = encodeURIComponent(control)
      const expected = TYPED_CONTROLS.has(control) ? undefined : 400
      for (const route of getRoutes) {
        const url = `${concrete(route.path)}?sku=FZ${encoded}1&q=a${encoded}&email=${encodeURIComponent(EMAIL)}${encoded}&order=1${encoded}`
        const response = await inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
        expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500)
        if (expected) {
          expect(response.statusCode, url).toBe(expected)
          expect(response.json(), url).toEqual({ message: 'Datos inválidos: la solicitud contiene caracteres no permitidos.' })
        }
      }
      const inQuery = [`/products?product=${encoded}`, `/products?product=FZ-1${encoded}`, `/search?search=tv${encoded}`]
      for (const url of [...inQuery, `/cart${encoded}`, `/others/about_us${encoded}`]) {
        const response = await inject({ method: 'GET', url })
        expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500)
        // in a path even a tab or a line break is refused: nobody types them there
        if (expected || !inQuery.includes(url)) {
          expect(response.statusCode, url).toBe(400)
          expect(response.headers['content-type'], url).toMatch(/^text\/html/)
          expect(response.body).toContain('la solicitud contiene caracteres no permitidos')
        }
      }
      const image = await inject({ method: 'GET', url: `/products-images/a${encoded}.svg` })
      expect(image.statusCode, `image ${encoded}`).toBe(400)
    }
    expect(errorLog.lines).toEqual([])
  })

  it('refuses a control character in any string of an API body with 400, storing nothing', async () => {
    for (const control of CONTROL_CHARACTERS.filter((c) => !TYPED_CONTROLS.has(c))) {
      for (const [name, body] of Object.entries(VALID_BODIES)) {
        const [method, url] = name.split(' ') as [InjectOptions['method'], string]
        for (const at of paths(body).filter(
          (p) => typeof p.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body) === 'string',
        )) {
          const changed = structuredClone(body) as Record<string, unknown>
          const parent = at
            .slice(0, -1)
            .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], changed) as Record<
            string | number,
            unknown
          >
          parent[at[at.length - 1]!] = `${String(parent[at[at.length - 1]!])}${control}`
          const response = await inject({ method, url, payload: changed, headers: { authorization: `Bearer ${token}` } })
          expect(response.statusCode, `${name} ${at.join('.')} + U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(
            400,
          )
        }
      }
    }
    const stored = await tableCounts(store)
    expect({
      orders: stored.orders,
      withdrawals: stored.withdrawal_requests,
      subscribers: stored.newsletter_subscribers,
    }).toEqual({
      orders: 0,
      withdrawals: 0,
      subscribers: 0,
    })
    expect(errorLog.lines).toEqual([])
  })

  it('answers every page alike whatever the cart cookie holds', async () => {
    for (const value of [
      '%00*1',
      'FZ-1*2!%00*1',
      '\u0001*1',
      'FZ-1%1B*1',
      '%5B%7B%22sku%22%3A%22%5Cu0000%22%2C%22quantity%22%3A1%7D%5D',
    ]) {
      for (const url of PAGES) {
        const response = await inject({ method: 'GET', url, headers: { cookie: `cartProducts=${value}` } })
        expect(response.statusCode, `${url} with cartProducts=${value}: ${response.body.slice(0, 200)}`).toBeLessThan(500)
        if (url === '/cart') expect(response.statusCode).toBe(200)
      }
    }
    // The server never reads the cart (the browser does): a readable cookie gets the same page,
    // and the cart's products come from the API.
    const cart = await inject({ method: 'GET', url: '/cart', headers: { cookie: 'cartProducts=FZ-1*2' } })
    expect(cart.statusCode).toBe(200)
    expect(cart.body).toBe((await inject({ method: 'GET', url: '/cart' })).body)
    const products = await inject({ method: 'GET', url: '/api/cart/products?skus=FZ-1' })
    expect(products.json()).toMatchObject([{ sku: 'FZ-1', name: 'Producto FZ-1' }])
    expect(errorLog.lines).toEqual([])
  })
})
