import { ShieldCheck } from 'lucide-react'
import { legalDocuments } from '#config/legal-documents.ts'
import { store } from '#config/store.ts'
import { LegalDocumentPage } from '../components/legal/legal-document.tsx'
import { PRIVACY_PATH } from '../components/legal/legal-paths.ts'
import { FALLBACK_ORIGIN, pageOrigin } from '../components/others/page-data.ts'
import { seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/others.privacidad'

// The document comes as data: the browser bundle shared by every page does not carry it.
export function loader({ request, context }: Route.LoaderArgs) {
  return { ...pageOrigin(request, context), document: legalDocuments.privacy }
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta({
    title: data?.document.title ?? store.legal.privacy.linkLabel,
    description: data?.document.description ?? '',
    canonicalPath: PRIVACY_PATH,
    origin: data?.origin ?? FALLBACK_ORIGIN,
  })
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={loaderData.document} icon={ShieldCheck} />
}
