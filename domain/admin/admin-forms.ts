/**
 * The back office's input: one zod schema per form or query, declared on its /api/admin route
 * and checked again in the browser (app/lib/use-checked-form.ts). Hostile input — HTML, control
 * characters, CRLF, oversized values — is refused with a Spanish message before anything runs.
 */
import { z } from 'zod'
import { hasControlCharacter } from '../control-characters.ts'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, maxMessage, minMessage } from '../forms/messages.ts'
import { currentPassword, passwordsMatch, repeatedPassword } from '../forms/password-fields.ts'
import { STAFF_ROLES } from './staff-roles.ts'
import { WITHDRAWAL_STATES } from './withdrawal-states.ts'

/** Staff passwords are longer than customers' (NIST SP 800-63B's minimum for chosen secrets). */
export const MIN_STAFF_PASSWORD_LENGTH = 10
export const MAX_STAFF_PASSWORD_LENGTH = 128
export const MAX_SEARCH_LENGTH = 100
export const MAX_PAGE_NUMBER = 10_000
export const ADMIN_PAGE_SIZE = 25

export const ADMIN_FORM_MESSAGES = {
  invalidRole: 'Elija un rol: Administración o Ventas.',
  invalidState: 'Elija un estado de la lista.',
  invalidSearch: 'La búsqueda tiene caracteres no permitidos.',
  invalidPage: 'Número de página inválido.',
  invalidId: 'Identificador inválido.',
  controlCharacters: 'El texto tiene caracteres no permitidos.',
} as const

/** An address as staff type it: no spaces, quotes, angle brackets or line breaks; stored lowercased. */
export const staffEmail = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
  .regex(/^[^\s@<>"'()[\]\\,;:]+@[^\s@<>"'()[\]\\,;:]+\.[^\s@<>"'()[\]\\,;:]+$/, INVALID_EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase())

const passwordAny = currentPassword(MAX_STAFF_PASSWORD_LENGTH)

/** A new password: long enough, and one line (a pasted line break is a mistake, not a character). */
export const newStaffPassword = z
  .string({ error: minMessage(MIN_STAFF_PASSWORD_LENGTH) })
  .min(MIN_STAFF_PASSWORD_LENGTH, minMessage(MIN_STAFF_PASSWORD_LENGTH))
  .max(MAX_STAFF_PASSWORD_LENGTH, maxMessage(MAX_STAFF_PASSWORD_LENGTH))
  .refine((v) => !hasControlCharacter(v), ADMIN_FORM_MESSAGES.controlCharacters)

export const staffLoginSchema = z.object({ email: staffEmail, password: passwordAny })
export type StaffLogin = z.infer<typeof staffLoginSchema>

const role = z.enum(STAFF_ROLES, { error: ADMIN_FORM_MESSAGES.invalidRole })

export const addStaffSchema = z
  .object({ email: staffEmail, role, password: newStaffPassword, confirmPassword: repeatedPassword() })
  .refine(...passwordsMatch('password', 'confirmPassword'))
export type AddStaff = z.infer<typeof addStaffSchema>

export const resetStaffPasswordSchema = z
  .object({ password: newStaffPassword, confirmPassword: repeatedPassword() })
  .refine(...passwordsMatch('password', 'confirmPassword'))

export const changeOwnPasswordSchema = z
  .object({
    currentPassword: passwordAny,
    password: newStaffPassword,
    confirmPassword: repeatedPassword(),
  })
  .refine(...passwordsMatch('password', 'confirmPassword'))

export const staffDisabledSchema = z.object({ disabled: z.boolean({ error: 'Indique si la cuenta queda deshabilitada.' }) })

export const withdrawalStateSchema = z.object({ state: z.enum(WITHDRAWAL_STATES, { error: ADMIN_FORM_MESSAGES.invalidState }) })

/** A row's id in a path: a positive whole number. */
export const idParams = z.object({
  id: z
    .string({ error: ADMIN_FORM_MESSAGES.invalidId })
    .regex(/^[1-9]\d{0,9}$/, ADMIN_FORM_MESSAGES.invalidId)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, ADMIN_FORM_MESSAGES.invalidId),
})

/** A list's text filter (a search, a state): one line up to `max` characters, trimmed; '' when absent. */
export const textFilter = (max: number, controlCharactersMessage: string) =>
  z
    .string()
    .max(max, maxMessage(max))
    .refine((v) => !hasControlCharacter(v), controlCharactersMessage)
    .optional()
    .transform((v) => v?.trim() ?? '')

/** `?q=…&page=N` of the lists: a short one-line search and a page number; anything wrong is refused. */
export const listQuerySchema = z.object({
  q: textFilter(MAX_SEARCH_LENGTH, ADMIN_FORM_MESSAGES.invalidSearch),
  page: z
    .string()
    .regex(/^\d{1,5}$/, ADMIN_FORM_MESSAGES.invalidPage)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_NUMBER, ADMIN_FORM_MESSAGES.invalidPage)
    .optional()
    .transform((v) => v ?? 1),
})
export type ListQuery = z.infer<typeof listQuerySchema>

/** A list query read from a page's URL: whatever is wrong falls back to the first page, no search. */
export function listQueryFrom(url: URL): ListQuery & { invalid: boolean } {
  const raw: Record<string, string> = {}
  for (const key of ['q', 'page']) {
    const value = url.searchParams.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  const parsed = listQuerySchema.safeParse(raw)
  return parsed.success ? { ...parsed.data, invalid: false } : { q: '', page: 1, invalid: true }
}
