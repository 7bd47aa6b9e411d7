import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors } from './field-errors.ts'

describe('fieldErrors', () => {
  it('keeps the first message of each field and puts form-wide ones under ""', () => {
    const schema = z
      .object({ a: z.string().min(2, 'corto').regex(/^\d+$/, 'números'), b: z.object({ c: z.string('falta c') }) })
      .refine(() => false, 'todo mal')
    const result = schema.safeParse({ a: 'x', b: {} })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({ a: 'corto', b: 'falta c' })
    const formWide = z
      .string()
      .refine(() => false, 'todo mal')
      .safeParse('x')
    expect(fieldErrors(formWide.error!)).toEqual({ '': 'todo mal' })
  })
})
