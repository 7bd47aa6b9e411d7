/**
 * The one-time setup code that lets a new owner create the first administrator from /admin
 * (docs/decisions/051-first-administrator-with-a-setup-code.md). Twelve characters of Crockford's
 * base 32 in three groups (`7KQ2-M9XD-4HPA`): no I, L, O or U, so what is read off a terminal is
 * typed back without doubt, and 60 random bits — far beyond what the throttled form lets anyone
 * guess. Typing is forgiving: lowercase, spaces and dashes anywhere, and O/I/L read as 0/1/1.
 */
import { z } from 'zod'

export const SETUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const SETUP_CODE_LENGTH = 12
const GROUP = 4

export const SETUP_CODE_MESSAGES = {
  shape: 'El código tiene 12 letras y números, como 7KQ2-M9XD-4HPA: cópielo del registro de inicio de la tienda.',
  wrong: 'El código no es correcto. Cópielo de nuevo del registro de inicio de la tienda (cada arranque genera uno nuevo).',
  gone: 'Ya existe una cuenta del personal: ingrese con ella. Si no tiene la contraseña, un administrador puede restablecerla, o use npm run staff -- add-staff.',
} as const

/**
 * A code from `bytes` random bytes, one character per byte: 32 divides 256, so taking each byte's
 * low five bits picks every character with the same chance.
 */
export function setupCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < SETUP_CODE_LENGTH) throw new RangeError(`a setup code needs ${SETUP_CODE_LENGTH} random bytes`)
  let code = ''
  for (let i = 0; i < SETUP_CODE_LENGTH; i += 1) code += SETUP_CODE_ALPHABET[bytes[i]! & 31]
  return formatSetupCode(code)
}

/** `ABCDEFGHJKMN` → `ABCD-EFGH-JKMN` (what the log prints). */
export function formatSetupCode(code: string): string {
  const groups: string[] = []
  for (let i = 0; i < code.length; i += GROUP) groups.push(code.slice(i, i + GROUP))
  return groups.join('-')
}

/**
 * The code as typed, in the form it is hashed and compared: uppercase, without spaces or dashes,
 * O read as 0 and I or L as 1. Undefined when it cannot be a code (wrong length or a character
 * the alphabet lacks).
 */
export function normaliseSetupCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (code.length !== SETUP_CODE_LENGTH) return undefined
  for (const character of code) if (!SETUP_CODE_ALPHABET.includes(character)) return undefined
  return code
}

/** The code field of the first administrator's form: refused by its shape before any hash is checked. */
export const setupCodeField = z
  .string({ error: SETUP_CODE_MESSAGES.shape })
  .max(40, SETUP_CODE_MESSAGES.shape)
  .transform((typed, context) => {
    const code = normaliseSetupCode(typed)
    if (code === undefined) {
      context.addIssue({ code: 'custom', message: SETUP_CODE_MESSAGES.shape })
      return z.NEVER
    }
    return code
  })
