import type { LucideIcon } from '../icons.tsx'
import type { ReactNode } from 'react'
import type { LegalDocument } from '#config/store.ts'
import { formatCalendarDate } from '#domain/format.ts'
import { InfoCard, LINK_CLASS, PageHeading } from '../others/info-ui.tsx'
import { LegalParagraph } from './legal-paragraph.tsx'

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
        Última actualización: <time dateTime={document.updatedAt}>{formatCalendarDate(document.updatedAt)}</time>
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
