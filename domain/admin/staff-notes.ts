/**
 * What staff write for each other on an order or a customer, never shown to the shopper:
 * internal notes (kept, newest first, with who wrote them) and an order's tags ("mayorista",
 * "reclamo", "envío urgente"), which the order list filters by. Set from the order's and the
 * customer's pages; each change is audited.
 */
import { z } from 'zod'
import { isUnacceptableText } from '../control-characters.ts'

export const STAFF_NOTE_MAX = 2000
export const ORDER_TAG_MAX = 30
export const ORDER_TAGS_MAX = 8

export const STAFF_NOTE_MESSAGES = {
  empty: 'Escriba la nota.',
  tooLong: `La nota admite hasta ${STAFF_NOTE_MAX.toLocaleString('es-AR')} caracteres.`,
  characters: 'La nota tiene caracteres no válidos.',
  added: 'Nota agregada. El cliente no la ve.',
} as const

export const ORDER_TAG_MESSAGES = {
  invalid: `Cada etiqueta lleva letras, números, espacios o guiones, hasta ${ORDER_TAG_MAX} caracteres; sepárelas con comas.`,
  tooMany: `Un pedido admite hasta ${ORDER_TAGS_MAX} etiquetas.`,
  saved: (tags: readonly string[]) => (tags.length ? `Etiquetas guardadas: ${tags.join(', ')}.` : 'Se quitaron las etiquetas.'),
} as const

/** A note as staff send it, trimmed: something to say, not too long, nothing unprintable. */
export const staffNoteSchema = z.object({
  body: z
    .string({ error: STAFF_NOTE_MESSAGES.empty })
    .refine((body) => !isUnacceptableText(body), STAFF_NOTE_MESSAGES.characters)
    .transform((body) => body.trim())
    .pipe(z.string().min(1, STAFF_NOTE_MESSAGES.empty).max(STAFF_NOTE_MAX, STAFF_NOTE_MESSAGES.tooLong)),
})
export type StaffNoteInput = z.infer<typeof staffNoteSchema>

// Letters of any language (Spanish's accents and ñ), digits, spaces and the joiners a clerk types.
const TAG_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u

/** A tag as typed, its spaces collapsed; null when it is not one. */
export function normaliseTag(typed: string): string | null {
  const tag = typed.trim().replace(/\s+/g, ' ')
  return tag.length >= 1 && tag.length <= ORDER_TAG_MAX && TAG_SHAPE.test(tag) ? tag : null
}

/** What makes two spellings one tag: case and accents do not count ("Envío" is "envio"). */
export function tagKey(tag: string): string {
  return tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The tags of "a, b , A" are [a, b]: typed order, the first spelling of each kept. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  return tags.filter((tag) => {
    const key = tagKey(tag)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The tags field as the order page sends it: a list of tags, or one text separated by commas. */
export const orderTagsSchema = z.object({
  tags: z
    .union([z.array(z.string({ error: ORDER_TAG_MESSAGES.invalid })).max(50, ORDER_TAG_MESSAGES.tooMany), z.string()], {
      error: ORDER_TAG_MESSAGES.invalid,
    })
    .transform((value, context) => {
      const typed = (typeof value === 'string' ? value.split(',') : value).filter((tag) => tag.trim() !== '')
      const tags: string[] = []
      for (const one of typed) {
        const tag = normaliseTag(one)
        if (tag === null) {
          context.addIssue({ code: 'custom', message: ORDER_TAG_MESSAGES.invalid })
          return z.NEVER
        }
        tags.push(tag)
      }
      const unique = uniqueTags(tags)
      if (unique.length > ORDER_TAGS_MAX) {
        context.addIssue({ code: 'custom', message: ORDER_TAG_MESSAGES.tooMany })
        return z.NEVER
      }
      return unique
    }),
})
export type OrderTagsInput = z.infer<typeof orderTagsSchema>
