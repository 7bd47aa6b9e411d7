import { ShieldCheck } from 'lucide-react'
import { legalDocuments } from '#config/legal-documents.ts'
import { store } from '#config/store.ts'
import { LegalDocumentPage } from '../components/legal/legal-document.tsx'
import { PRIVACY_PATH } from '../components/legal/legal-paths.ts'
import { seoMeta, siteOrigin } from '../lib/seo.ts'
import type { Route } from './+types/others.privacidad'

// The document comes as data: the browser bundle shared by every page does not carry it.
export function loader() {
  return { document: legalDocuments.privacy }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta({
    title: data?.document.title ?? store.legal.privacy.linkLabel,
    description: data?.document.description ?? '',
    canonicalPath: PRIVACY_PATH,
    origin: siteOrigin(matches),
  })
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={loaderData.document} icon={ShieldCheck} />
}
