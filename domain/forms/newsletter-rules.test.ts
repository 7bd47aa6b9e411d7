import { describe, expect, it } from 'vitest'
import { newsletterSchema } from './newsletter.ts'
import { checkNewsletterEmail } from './newsletter-rules.ts'

describe('checkNewsletterEmail', () => {
  it.each([
    'ana@mail.com',
    ' Ana@Mail.COM ',
    'a@b.c',
    'no-es-un-correo',
    'a@b',
    '@b.c',
    'a b@c.d',
    `${'x'.repeat(250)}@b.cd`,
    '',
  ])('agrees with newsletterSchema for %j', (input) => {
    const schema = newsletterSchema.safeParse({ email: input })
    const check = checkNewsletterEmail(input)
    expect(check.ok).toBe(schema.success)
    if (check.ok && schema.success) expect(check.email).toBe(schema.data.email)
    if (!check.ok && !schema.success) expect(check.message).toBe(schema.error.issues[0]?.message)
  })
})
