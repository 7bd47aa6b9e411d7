/**
 * Every GET that is not /api, an image or a built asset is a React Router page, rendered on the
 * server. In development Vite serves the modules with hot reload; in production the build is
 * loaded from build/.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import middie from '@fastify/middie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { isAdminPath } from '#domain/admin/admin-pages.ts'
import { pageVariant } from '#domain/page-variant.ts'
import { guardAdminPage } from './admin-pages-guard.ts'
import { sendCompressed } from '../shared/compressed-body.ts'
import { inlineScriptHashes, newNonce, pagePolicy } from '../shared/content-security-policy.ts'
import { MethodNotAllowedError } from '../shared/errors.ts'
import { type CachedPage, type PageCache, pageCache } from './page-cache.ts'
import { registerPageErrorHandler, sendErrorPage } from './page-errors.ts'
import { projectRoot } from '../shared/project-root.ts'
import { publicOrigin } from '../shared/public-origin.ts'
import type { Services } from '../services.ts'
import type { StaffSession } from '../admin/admin-staff-service.ts'

const PAGE_METHODS = ['GET', 'HEAD']

export const clientBuildDir = path.join(projectRoot, 'build/client')
export const serverBuildFile = path.join(projectRoot, 'build/server/index.js')

/** The origin pages see and link to: never a Host the operator did not configure (public-origin.ts). */
function originFor(request: FastifyRequest, env: Services['env']): string {
  return publicOrigin({
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.PUBLIC_HOSTS,
    protocol: request.protocol,
    host: request.host,
    localAddress: request.socket?.localAddress,
    localPort: request.socket?.localPort,
  })
}

/**
 * The page's address: the trusted origin and the request's path. A path that starts with two
 * slashes (or a slash and a backslash) would otherwise read as another host (`//evil.example/`),
 * and that host would reach the canonical link, og:url and the page cache.
 */
function pageUrl(requestUrl: string, origin: string): URL {
  return new URL(`/${requestUrl.replace(/^[/\\]+/, '')}`, origin)
}

function toWebRequest(request: FastifyRequest, url: URL): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else if (value !== undefined) headers.set(key, value)
  }
  const controller = new AbortController()
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort()
  })
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as WebReadableStream))
}

/**
 * A shared page may be kept by a CDN or proxy cache for as long as it is kept here, and served a
 * while longer as it asks again (`stale-while-revalidate`); a browser asks every time, with the
 * ETag, and is answered 304 while the page is the same (docs/deploy.md).
 */
