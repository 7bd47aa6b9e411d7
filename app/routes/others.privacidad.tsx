import { ShieldCheck } from '../components/icons.tsx'
import { legalDocuments } from '#config/legal-documents.ts'
import { store } from '#config/store.ts'
import { LegalDocumentPage } from '../components/legal/legal-document.tsx'
import { PRIVACY_PATH } from '../components/legal/legal-paths.ts'
import { documentMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/others.privacidad'

// The document comes as data: the browser bundle shared by every page does not carry it.
export function loader() {
  return { document: legalDocuments.privacy }
}

export const meta = documentMeta(PRIVACY_PATH, store.legal.privacy.linkLabel)

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={loaderData.document} icon={ShieldCheck} />
}
