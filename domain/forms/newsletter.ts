/** The footer's newsletter form. */
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { NEWSLETTER_EMAIL_PATTERN, newsletterEmailMessage } from './newsletter-rules.ts'

/**
 * The address is stored lowercased, so 'Ana@Mail.com' and 'ana@mail.com' are one subscriber
 * (the 409 'already subscribed' answer depends on it).
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: (issue) => newsletterEmailMessage(typeof issue.input === 'string' ? issue.input : '') })
    .trim()
    .refine((v) => v.length <= MAX_EMAIL_LENGTH && NEWSLETTER_EMAIL_PATTERN.test(v), {
      error: (issue) => newsletterEmailMessage(String(issue.input)),
    })
    .transform((v) => v.toLowerCase()),
})

export type NewsletterSubscription = z.infer<typeof newsletterSchema>