export function sharedPageCacheControl(freshSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`
}

function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
  cacheControl: string,
) {
  reply.status(page.status)
  for (const [key, value] of page.headers) reply.header(key, value)
  // A page that set its own Cache-Control keeps it.
  if (!page.headers.some(([name]) => name === 'cache-control')) reply.header('cache-control', cacheControl)
  reply.header('x-page-cache', state)
  return sendCompressed(request, reply, page)
}

export interface PagesOptions {
  services: Services
  mode: 'development' | 'production'
}

/** Registers the page handler; returns the Vite dev server to close on shutdown, if any. */
export async function registerPages(app: FastifyInstance, { services, mode }: PagesOptions): Promise<ViteDevServer | undefined> {
  const { build, vite } = mode === 'development' ? await developmentBuild(app) : await productionBuild(app)
  const route = pageRoute({
    services,
    render: pageRenderer(build, mode, services),
    cache: mode === 'production' ? sharedPageCache(services) : undefined,
    cacheControl: sharedPageCacheControl(services.env.PAGE_CACHE_SECONDS, services.env.PAGE_STALE_SECONDS),
  })
  await app.register(async (pages) => {
    registerPageErrorHandler(pages)
    // Page actions read the raw body themselves; leave it unparsed here.
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null))
    pages.all('/*', route)
  })
  return vite
}

/**
 * Development: a function, so each request takes Vite's latest modules. Production: the build
 * itself, because React Router derives its route tables (flattened and ranked) again on every
 * request from a function, and only once from a build — about 8 % of an uncached page's CPU.
 */
type PageBuild = ServerBuild | (() => Promise<ServerBuild>)

async function developmentBuild(app: FastifyInstance): Promise<{ build: PageBuild; vite: ViteDevServer }> {
  const { createServer } = await import('vite')
  const vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'custom' })
  await app.register(middie)
  app.use(vite.middlewares)
  return { build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, vite }
}

async function productionBuild(app: FastifyInstance): Promise<{ build: PageBuild; vite: undefined }> {
  if (!existsSync(serverBuildFile)) throw new Error(`No existe ${serverBuildFile}: ejecute 'npm run build'.`)
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild
  await app.register(async (files) => {
    // Their request lines are logged at debug (request-log.ts): one line per script and icon
    // at info would bury the pages and the API.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, staticFile: true }
    })
    // One route per built file (wildcard: false), so they win over the page catch-all below.
    // cacheControl: false, or @fastify/send writes its own 'public, max-age=0' over ours.
    await files.register(fastifyStatic, {
      root: clientBuildDir,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  })
  return { build, vite: undefined }
}

type RenderPage = (request: Request, staff: StaffSession | null) => Promise<Response>

/** Renders with a fresh script nonce, named in the answer's policy (development: Vite's own scripts, no nonce). */
function pageRenderer(build: PageBuild, mode: PagesOptions['mode'], services: Services): RenderPage {
  const handler = createRequestHandler(build, mode)
  return async (request, staff) => {
    // A document (not a client navigation's .data request) takes HTML its hydration data need not repeat.
    const documentHtml = new URL(request.url).pathname.endsWith('.data') ? undefined : new Map<string, string>()
    if (mode === 'development') return handler(request, { services, staff, documentHtml })
    const cspNonce = newNonce()
    const response = await handler(request, { services, staff, cspNonce, documentHtml })
    const headers = new Headers(response.headers)
    headers.set('content-security-policy', pagePolicy({ nonce: cspNonce }))
    // A new Response: a redirect's headers cannot be changed in place.
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/** The production page cache; none when PAGE_CACHE_SECONDS is 0 (and in development every edit must show at once). */
function sharedPageCache({ env, catalogue }: Services): PageCache | undefined {
  if (env.PAGE_CACHE_SECONDS <= 0) return undefined
  return pageCache({
    ttlMs: env.PAGE_CACHE_SECONDS * 1000,
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    version: () => catalogue.cache.version(),
    // A kept page is shared: its inline scripts are allowed by their hashes, not by the
    // nonce of the visitor it was rendered for (content-security-policy.ts).
    seal: (headers, body) => {
      const sealed = new Headers(headers)
      sealed.set('content-security-policy', pagePolicy({ hashes: inlineScriptHashes(body.toString('utf8')) }))
      return sealed
    },
  })
}

interface PageRouteDeps {
  services: Services
  render: RenderPage
  cache: PageCache | undefined
  /** the Cache-Control of a page kept in the shared cache */
  cacheControl: string
}

/** The catch-all page route: the back office behind its guard and never cached, every other page through the cache. */
function pageRoute({ services, render, cache, cacheControl }: PageRouteDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound()
    // No page takes a form post (no route has an action): answered here, not by React Router.
    if (!PAGE_METHODS.includes(request.method)) throw new MethodNotAllowedError('Método no permitido.', PAGE_METHODS)
    const origin = originFor(request, services.env)
    // The back office: the staff guard answers first, and nothing of it is ever cached.
    const url = pageUrl(request.url, origin)
    if (isAdminPath(url.pathname)) {
      const staff = await guardAdminPage(request, reply, services, url)
      if (staff === 'answered') return reply
      const response = await render(toWebRequest(request, url), staff)
      response.headers.set('cache-control', 'no-store')
      return sendWebResponse(reply, response)
    }
    let key: string | undefined
    try {
      key = await cache?.keyFor({
        method: request.method,
        origin,
        url: request.url,
        variant: pageVariant(request.headers.cookie),
      })
    } catch (error) {
      return catalogueVersionUnavailable(request, reply, error)
    }
    if (!cache || key === undefined) return sendWebResponse(reply, await render(toWebRequest(request, url), null))
    const result = await cache.serve(key, async () => {
      const response = await render(toWebRequest(request, url), null)
      return {
        response,
        status: response.status,
        headers: response.headers,
        body: async () => Buffer.from(await response.arrayBuffer()),
      }
    })
    if ('fallback' in result) return sendWebResponse(reply, result.fallback.response)
    return sendCachedPage(request, reply, result.page, result.state, cacheControl)
  }
}

/**
 * The catalogue version could not be read: the database is away or stuck, and the page would
 * need it too. Say so at once rather than wait for the render to fail the same way.
 */
function catalogueVersionUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'page cache: catalogue version unavailable')
  reply.header('retry-after', '30')
  return sendErrorPage(
    reply,
    503,
    'Ocurrió un error inesperado',
    'Lo sentimos, no pudimos mostrar esta página. Intente nuevamente en unos minutos.',
  )
}
