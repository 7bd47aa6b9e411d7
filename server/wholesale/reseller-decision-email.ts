/**
 * The customer's e-mail on staff's decision on their reseller application: approved or rejected,
 * with staff's note when there is one. The customer's own text (razón social) and the note are
 * escaped by the layout's helpers; the texts are domain/wholesale/reseller-accounts.ts's.
 */
import { formatCuit } from '#domain/cuit.ts'
import { RESELLER_ACCOUNT_PATH, RESELLER_EMAIL_TEXTS as T } from '#domain/wholesale/reseller-accounts.ts'
import { escapeHtml } from '../mail/email-html.ts'
import {
  button,
  callout,
  facts,
  heading,
  htmlFrame,
  paragraph,
  subjectLine,
  textFrame,
  textParagraph,
} from '../mail/email-layout.ts'
import type { RenderedEmail } from '../mail/rendered-email.ts'

export interface ResellerDecisionEmailData {
  approved: boolean
  razonSocial: string
  cuit: string
  note: string
  origin: string
}

export function renderResellerDecisionEmail({
  approved,
  razonSocial,
  cuit,
  note,
  origin,
}: ResellerDecisionEmailData): RenderedEmail {
  const subject = subjectLine(approved ? T.approved.subject : T.rejected.subject)
  const intro = approved ? T.approved.intro(razonSocial) : T.rejected.intro(razonSocial)
  const link = `${origin}${RESELLER_ACCOUNT_PATH}`
  const rows = [
    ['Razón social', razonSocial],
    ['CUIT', formatCuit(cuit)],
  ] as const
  const body =
    heading(subject) +
    textParagraph('Hola:') +
    paragraph(escapeHtml(intro)) +
    facts(rows) +
    (note ? callout(`<strong>${escapeHtml(T.noteLabel)}:</strong><br>${escapeHtml(note).replace(/\r?\n/g, '<br>')}`) : '') +
    (approved ? '' : textParagraph(T.rejected.again)) +
    button(T.button, link)
  const text = textFrame(
    [
      subject,
      '',
      'Hola:',
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(note ? ['', `${T.noteLabel}: ${note}`] : []),
      ...(approved ? [] : ['', T.rejected.again]),
      '',
      `${T.button}: ${link}`,
    ],
    origin,
  )
  return { subject, html: htmlFrame({ subject, preheader: intro, body, origin }), text }
}
