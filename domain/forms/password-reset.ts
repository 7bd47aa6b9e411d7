/** The '¿Olvidaste tu contraseña?' forms: ask for a link, then choose the new password. */
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { INVALID_EMAIL_MESSAGE, maxMessage, minMessage } from './messages.ts'
import { passwordsMatch, repeatedPassword } from './password-fields.ts'
import { MAX_PASSWORD_LENGTH, MIN_NEW_PASSWORD_LENGTH } from './auth.ts'

/** The pages (app/routes.ts); the e-mail's link is the second, with the token in its fragment. */
export const PASSWORD_RESET_PATHS = {
  request: '/olvide-mi-contrasena',
  reset: '/restablecer-contrasena',
} as const

export const PASSWORD_RESET_MESSAGES = {
  /** the same answer whether or not the address has an account */
  requested:
    'Si ese correo tiene una cuenta en la tienda, te enviamos un enlace para elegir una contraseña nueva. Revisá tu bandeja de entrada (y la carpeta de spam). El enlace vence en 1 hora.',
  tooManyRequests: 'Pediste demasiados enlaces desde esta conexión. Esperá una hora e intentá nuevamente.',
  badLink: 'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pedí uno nuevo.',
  done: 'Listo: tu contraseña nueva quedó guardada y ya iniciaste sesión. Cerramos las sesiones abiertas en otros dispositivos.',
  /** a Google-only account gets its first password only through the e-mail link, so a stolen session token cannot set one */
  noPasswordYet:
    'Tu cuenta todavía no tiene contraseña (ingresaste con Google). Para crear una, pedí el enlace por correo en «¿Olvidaste tu contraseña?».',
} as const

const email = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), INVALID_EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase())

export const resetRequestSchema = z.object({ email })

const newPassword = z
  .string({ error: minMessage(MIN_NEW_PASSWORD_LENGTH) })
  .min(MIN_NEW_PASSWORD_LENGTH, minMessage(MIN_NEW_PASSWORD_LENGTH))
  .max(MAX_PASSWORD_LENGTH, maxMessage(MAX_PASSWORD_LENGTH))

/** Same rules as the profile's change-password form: at least 8 characters, confirmed. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: PASSWORD_RESET_MESSAGES.badLink }).max(200, PASSWORD_RESET_MESSAGES.badLink),
    newPassword,
    confirmNewPassword: repeatedPassword(),
  })
  .refine(...passwordsMatch('newPassword', 'confirmNewPassword', { everyProblem: true }))

export type ResetRequestData = z.infer<typeof resetRequestSchema>
export type ResetPasswordData = z.infer<typeof resetPasswordSchema>
