/**
 * /sitemap.xml: every public page, category and product. Past SITEMAP_LIMIT products it becomes
 * a sitemap index whose parts are /sitemap.xml?part=N (search engines accept 50,000 URLs a file).
 */
import { originOf } from '../lib/seo.ts'
import { categoryHref, productHref, searchHrefFor } from '../lib/paths.ts'
import type { Route } from './+types/sitemap.xml'

const SITEMAP_LIMIT = 40_000
const STATIC_PATHS = [
  '/',
  '/search',
  '/shipments',
  '/others/about_us',
  '/others/revendedores',
  '/others/garantia',
  '/others/sucursales',
  '/others/centro_de_ayuda',
  '/others/politicas_de_devolucion',
  '/others/trabaja_con_nosotros',
  '/others/arrepentimiento',
  '/others/terminos',
  '/others/privacidad',
]

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

const urlset = (entries: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>`
const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, env } = context.services
  const origin = originOf(request, env.PUBLIC_URL)
  const part = new URL(request.url).searchParams.get('part')
  const total = await catalogue.productCount()
  const productUrl = (sku: string) => `${origin}${productHref(sku)}`

  const pagesAndCategories = async () => {
    const menu = await catalogue.categoryMenu()
    const categories = menu.flatMap((c) => [
      `${origin}${searchHrefFor('category', c.slug)}`,
      ...c.subCategories.map((s) => `${origin}${categoryHref(c.slug, s.slug)}`),
    ])
    return [...STATIC_PATHS.map((p) => url(origin + p)), ...categories.map((c) => url(c))]
  }

  if (total <= SITEMAP_LIMIT && part === null) {
    const skus = await catalogue.skuPage(SITEMAP_LIMIT, 0)
    return xml(urlset([...(await pagesAndCategories()), ...skus.map((p) => url(productUrl(p.sku), p.updated_at))]))
  }
  if (part === null) {
    const parts = Math.ceil(total / SITEMAP_LIMIT)
    const locs = [0, ...Array.from({ length: parts }, (_, i) => i + 1)].map(
      (n) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${n}`)}</loc></sitemap>`,
    )
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.join('\n')}\n</sitemapindex>`)
  }
  const n = Number(part)
  if (!Number.isInteger(n) || n < 0 || n > Math.ceil(total / SITEMAP_LIMIT)) throw new Response('Not found', { status: 404 })
  if (n === 0) return xml(urlset(await pagesAndCategories()))
  const skus = await catalogue.skuPage(SITEMAP_LIMIT, (n - 1) * SITEMAP_LIMIT)
  return xml(urlset(skus.map((p) => url(productUrl(p.sku), p.updated_at))))
}
