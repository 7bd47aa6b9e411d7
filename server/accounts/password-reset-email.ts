/** The password-reset e-mail (password-reset-service.ts): one button, how long it lasts, what if it wasn't you. */
import { shopperEmails } from '#config/shopper-emails.ts'
import type { RenderedEmail } from '../mail/rendered-email.ts'
import { button, fillEmailText, heading, htmlFrame, subjectLine, textFrame, textParagraph } from '../mail/email-layout.ts'
import { EMAIL_COLOURS as C } from '../mail/email-layout.ts'

export interface PasswordResetEmailData {
  /** the link with its token */
  link: string
  origin: string
}

export function renderPasswordResetEmail({ link, origin }: PasswordResetEmailData): RenderedEmail {
  const t = shopperEmails.passwordReset
  const subject = subjectLine(t.subject)
  const body =
    heading(fillEmailText(t.title)) +
    textParagraph('Hola:') +
    textParagraph(t.intro) +
    button(fillEmailText(t.button), link) +
    textParagraph(t.expiry) +
    textParagraph(t.notYou, `font-size:13px;color:${C.muted};`)
  const text = textFrame(
    [
      fillEmailText(t.title),
      '',
      'Hola:',
      fillEmailText(t.intro),
      '',
      link,
      '',
      fillEmailText(t.expiry),
      '',
      fillEmailText(t.notYou),
    ],
    origin,
  )
  return { subject, html: htmlFrame({ subject, preheader: fillEmailText(t.expiry), body, origin }), text }
}
