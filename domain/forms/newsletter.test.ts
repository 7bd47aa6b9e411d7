import { describe, expect, it } from 'vitest'
import { newsletterSchema } from './newsletter.ts'
import { NEWSLETTER_ERROR_TITLE } from './newsletter-rules.ts'

describe('newsletterSchema', () => {
  it.each([
    ['ana@mail.com', 'ana@mail.com'],
    ['  Ana.Perez@Mail.COM.ar ', 'ana.perez@mail.com.ar'],
    ['a@b.c', 'a@b.c'],
  ])('accepts %j as %j', (email, stored) => {
    expect(newsletterSchema.parse({ email })).toEqual({ email: stored })
  })

  it.each([
    ['ana', 'Se requiere que el valor sea tipo email: ana'],
    ['ana@mail', 'Se requiere que el valor sea tipo email: ana@mail'],
    ['@mail.com', 'Se requiere que el valor sea tipo email: @mail.com'],
    ['ana@.com', 'Se requiere que el valor sea tipo email: ana@.com'],
    ['ana perez@mail.com', 'Se requiere que el valor sea tipo email: ana perez@mail.com'],
    ['ana@@mail.com', 'Se requiere que el valor sea tipo email: ana@@mail.com'],
    ['', 'Se requiere que el valor sea tipo email: '],
    [undefined, 'Se requiere que el valor sea tipo email: '],
    [42, 'Se requiere que el valor sea tipo email: '],
    [`${'a'.repeat(250)}@b.co`, `Se requiere que el valor sea tipo email: ${'a'.repeat(250)}@b.co`],
  ])('refuses %j', (email, message) => {
    const result = newsletterSchema.safeParse({ email })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual([message])
  })

  it('has the dialog title', () => {
    expect(NEWSLETTER_ERROR_TITLE).toBe('Error al subscribirse')
  })
})
