/**
 * The newsletter's rules and texts without zod: the footer form is on
 * every page, so its check must not bring a schema library into the first load.
 */
import { MAX_EMAIL_LENGTH } from '../limits.ts'

/** An e-mail here is text, at-sign, text, dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const NEWSLETTER_ERROR_TITLE = 'Error al subscribirse'

export const newsletterEmailMessage = (email: string): string => `Se requiere que el valor sea tipo email: ${email}`

/** The subscription's outcomes' texts. */
export const NEWSLETTER_MESSAGES = {
  subscribing: 'Subscribiendo...',
  success: 'Subscrito correctamente, muchas gracias!',
  alreadySubscribed: 'Ya se encuentra subscrito, muchas gracias!',
  failure: 'Ocurrió un error al subscribirse, ¡inténtelo nuevamente!',
} as const

/** The same check as newsletterSchema, for the browser. */
export function checkNewsletterEmail(input: string): { ok: true; email: string } | { ok: false; message: string } {
  const email = input.trim()
  if (email.length > MAX_EMAIL_LENGTH || !NEWSLETTER_EMAIL_PATTERN.test(email))
    return { ok: false, message: newsletterEmailMessage(input) }
  return { ok: true, email: email.toLowerCase() }
}
