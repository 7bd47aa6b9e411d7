import { describe, expect, it } from 'vitest'
import { categoryLabel } from '#domain/spanish-case.ts'
import { FOOTER_CATEGORIES } from './footer-categories.ts'

describe('FOOTER_CATEGORIES', () => {
  it('writes each label as categoryLabel would', () => {
    for (const { value, label } of FOOTER_CATEGORIES) expect(label).toBe(categoryLabel(value))
  })
})
