/**
 * An Argentine phone as people type it, read to the digits the store keeps (decision 043):
 * '11-5555 4444', '+54 9 11 5555-4444', '(011) 4555-4444' and '1155554444' are one number.
 *
 * - Spaces, dashes (any kind), dots, brackets and a leading '+' are dropped.
 * - The country code goes: '+54', '0054', or '54' at the start of 12 or more digits (no
 *   Argentine area code starts with 54), and with it the '9' that marks a mobile from abroad.
 * - The trunk '0' of a national call goes: '(011) 4555-4444' is '1145554444'.
 * - What remains is the number with its area code, 10 digits for any Argentine line. A foreign
 *   number ('+598 …') keeps its country code, without the '+'.
 * Anything else (letters, '#', '*') is 'Solo números'. A local mobile's '15' ('11 15 5555-4444')
 * is kept: where it sits depends on the area code's length, and the number still reaches them.
 */
import { z } from 'zod'
import { ONLY_DIGITS_MESSAGE } from './forms/messages.ts'

/** E.164 allows 15 digits; a longer phone is a mistake. */
export const PHONE_MAX_DIGITS = 15

/** Characters people put between the digits. */
const SEPARATORS = /[\s.()\-\u2010-\u2015\u2212]/g

export type PhoneResult = { ok: true; digits: string } | { ok: false; message: string }

export const PHONE_TOO_LONG_MESSAGE = `Hasta ${PHONE_MAX_DIGITS} dígitos`

/** The digits to keep; '' for an empty field (the form decides whether it is required). */
export function readPhone(raw: string): PhoneResult {
  const text = raw.trim()
  const international = text.startsWith('+')
  const typed = (international ? text.slice(1) : text).replace(SEPARATORS, '')
  if (!/^\d*$/.test(typed)) return { ok: false, message: ONLY_DIGITS_MESSAGE }
  let digits = typed
  if (!international && digits.startsWith('00')) digits = digits.slice(2)
  const fromAbroad = international || typed !== digits
  if ((fromAbroad || digits.length >= 12) && digits.startsWith('54')) digits = digits.slice(2).replace(/^9/, '')
  else if (!fromAbroad) digits = digits.replace(/^0/, '')
  if (digits.length > PHONE_MAX_DIGITS) return { ok: false, message: PHONE_TOO_LONG_MESSAGE }
  return { ok: true, digits }
}

/** The same on a value already known to be text: the register, profile and order fields pipe into it. */
export const phoneText = z.string().transform((raw, ctx): string => {
  const result = readPhone(raw)
  if (result.ok) return result.digits
  ctx.addIssue({ code: 'custom', message: result.message })
  return z.NEVER
})
