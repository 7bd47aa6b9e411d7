import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundContent } from '../components/others/not-found-content.tsx'
import { FALLBACK_ORIGIN, pageOrigin } from '../components/others/page-data.ts'
import { seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/error'

export function loader({ request, context }: Route.LoaderArgs) {
  return pageOrigin(request, context)
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...seoMeta({
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_TEXT,
      canonicalPath: '/error',
      origin: data?.origin ?? FALLBACK_ORIGIN,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

/** /error: where a failed product fetch lands (spec section 2). */
export default function ErrorPage() {
  return <NotFoundContent />
}
