/**
 * The meta() of pages whose tags need nothing but their address or their data (the legal and
 * information pages). Apart from seo.ts, which every page's first load carries for the title.
 */
import type { MetaDescriptor } from 'react-router'
import { seoMeta, siteOrigin, type MetaMatches, type SeoInput } from './seo.ts'

/** meta() of a page whose title and description come with its data (the legal documents). */
export function documentMeta(canonicalPath: string, fallbackTitle: string) {
  return ({ data, matches }: { data?: { document: { title: string; description: string } }; matches: MetaMatches }) =>
    seoMeta({
      title: data?.document.title ?? fallbackTitle,
      description: data?.document.description ?? '',
      canonicalPath,
      origin: siteOrigin(matches),
    })
}

/** meta() of a page whose tags depend on nothing but its address. */
export function pageMeta(page: Omit<SeoInput, 'origin'>, extra: MetaDescriptor[] = []) {
  return ({ matches }: { matches: MetaMatches }): MetaDescriptor[] => [
    ...seoMeta({ ...page, origin: siteOrigin(matches) }),
    ...extra,
  ]
}
