import { data } from 'react-router'
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundContent } from '../components/others/not-found-content.tsx'
import { seoMeta, siteOrigin } from '../lib/seo.ts'
import type { Route } from './+types/not-found'

/** Any unknown address: the /error page's content, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 })
}

/** A 404 has no canonical address of its own: the tags point at /error and the page is not indexed. */
export function meta({ matches }: Route.MetaArgs) {
  const tags = seoMeta({
    title: NOT_FOUND_TITLE,
    description: NOT_FOUND_TEXT,
    canonicalPath: '/error',
    origin: siteOrigin(matches),
  })
  return [...tags.filter((tag) => !('rel' in tag && tag.rel === 'canonical')), { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <NotFoundContent />
}
