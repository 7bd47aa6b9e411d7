/**
 * Environment variables, validated once at start-up. A wrong value stops the server with a
 * message naming the variable (README.md, "Configuration"). Server only (it reads the
 * process's environment and the `.env` file): nothing here may reach the browser.
 */
import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { PASSWORD_RESET_LIMITS } from '#domain/password-reset.ts'
import { DEMO_STAFF_EMAILS } from './mail-setup.ts'

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "debe ser 'true' o 'false'" })
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'cada dirección debe ser un e-mail válido' })).min(1, 'al menos una dirección'))

/** An IPv4 or IPv6 address, optionally with a /prefix: what Fastify's trustProxy list takes. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol)
      } catch {
        return false
      }
    },
    `debe ser una URL ${protocols.map((p) => p.replace(':', '://')).join(' o ')}`,
  )

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
  STAFF_EMAILS: emailList.default([...DEMO_STAFF_EMAILS]),
  /** orders one customer may place per rolling hour (docs/orders.md) */
  ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** product views one client address may send a minute; past it 429 (server/catalogue/view-limiter.ts) */
  VIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** accounts one client address may create per rolling hour (docs/decisions/009) */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** withdrawal requests one client address may make per rolling hour; unset, the service's own (server/contacts/withdrawal-service.ts) */
  WITHDRAWALS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /** 'Avisame cuando ingrese' requests one client address may make per rolling hour; unset, the service's own (server/shopper-lists/stock-alert-service.ts) */
  STOCK_ALERTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /** '¿Olvidaste tu contraseña?' requests one client address may make per rolling hour (docs/email.md) */
  PASSWORD_RESET_REQUESTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(PASSWORD_RESET_LIMITS.requestsPerClientPerHour),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: urlWithProtocol(['https:', 'http:']).default('https://www.googleapis.com/oauth2/v3/certs'),
  SEED_DEMO: booleanString.default(true),
  PUBLIC_URL: urlWithProtocol(['https:', 'http:']).optional(),
  /**
   * Without PUBLIC_URL, the hosts (host or host:port, comma-separated) whose name a request's
   * Host header may put into absolute links (canonical, og:url, sitemap.xml, robots.txt). Any
   * other Host gets links to the address the store listens on (app/lib/public-origin.server.ts).
   */
  PUBLIC_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(h)), {
      message: 'debe ser una lista de nombres de host (con puerto opcional) separados por comas',
    }),
  /**
   * Where staff uploads (invoice PDFs) are kept (server/files/): 'auto' (default) is S3 when
   * S3_BUCKET is set, the database with DATABASE_URL, DATA_DIR otherwise.
   */
  FILE_STORE: z.enum(['auto', 'disk', 'database', 's3']).default('auto'),
  /** an S3-compatible bucket for staff uploads (docs/deploy.md, "Files") */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket válido (3 a 63 minúsculas, dígitos, . o -)')
    .optional(),
  /** prepended to every object's key, e.g. 'tienda/' */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, "debe terminar en '/' (p. ej. tienda/)")
    .default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** another provider's endpoint (MinIO, R2, B2…); AWS when unset */
  S3_ENDPOINT: urlWithProtocol(['https:', 'http:']).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client address that rate limits count): 'false'
   * (default: the socket's address) or the proxies' addresses/CIDRs, comma-separated. A request
   * from any other address keeps its socket's address whatever header it sends. 'true' and hop
   * counts are refused: they would let a client that reaches the store directly choose its
   * address and pass every per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v.trim() === 'false' ? [] : v.split(',').map((entry) => entry.trim())))
    .refine((entries) => entries.every(isProxyAddress), {
      message:
        "debe ser 'false' o las direcciones de los proxies separadas por comas (p. ej. 127.0.0.1 o 10.0.0.0/8); " +
        "'true' y los números de saltos no se admiten: cualquier cliente que llegue directo elegiría su dirección",
    })
    .transform((entries): false | string[] => (entries.length === 0 ? false : entries)),
  /**
   * How long a request may wait on PostgreSQL (server/db/postgres-pool.ts; the defaults are
   * measured in docs/decisions/018): for a connection, for a statement (a statement without an
   * answer a second later has its connection closed), for a lock.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  /** How long a client may take to send a whole request, and stay silent (server/shared/connection-limits.ts, docs/decisions/018). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** connections one client address may hold open at once (TRUST_PROXY's proxies are not counted) */
  CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(100),
  /** seconds a rendered page is shared between visitors, here and in a CDN or proxy cache (0: never) */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** seconds a CDN or proxy cache may go on serving a page past PAGE_CACHE_SECONDS while it asks again */
  PAGE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** megabytes of rendered pages kept in memory per process */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Mercado Pago Checkout Pro (server/payments/, docs/decisions/046): on when both the token and the webhook secret are set */
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, 'debe ser el Access Token de la cuenta de Mercado Pago').optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z
    .string()
    .min(16, 'debe ser la clave secreta de las notificaciones (Webhooks) de Mercado Pago')
    .optional(),
  /** Mercado Pago's API; tests and staging point it at a stand-in */
  MERCADOPAGO_API_URL: urlWithProtocol(['https:', 'http:']).default('https://api.mercadopago.com'),
  /** how long a call to Mercado Pago may take before the store gives up on it */
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** what the shopper's card statement shows (Mercado Pago allows up to 22 characters) */
  MERCADOPAGO_STATEMENT_DESCRIPTOR: z.string().min(1).max(22).default('TECNOHOGAR'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty': one readable line per message; 'json': one JSON object per line; 'auto': pretty on a terminal */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
})

export type Env = z.infer<typeof envSchema>

/** Checks between variables, one line each (same shape as the schema's). */
function crossCheck(env: Env): string[] {
  const problems: string[] = []
  if (env.FILE_STORE === 's3' && !env.S3_BUCKET) problems.push('  S3_BUCKET: FILE_STORE=s3 necesita S3_BUCKET')
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas (o ninguna)')
  if (Boolean(env.MERCADOPAGO_ACCESS_TOKEN) !== Boolean(env.MERCADOPAGO_WEBHOOK_SECRET))
    problems.push('  MERCADOPAGO_ACCESS_TOKEN: MERCADOPAGO_ACCESS_TOKEN y MERCADOPAGO_WEBHOOK_SECRET van juntas (o ninguna)')
  return problems
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as shells and compose files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  const problems = result.success
    ? crossCheck(result.data)
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  if (result.success && problems.length === 0) return result.data
  const lines = problems
  throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`)
}

/**
 * The process's environment, after Node's own loader has added an optional `.env` (real
 * environment variables win over the file).
 */
export function loadEnv(file = path.resolve('.env')): Env {
  if (existsSync(file)) process.loadEnvFile(file)
  return parseEnv(process.env)
}
