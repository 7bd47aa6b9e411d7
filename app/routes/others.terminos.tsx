import { FileText, Scale } from '../components/icons.tsx'
import { legalDocuments } from '#config/legal-documents.ts'
import { store } from '#config/store.ts'
import { LegalDocumentPage } from '../components/legal/legal-document.tsx'
import { TERMS_PATH } from '../components/legal/legal-paths.ts'
import { ConsumerDefenceLinks, SellerDetails } from '../components/legal/seller-info.tsx'
import { InfoCard } from '../components/others/info-ui.tsx'
import { documentMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/others.terminos'

// The document comes as data: the browser bundle shared by every page does not carry it.
export function loader() {
  return { document: legalDocuments.terms }
}

export const meta = documentMeta(TERMS_PATH, store.legal.terms.linkLabel)

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocumentPage document={loaderData.document} icon={FileText}>
      <InfoCard title="Defensa del consumidor" icon={Scale}>
        <ConsumerDefenceLinks />
        <SellerDetails className="pt-2" />
      </InfoCard>
    </LegalDocumentPage>
  )
}
