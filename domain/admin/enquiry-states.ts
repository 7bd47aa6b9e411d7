/**
 * Where staff stand with a reseller's enquiry, and their note on it (never shown to the reseller).
 * Set from the enquiry's page; each change is audited.
 */
import { z } from 'zod'
import { isUnacceptableText } from '../control-characters.ts'

export const ENQUIRY_STATES = ['nueva', 'contactada', 'respondida', 'descartada'] as const
export type EnquiryState = (typeof ENQUIRY_STATES)[number]

export const ENQUIRY_STATE_LABELS: Record<EnquiryState, string> = {
  nueva: 'Nueva',
  contactada: 'Contactada',
  respondida: 'Respondida',
  descartada: 'Descartada',
}

export function enquiryStateLabel(state: string): string {
  return (ENQUIRY_STATE_LABELS as Record<string, string>)[state] ?? state
}

export const ENQUIRY_NOTE_MAX = 1000

export const ENQUIRY_MESSAGES = {
  state: 'Elija un estado de la lista.',
  note: `La nota admite hasta ${ENQUIRY_NOTE_MAX.toLocaleString('es-AR')} caracteres.`,
  noteCharacters: 'La nota tiene caracteres no válidos.',
  saved: (state: EnquiryState) => `Consulta en «${ENQUIRY_STATE_LABELS[state]}». Nota guardada.`,
} as const

/** The enquiry page's form as the back office sends it; the note is trimmed. */
export const enquiryFollowUpSchema = z.object({
  state: z.enum(ENQUIRY_STATES, { error: ENQUIRY_MESSAGES.state }),
  note: z
    .string({ error: ENQUIRY_MESSAGES.note })
    .refine((note) => !isUnacceptableText(note), ENQUIRY_MESSAGES.noteCharacters)
    .transform((note) => note.trim())
    .pipe(z.string().max(ENQUIRY_NOTE_MAX, ENQUIRY_MESSAGES.note)),
})
export type EnquiryFollowUp = z.infer<typeof enquiryFollowUpSchema>
