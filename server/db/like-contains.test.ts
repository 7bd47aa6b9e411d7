import { describe, expect, it } from 'vitest'
import { likeContains } from './like-contains.ts'

describe('likeContains', () => {
  it('wraps the text in % so it matches anywhere', () => {
    expect(likeContains('heladera')).toBe('%heladera%')
  })

  it("escapes LIKE's wildcards and its escape character, so they match themselves", () => {
    expect(likeContains('50%')).toBe('%50\\%%')
    expect(likeContains('A_1')).toBe('%A\\_1%')
    expect(likeContains('C:\\x')).toBe('%C:\\\\x%')
  })
})
