/** Login, register and change-password forms. */
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { UNEXPECTED_ERROR_MESSAGE } from '../messages.ts'
import { phoneText } from '../phone.ts'
import { accountTaxIdSchema, conditionProblem, vatConditionSchema } from './billing-identity.ts'
import { INVALID_EMAIL_MESSAGE, maxMessage, minMessage, ONLY_DIGITS_MESSAGE, REQUIRED_MESSAGE } from './messages.ts'
import { currentPassword, passwordsMatch, repeatedPassword } from './password-fields.ts'

/** '+54 9 11 5555-4444' and its kind, with room for more spaces. */
const MAX_PHONE_INPUT_LENGTH = 40

export const MIN_PASSWORD_LENGTH = 6
export const MIN_NEW_PASSWORD_LENGTH = 8
/** Hashing cost grows with the input; no one types a longer password. */
export const MAX_PASSWORD_LENGTH = 128

/** The sign-in and registration outcomes' texts. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Correo o contraseña incorrectos.',
  emailTaken: 'Este correo ya se encuentra registrado.',
  unexpected: UNEXPECTED_ERROR_MESSAGE,
  thirdPartyFailure: 'Ocurrió un error inesperado. Intente nuevamente.',
  passwordChangeFailure: 'Error al actualizar la contraseña',
  passwordChanged: 'Contraseña actualizada correctamente',
} as const

/**
 * An address needs only an '@'. Addresses are compared lowercased so that 'Ana@Mail.com'
 * signs in to the account registered as 'ana@mail.com'.
 */
const email = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
  .refine((v) => v.includes('@'), INVALID_EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase())

const password = (min: number) =>
  z
    .string({ error: minMessage(min) })
    .min(min, minMessage(min))
    .max(MAX_PASSWORD_LENGTH, maxMessage(MAX_PASSWORD_LENGTH))

const required = (max: number) => z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, maxMessage(max))

/** Digits only, but may be left empty at sign-up: the order form asks for them later. */
const digits = (max: number) =>
  z
    .string({ error: ONLY_DIGITS_MESSAGE })
    .trim()
    .regex(/^\d*$/, ONLY_DIGITS_MESSAGE)
    .max(max, maxMessage(max))
    .optional()
    .transform((v) => v ?? '')

export const loginSchema = z.object({ email, password: password(MIN_PASSWORD_LENGTH) })

export const registerSchema = z
  .object({
    name: required(120),
    username: required(60),
    /** a DNI or a CUIT/CUIL, as its digits; may be left empty at sign-up */
    dni: accountTaxIdSchema,
    /** absent is Consumidor final, so calls that send only the API's original fields keep working */
    vat_condition: vatConditionSchema,
    address: required(200),
    location: required(120),
    postal_code: digits(10),
    /** as people type it, kept as its digits (domain/phone.ts); may be left empty */
    phone: z
      .string({ error: ONLY_DIGITS_MESSAGE })
      .max(MAX_PHONE_INPUT_LENGTH, maxMessage(MAX_PHONE_INPUT_LENGTH))
      .optional()
      .transform((v) => v ?? '')
      .pipe(phoneText),
    email,
    password: password(MIN_PASSWORD_LENGTH),
    confirmPassword: repeatedPassword(),
  })
  .refine(...passwordsMatch('password', 'confirmPassword', { everyProblem: true }))
  .superRefine((d, ctx) => {
    const problem = conditionProblem(d.dni, d.vat_condition)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['dni'] })
  })

/** The current password is required even though its label says otherwise. */
export const changePasswordSchema = z
  .object({
    actualPassword: currentPassword(MAX_PASSWORD_LENGTH),
    newPassword: password(MIN_NEW_PASSWORD_LENGTH),
    confirmNewPassword: repeatedPassword(),
  })
  .refine(...passwordsMatch('newPassword', 'confirmNewPassword', { everyProblem: true }))

export type LoginData = z.infer<typeof loginSchema>
export type RegisterData = z.infer<typeof registerSchema>
export type ChangePasswordData = z.infer<typeof changePasswordSchema>
export type RegisterFormValues = z.input<typeof registerSchema>
