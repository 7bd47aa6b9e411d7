import { ShieldCheck } from 'lucide-react'
import { store } from '#config/store.ts'
import { LegalDocumentPage } from '../components/legal/legal-document.tsx'
import { PRIVACY_PATH } from '../components/legal/legal-paths.ts'
import { FALLBACK_ORIGIN, pageOrigin } from '../components/others/page-data.ts'
import { seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/others.privacidad'

export function loader({ request, context }: Route.LoaderArgs) {
  return pageOrigin(request, context)
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta({
    title: store.legal.privacy.title,
    description: store.legal.privacy.description,
    canonicalPath: PRIVACY_PATH,
    origin: data?.origin ?? FALLBACK_ORIGIN,
  })
}

export default function Privacy() {
  return <LegalDocumentPage document={store.legal.privacy} icon={ShieldCheck} />
}
