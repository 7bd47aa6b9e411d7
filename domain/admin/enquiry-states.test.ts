import { describe, expect, it } from 'vitest'
import { ENQUIRY_MESSAGES, enquiryFollowUpSchema, enquiryStateLabel } from './enquiry-states.ts'

const messageOf = (input: unknown) => {
  const parsed = enquiryFollowUpSchema.safeParse(input)
  return parsed.success ? null : parsed.error.issues[0]!.message
}

describe('an enquiry follow-up', () => {
  it('takes a state of the list and a note, trimmed, of up to 1,000 characters', () => {
    expect(enquiryFollowUpSchema.parse({ state: 'respondida', note: '  Le mandé la lista.\n' })).toEqual({
      state: 'respondida',
      note: 'Le mandé la lista.',
    })
    expect(enquiryFollowUpSchema.parse({ state: 'descartada', note: ` ${'x'.repeat(1000)} ` }).note).toHaveLength(1000)
  })

  it('refuses another state, a longer note, control characters, a missing note', () => {
    expect(messageOf({ state: 'cerrada', note: '' })).toBe(ENQUIRY_MESSAGES.state)
    expect(messageOf({ state: 'nueva', note: 'x'.repeat(1001) })).toBe(ENQUIRY_MESSAGES.note)
    expect(messageOf({ state: 'nueva', note: 'hola\u0007' })).toBe(ENQUIRY_MESSAGES.noteCharacters)
    expect(messageOf({ state: 'nueva' })).toBe(ENQUIRY_MESSAGES.note)
  })

  it('names the states in Spanish; an unknown one as stored', () => {
    expect(enquiryStateLabel('contactada')).toBe('Contactada')
    expect(enquiryStateLabel('otra')).toBe('otra')
  })
})
