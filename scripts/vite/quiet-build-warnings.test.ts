import { describe, expect, it } from 'vitest'
import { isNoiseWarning } from './quiet-build-warnings.ts'

describe('isNoiseWarning', () => {
  it('drops a misplaced annotation comment in a dependency', () => {
    expect(isNoiseWarning({ code: 'INVALID_ANNOTATION', id: '/p/node_modules/zod/v4/core/util.js', message: 'x' })).toBe(true)
  })

  it("keeps one in the store's own code", () => {
    expect(isNoiseWarning({ code: 'INVALID_ANNOTATION', id: '/p/app/lib/x.ts', message: 'x' })).toBe(false)
  })

  it("drops a resource route's empty browser chunk, not another empty chunk", () => {
    expect(isNoiseWarning({ code: 'EMPTY_BUNDLE', names: ['robots.txt'], message: 'x' })).toBe(true)
    expect(isNoiseWarning({ code: 'EMPTY_BUNDLE', names: ['sitemap.xml'], message: 'x' })).toBe(true)
    expect(isNoiseWarning({ code: 'EMPTY_BUNDLE', names: ['favicon.ico'], message: 'x' })).toBe(true)
    expect(isNoiseWarning({ code: 'EMPTY_BUNDLE', names: ['home'], message: 'x' })).toBe(false)
  })

  it('keeps every other warning', () => {
    expect(isNoiseWarning({ code: 'CIRCULAR_DEPENDENCY', message: 'x' })).toBe(false)
  })
})
