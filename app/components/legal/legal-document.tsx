import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { LegalDocument } from '#config/store.ts'
import { InfoCard, LINK_CLASS, PageHeading } from '../others/info-ui.tsx'
import { LegalParagraph } from './legal-paragraph.tsx'

const UPDATED = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-01-15' as '15 de enero de 2025'; a malformed date is shown as written. */
export function formatUpdatedAt(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : UPDATED.format(date)
}

/** Terms and privacy: a heading, the configured sections as cards, then anything extra. */
export function LegalDocumentPage({
  document,
  icon,
  children,
}: {
  document: LegalDocument
  icon: LucideIcon
  children?: ReactNode
}) {
  return (
    <article className="mx-auto max-w-4xl">
      <PageHeading title={document.title} icon={icon} lead={document.lead} />
      <p className="-mt-3 mb-6 text-sm text-gray-600">
        Última actualización: <time dateTime={document.updatedAt}>{formatUpdatedAt(document.updatedAt)}</time>
      </p>
      <div className="space-y-6">
        {document.sections.map((section) => (
          <InfoCard key={section.title} title={section.title}>
            {section.paragraphs.map((text, i) => (
              <LegalParagraph key={i} text={text} linkClassName={LINK_CLASS} />
            ))}
          </InfoCard>
        ))}
        {children}
      </div>
    </article>
  )
}
