import { identity as store } from '#config/store-identity.ts'

/** What meta() uses when the root loader has not run (an error before it answered). */
const FALLBACK_ORIGIN = 'http://localhost'

/** Every title reads '{page} | {brand}'. */
export function pageTitle(page: string): string {
  return `${page} | ${store.brandName}`
}

export interface SeoInput {
  title: string
  description: string
  /** path and query of the canonical address, e.g. '/products/?product=ABC' */
  canonicalPath: string
  origin: string
  image?: string | undefined
  type?: 'website' | 'product'
}

/** Title, description, canonical link and Open Graph tags for a route's meta(). */
export function seoMeta({ title, description, canonicalPath, origin, image, type = 'website' }: SeoInput) {
  const url = new URL(canonicalPath, origin).toString()
  const full = pageTitle(title)
  return [
    { title: full },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: store.brandName },
    { property: 'og:locale', content: 'es_AR' },
    ...(image ? [{ property: 'og:image', content: new URL(image, origin).toString() }] : []),
  ]
}

/** The public origin: PUBLIC_URL when configured, else the request's own. The root loader asks once. */
export function originOf(request: Request, publicUrl?: string): string {
  return publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin
}

/** The matches meta() receives; only the root's data is read here. */
export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[]

/** The public origin the root loader computed for this request, for canonical links and JSON-LD. */
export function siteOrigin(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  return root && typeof root === 'object' && 'origin' in root && typeof root.origin === 'string' ? root.origin : FALLBACK_ORIGIN
}
