import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundContent } from '../components/others/not-found-content.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const meta = pageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_TEXT, canonicalPath: '/error' }, [
  { name: 'robots', content: 'noindex' },
])

/** /error: where a failed product fetch lands. */
export default function ErrorPage() {
  return <NotFoundContent />
}
