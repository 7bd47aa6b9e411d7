import { describe, expect, it } from 'vitest'
import {
  ORDER_TAG_MESSAGES,
  STAFF_NOTE_MAX,
  STAFF_NOTE_MESSAGES,
  normaliseTag,
  orderTagsSchema,
  staffNoteSchema,
  tagKey,
} from './staff-notes.ts'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('staffNoteSchema', () => {
  it('keeps a note trimmed, up to its limit', () => {
    expect(staffNoteSchema.parse({ body: '  Llamó: retira el sábado.  ' })).toEqual({ body: 'Llamó: retira el sábado.' })
    expect(staffNoteSchema.parse({ body: 'x'.repeat(STAFF_NOTE_MAX) }).body).toHaveLength(STAFF_NOTE_MAX)
  })

  it('refuses an empty, a too long and an unprintable note with the message shown beside the field', () => {
    expect(messageOf(staffNoteSchema.safeParse({ body: '   ' }))).toBe(STAFF_NOTE_MESSAGES.empty)
    expect(messageOf(staffNoteSchema.safeParse({}))).toBe(STAFF_NOTE_MESSAGES.empty)
    expect(messageOf(staffNoteSchema.safeParse({ body: 'x'.repeat(STAFF_NOTE_MAX + 1) }))).toBe(STAFF_NOTE_MESSAGES.tooLong)
    expect(messageOf(staffNoteSchema.safeParse({ body: 'hola\u0000' }))).toBe(STAFF_NOTE_MESSAGES.characters)
  })
})

describe('order tags', () => {
  it('reads a comma-separated text or a list, collapsing spaces and dropping repeats whatever their case or accents', () => {
    expect(orderTagsSchema.parse({ tags: ' mayorista,  Envío   urgente , MAYORISTA, envio urgente,' })).toEqual({
      tags: ['mayorista', 'Envío urgente'],
    })
    expect(orderTagsSchema.parse({ tags: ['reclamo', 'Señado'] })).toEqual({ tags: ['reclamo', 'Señado'] })
    expect(orderTagsSchema.parse({ tags: '' })).toEqual({ tags: [] })
  })

  it('refuses symbols, a too long tag and more than eight', () => {
    for (const tags of ['<b>', 'ok, =HYPERLINK("x")', 'x'.repeat(31), '-guion']) {
      expect(messageOf(orderTagsSchema.safeParse({ tags })), tags).toBe(ORDER_TAG_MESSAGES.invalid)
    }
    expect(messageOf(orderTagsSchema.safeParse({ tags: 'a,b,c,d,e,f,g,h,i' }))).toBe(ORDER_TAG_MESSAGES.tooMany)
    expect(messageOf(orderTagsSchema.safeParse({ tags: 42 }))).toBe(ORDER_TAG_MESSAGES.invalid)
  })

  it('one key for the spellings of a tag', () => {
    expect(tagKey('Envío Urgente')).toBe(tagKey('envio urgente'))
    expect(tagKey('Señado')).toBe('senado')
    expect(normaliseTag('  dos   palabras ')).toBe('dos palabras')
    expect(normaliseTag('a'.repeat(31))).toBeNull()
  })
})
